import { z } from 'zod';
import { GRADES, MAX_PAGE_SIZE } from '../constants.ts';
import { latinDigits } from '../digits.ts';

/**
 * A schema built when it is first asked for, not as its module loads. For the public forms'
 * schemas: the forms' code arrives while a parent's phone is still taking the page over, and
 * building a zod schema of twenty fields was the largest part of that code's start (a long
 * task; docs/performance.md). The form builds it at its first check, the server as it
 * declares the route.
 */
export function builtOnUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

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

export const gradeSchema = z.enum(GRADES, { error: 'Choose a class from six to ten' });
export const rollSchema = requiredText(10).overwrite(latinDigits);
/**
 * A Bangladeshi birth registration number: 17 digits, of which the first four are the
 * year of birth (the admission form and the server check them against the date of birth).
 */
export const BIRTH_REGISTRATION = /^\d{17}$/;
