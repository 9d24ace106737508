import { z } from 'zod';
import { GRADES } from '../constants.ts';
import { typedNumber } from '../digits.ts';
import {
  BIRTH_REGISTRATION,
  builtPerOrder,
  dateOfBirthSchema,
  gradeSchema,
  requiredText,
} from './common.ts';

// The public admission form's schema, apart from the office's (./admissions.ts): the
// admission page builds this one alone.

const MOBILE = /^(\+?88)?01[3-9]\d{8}$/;
/** A Bangladeshi mobile number, in either language's digits. */
export const mobileSchema = z
  .string()
  .overwrite(typedNumber)
  .min(1, { error: 'This field is required' })
  .regex(MOBILE, { error: 'Enter a mobile number like 01712345678' });
/** A mobile number that may be left empty (a child of eleven seldom has one). */
const optionalMobile = z
  .string()
  .overwrite(typedNumber)
  .refine((v) => v === '' || MOBILE.test(v), { error: 'Enter a mobile number like 01712345678' });

/** Who the guardian is to the student. */
export const GUARDIAN_RELATIONS = [
  'father',
  'mother',
  'brother',
  'sister',
  'grandparent',
  'uncle',
  'aunt',
  'other',
] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number];
/** The class an applicant read in last: five (primary school) for class six, and so on. */
export const PREVIOUS_CLASSES = ['v', ...GRADES] as const;

/** The largest photo the form sends, as a data URL: the browser shrinks it well below. */
export const ADMISSION_PHOTO_MAX_CHARS = 700_000;

/**
 * The online admission form (issue 20): what the school's office needs, in either
 * language's digits, with email and the student's own mobile optional; the date of birth as
 * families write it, in the school's order (src/shared/dates.ts). Built at its first use
 * (builtPerOrder): `admissionInputSchema()` day first, `admissionInputSchema(order)`.
 */
export const admissionInputSchema = builtPerOrder((order) =>
  z
    .object({
      grade: gradeSchema,
      studentNameBn: requiredText(100),
      studentName: requiredText(100).regex(/^[A-Za-z][A-Za-z .'-]*$/, {
        error: 'Write the name in English letters',
      }),
      dateOfBirth: dateOfBirthSchema(order).pipe(
        z.string().min(1, { error: 'This field is required' }),
      ),
      birthRegistration: z
        .string()
        .overwrite(typedNumber)
        .min(1, { error: 'This field is required' })
        .regex(BIRTH_REGISTRATION, { error: 'A birth registration number has 17 digits' }),
      fatherName: requiredText(100),
      motherName: requiredText(100),
      guardianRelation: z.enum(GUARDIAN_RELATIONS, { error: 'Choose from the list' }),
      /** The guardian's own name, when the guardian is neither the father nor the mother. */
      guardianName: z.string().trim().max(100),
      guardianMobile: mobileSchema,
      guardianOccupation: z.string().trim().max(100),
      guardianEmail: z
        .string()
        .trim()
        .max(200)
        .refine((v) => v === '' || z.email().safeParse(v).success, {
          error: 'Enter a valid email address',
        }),
      studentMobile: optionalMobile,
      village: requiredText(100),
      unionName: requiredText(100),
      upazila: requiredText(100),
      district: requiredText(100),
      previousSchool: requiredText(150),
      previousClass: z.enum(PREVIOUS_CLASSES, { error: 'Choose from the list' }),
      /** The language of the page applied on: the family's SMS are written in it (issue 47). */
      language: z.enum(['bn', 'en']).default('bn'),
      /** The student's photo, shrunk in the browser: a JPEG, PNG or WebP data URL. */
      photo: z
        .string({ error: 'Choose a photo' })
        .min(1, { error: 'Choose a photo' })
        .max(ADMISSION_PHOTO_MAX_CHARS, { error: 'The photo is too large' })
        .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, {
          error: 'Choose a photo',
        }),
    })
    // Each check across fields runs as soon as its own fields are readable (`when`), not only
    // once every field of the form is right, so the form shows them with the rest.
    // The date's own field says when it cannot be read; these two compare a date read.
    .refine((a) => a.dateOfBirth >= '1990-01-01', {
      path: ['dateOfBirth'],
      error: 'Enter a valid date',
      when: dateRead,
    })
    .refine((a) => a.birthRegistration.startsWith(a.dateOfBirth.slice(0, 4)), {
      path: ['birthRegistration'],
      error: 'The first four digits are the year of birth',
      when: (payload) =>
        dateRead(payload) &&
        readable(payload.value, 'birthRegistration') &&
        BIRTH_REGISTRATION.test((payload.value as { birthRegistration: string }).birthRegistration),
    })
    .refine((a) => ['father', 'mother'].includes(a.guardianRelation) || a.guardianName !== '', {
      path: ['guardianName'],
      error: 'This field is required',
      when: ({ value }) => readable(value, 'guardianRelation', 'guardianName'),
    }),
);

/** Whether the fields are strings (a refinement's input may be anything the form sent). */
function readable(value: unknown, ...fields: string[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    fields.every((f) => typeof (value as Record<string, unknown>)[f] === 'string')
  );
}

/**
 * Whether the date of birth was read as a date (its field's schema writes it YYYY-MM-DD,
 * and leaves what it cannot read as typed): '১৫০৩২০১৪' wrong is the date's own problem,
 * never the birth registration number's.
 */
function dateRead({
  value,
  issues,
}: {
  value: unknown;
  issues: readonly { path?: readonly PropertyKey[] }[];
}): boolean {
  return (
    readable(value, 'dateOfBirth') &&
    /^\d{4}-\d{2}-\d{2}$/.test((value as { dateOfBirth: string }).dateOfBirth) &&
    !issues.some((issue) => issue.path?.[0] === 'dateOfBirth')
  );
}
export type AdmissionInput = z.infer<ReturnType<typeof admissionInputSchema>>;
