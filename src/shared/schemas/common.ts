import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';

/** A calendar date as YYYY-MM-DD (ARCHITECTURE.md, "Contracts"). */
export const isoDateSchema = z.iso.date({ error: 'Enter a valid date' });

const pageNumber = (min: number, max?: number) => {
  const n = z.coerce.number().int().min(min);
  return max === undefined ? n : n.max(max);
};

export function paginationQuery(defaultSize: number) {
  return z.object({
    page: pageNumber(0).default(0),
    size: pageNumber(1, MAX_PAGE_SIZE).default(defaultSize),
  });
}

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}

/** The schema pageOf makes for an item's schema. */
export type PageSchema<T extends z.ZodType> = ReturnType<typeof pageOf<T>>;

export const imageRefSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

export const errorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof errorSchema>;

export const requiredText = (max = 200) =>
  z.string().trim().min(1, { error: 'This field is required' }).max(max);
