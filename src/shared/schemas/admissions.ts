import { z } from 'zod';
import { ADMISSION_STATUSES, GRADES } from '../constants.ts';
import { latinDigits, typedNumber } from '../digits.ts';
import {
  BIRTH_REGISTRATION,
  gradeSchema,
  isoDateSchema,
  pageOf,
  paginationQuery,
  requiredText,
} from './common.ts';

const MOBILE = /^(\+?88)?01[3-9]\d{8}$/;
const mobile = z
  .string()
  .overwrite(typedNumber)
  .min(1, { error: 'This field is required' })
  .regex(MOBILE, { error: 'Enter a mobile number like 01712345678' });
/** A mobile number that may be left empty (a child of eleven seldom has one). */
const optionalMobile = z
  .string()
  .overwrite(typedNumber)
  .refine((v) => v === '' || MOBILE.test(v), { error: 'Enter a mobile number like 01712345678' });

/** A number as typed, in either language's digits, from `min` to `max`. */
const typedCount = (min: number, max: number) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      return v.trim() === '' ? undefined : Number(latinDigits(v.trim()));
    },
    z
      .number({
        error: (issue) =>
          issue.code !== 'invalid_type'
            ? undefined
            : issue.input === undefined
              ? 'This field is required'
              : 'Enter a number',
      })
      .int()
      .min(min)
      .max(max),
  );

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
 * language's digits, with email and the student's own mobile optional.
 */
export const admissionInputSchema = z
  .object({
    grade: gradeSchema,
    studentNameBn: requiredText(100),
    studentName: requiredText(100).regex(/^[A-Za-z][A-Za-z .'-]*$/, {
      error: 'Write the name in English letters',
    }),
    dateOfBirth: z.string().min(1, { error: 'This field is required' }).pipe(isoDateSchema),
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
    guardianMobile: mobile,
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
    /** The student's photo, shrunk in the browser: a JPEG, PNG or WebP data URL. */
    photo: z
      .string({ error: 'Choose a photo' })
      .min(1, { error: 'Choose a photo' })
      .max(ADMISSION_PHOTO_MAX_CHARS, { error: 'The photo is too large' })
      .regex(/^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/, { error: 'Choose a photo' }),
  })
  // Each check across fields runs as soon as its own fields are readable (`when`), not only
  // once every field of the form is right, so the form shows them with the rest.
  .refine((a) => plausibleBirthDate(a.dateOfBirth), {
    path: ['dateOfBirth'],
    error: 'Enter a valid date',
    when: ({ value }) => readable(value, 'dateOfBirth'),
  })
  .refine((a) => a.birthRegistration.startsWith(a.dateOfBirth.slice(0, 4)), {
    path: ['birthRegistration'],
    error: 'The first four digits are the year of birth',
    when: ({ value }) =>
      readable(value, 'dateOfBirth', 'birthRegistration') &&
      BIRTH_REGISTRATION.test((value as { birthRegistration: string }).birthRegistration),
  })
  .refine((a) => ['father', 'mother'].includes(a.guardianRelation) || a.guardianName !== '', {
    path: ['guardianName'],
    error: 'This field is required',
    when: ({ value }) => readable(value, 'guardianRelation', 'guardianName'),
  });

/** Whether the fields are strings (a refinement's input may be anything the form sent). */
function readable(value: unknown, ...fields: string[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    fields.every((f) => typeof (value as Record<string, unknown>)[f] === 'string')
  );
}

/** A date of birth of a child at school: from 1990 to today. */
function plausibleBirthDate(date: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    date >= '1990-01-01' &&
    date <= new Date().toISOString().slice(0, 10)
  );
}
export type AdmissionInput = z.infer<typeof admissionInputSchema>;

export const admissionReceiptSchema = z.object({ reference: z.string() });
export type AdmissionReceipt = z.infer<typeof admissionReceiptSchema>;

export const admissionStatusQuerySchema = z.object({
  reference: z.string().trim().overwrite(latinDigits).min(1).max(20),
  mobile: mobile,
});
export const admissionStatusSchema = z.object({
  reference: z.string(),
  studentName: z.string(),
  grade: gradeSchema,
  status: z.string(),
  submittedAt: z.string(),
  /** The class's lottery, once published: admitted, waiting (with the number) or not selected. */
  lottery: z
    .object({
      outcome: z.enum(['admitted', 'waiting', 'not-selected']),
      position: z.number().int().nullable(),
    })
    .nullable(),
});

export const admissionStatusValues = z.enum(ADMISSION_STATUSES, {
  error: 'Choose new, contacted, admitted or rejected',
});

/** An application as the admin reviews it ('' where an older application has no answer). */
export const admissionSchema = z.object({
  id: z.string(),
  reference: z.string(),
  grade: gradeSchema,
  status: z.enum(ADMISSION_STATUSES),
  submittedAt: z.string(),
  periodId: z.string().nullable(),
  studentNameBn: z.string(),
  studentName: z.string(),
  dateOfBirth: z.string().nullable(),
  birthRegistration: z.string(),
  fatherName: z.string(),
  motherName: z.string(),
  guardianRelation: z.string(),
  guardianName: z.string(),
  guardianMobile: z.string(),
  guardianOccupation: z.string(),
  guardianEmail: z.string(),
  studentMobile: z.string(),
  village: z.string(),
  unionName: z.string(),
  upazila: z.string(),
  district: z.string(),
  previousSchool: z.string(),
  previousClass: z.string(),
  /** The photo's address for the admin (GET /api/admissions/:id/photo), or null. */
  photoUrl: z.string().nullable(),
});
export type Admission = z.infer<typeof admissionSchema>;

