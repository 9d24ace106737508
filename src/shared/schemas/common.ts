import { z } from 'zod';
import { GRADES, MAX_PAGE_SIZE } from '../constants.ts';
import {
  DATE_FORM_MESSAGES,
  type DateOrder,
  DEFAULT_DATE_ORDER,
  FUTURE_DATE_MESSAGE,
  readDateOfBirth,
} from '../dates.ts';
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

/**
 * builtOnUse for a form that reads dates in the school's order (src/shared/dates.ts): a
 * schema per order, each built when first asked for. `schema()` is day first.
 */
export function builtPerOrder<T>(build: (order: DateOrder) => T): (order?: DateOrder) => T {
  const built = new Map<DateOrder, T>();
  return (order = DEFAULT_DATE_ORDER) => {
    let schema = built.get(order);
    if (schema === undefined) {
      schema = build(order);
      built.set(order, schema);
    }
    return schema;
  };
}

/** A calendar date as YYYY-MM-DD (ARCHITECTURE.md, "Contracts"). */
export const isoDateSchema = z.iso.date({ error: 'Enter a valid date' });

/**
 * A date of birth as a person types it, read by the one date reader (readDateOfBirth: any
 * common form, either language's digits, in the school's order) and kept as YYYY-MM-DD.
 * One that cannot be read is refused with the form expected; one after today, as such.
 * '' is left for the form's own "required" (or for a field that may be left empty).
 */
export const dateOfBirthSchema = (order: DateOrder = DEFAULT_DATE_ORDER) =>
  z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      if (text === '') return;
      const read = readDateOfBirth(text, { order });
      if ('problem' in read)
        ctx.addIssue({
          code: 'custom',
          message: read.problem === 'future' ? FUTURE_DATE_MESSAGE : DATE_FORM_MESSAGES[order],
        });
    })
    .overwrite((text) => {
      const read = text === '' ? null : readDateOfBirth(text, { order });
      return read && 'date' in read ? read.date : text;
    });

/**
 * A student's date of birth as the office keeps it on the record (Add Student, the
 * student's edit): YYYY-MM-DD once read, or '' while the office does not know it.
 */
export const studentBirthDateSchema = dateOfBirthSchema().default('');

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
