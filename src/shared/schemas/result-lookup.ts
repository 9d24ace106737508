import { z } from 'zod';
import { typedNumber } from '../digits.ts';
import {
  BIRTH_REGISTRATION,
  builtPerOrder,
  dateOfBirthSchema,
  gradeSchema,
  rollSchema,
} from './common.ts';

// Apart from the exam results' other schemas (./results.ts): the public results page's form
// builds this one alone, not the office's schemas and the ones they import.

/**
 * A result lookup: the exam, class and roll, and the date of birth or the birth
 * registration number (either language's digits; the date as families write it, in the
 * school's order: src/shared/dates.ts). A wrong one answers as an unknown roll. Built at its
 * first use (builtPerOrder): `resultLookupQuerySchema()` day first, or `(order)`.
 */
export const resultLookupQuerySchema = builtPerOrder((order) =>
  z
    .object({
      exam: z.string().min(1, { error: 'This field is required' }).max(64),
      grade: gradeSchema,
      roll: rollSchema,
      dateOfBirth: dateOfBirthSchema(order).default(''),
      birthRegistration: z
        .string()
        .overwrite(typedNumber)
        .refine((v) => v === '' || BIRTH_REGISTRATION.test(v), {
          error: 'A birth registration number has 17 digits',
        })
        .default(''),
    })
    .refine((q) => q.dateOfBirth !== '' || q.birthRegistration !== '', {
      path: ['dateOfBirth'],
      error: 'This field is required',
    }),
);
export type ResultLookupQuery = z.input<ReturnType<typeof resultLookupQuerySchema>>;