export const admissionsFilterSchema = z.object({
  grade: gradeSchema.optional(),
  status: admissionStatusValues.optional(),
});
export const admissionsQuerySchema = paginationQuery(20).extend(admissionsFilterSchema.shape);
export const admissionsPageSchema = pageOf(admissionSchema);
export type AdmissionsPage = z.infer<typeof admissionsPageSchema>;
/** The CSV's headers and values in the admin's language. */
export const admissionsExportQuerySchema = admissionsFilterSchema.extend({
  lang: z.enum(['en', 'bn']).default('en'),
});
export const admissionStatusInputSchema = z.object({ status: admissionStatusValues });
export const admissionIdParams = z.object({ id: z.uuid({ error: 'Unknown application' }) });

// Admission periods -------------------------------------------------------------------

export const ADMISSION_PERIOD_STATES = ['upcoming', 'open', 'closed'] as const;
export type AdmissionPeriodState = (typeof ADMISSION_PERIOD_STATES)[number];

/** What the admin sets for a class's admission period. */
export const admissionPeriodInputSchema = z
  .object({
    grade: gradeSchema,
    opensOn: isoDateSchema,
    closesOn: isoDateSchema,
    /** As typed, in either language's digits ('৪০' is 40). */
    seats: typedCount(1, 1000),
    papers: z.string().trim().max(2000),
  })
  .refine((p) => p.closesOn >= p.opensOn, {
    path: ['closesOn'],
    error: 'The last day comes on or after the first',
  });
export type AdmissionPeriodInput = z.infer<typeof admissionPeriodInputSchema>;

export const admissionPeriodSchema = z.object({
  id: z.string(),
  grade: gradeSchema,
  opensOn: isoDateSchema,
  closesOn: isoDateSchema,
  seats: z.number().int(),
  papers: z.string(),
  /** On today's date in Bangladesh. */
  state: z.enum(ADMISSION_PERIOD_STATES),
});
export type AdmissionPeriod = z.infer<typeof admissionPeriodSchema>;

/** A period as the admin lists it: with how many applied in it. */
export const admissionPeriodAdminSchema = admissionPeriodSchema.extend({
  applications: z.number().int(),
});
export type AdmissionPeriodAdmin = z.infer<typeof admissionPeriodAdminSchema>;
export const admissionPeriodsSchema = z.object({ items: z.array(admissionPeriodAdminSchema) });
export const admissionPeriodIdParams = z.object({
  id: z.uuid({ error: 'Unknown admission period' }),
});

/**
 * The admission season as the public sees it: for each class with a period, the one open
 * now, else the next, else the last one (so the form can say when admission opens or that
 * it has closed).
 */
export const admissionSeasonSchema = z.object({
  today: isoDateSchema,
  periods: z.array(admissionPeriodSchema),
});
export type AdmissionSeason = z.infer<typeof admissionSeasonSchema>;

// The admission lottery -----------------------------------------------------------------

export const LOTTERY_OUTCOMES = ['admitted', 'waiting', 'not-selected'] as const;

/** A quota the school sets: seats kept for some applicants (a catchment area, say). */
export const lotteryQuotaSchema = z.object({
  label: requiredText(100),
  seats: typedCount(1, 1000),
  references: z.array(z.string().trim().max(20)).max(5000),
});

/**
 * What the admin gives to draw a class's lottery: the seed (drawn by the committee in the
 * hall, or '' for the site to pick one), the waiting list's length and the quotas.
 */
export const admissionDrawInputSchema = z
  .object({
    seed: z
      .string()
      .trim()
      .max(64)
      .regex(/^[A-Za-z0-9._-]*$/, { error: 'Use letters, digits, dot, dash or underscore' }),
    waiting: typedCount(0, 1000),
    quotas: z.array(lotteryQuotaSchema).max(10),
  })
  .refine((d) => new Set(d.quotas.map((q) => q.label)).size === d.quotas.length, {
    path: ['quotas'],
    error: 'An item is listed twice',
  });
export type AdmissionDrawInput = z.infer<typeof admissionDrawInputSchema>;

/** A class's lottery as the admin sees it and, once published, everyone. */
export const admissionDrawSchema = z.object({
  periodId: z.string(),
  grade: gradeSchema,
  seats: z.number().int(),
  seed: z.string(),
  /** Every valid application's reference, sorted: what was drawn from. */
  entries: z.array(z.string()),
  quotas: z.array(
    z.object({ label: z.string(), seats: z.number().int(), references: z.array(z.string()) }),
  ),
  admitted: z.array(
    z.object({ reference: z.string(), name: z.string(), quota: z.string().nullable() }),
  ),
  waiting: z.array(
    z.object({ position: z.number().int(), reference: z.string(), name: z.string() }),
  ),
  drawnAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type AdmissionDraw = z.infer<typeof admissionDrawSchema>;
export const admissionLotteriesSchema = z.object({ items: z.array(admissionDrawSchema) });
