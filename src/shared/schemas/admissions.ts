import { z } from 'zod';
import { ADMISSION_STATUSES } from '../constants.ts';
import { latinDigits } from '../digits.ts';
import { HALL_NUMBERS_MIN, hallValue } from '../lottery.ts';
import { mobileSchema } from './admission-input.ts';
import { gradeSchema, isoDateSchema, pageOf, paginationQuery, requiredText } from './common.ts';

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

export const admissionReceiptSchema = z.object({ reference: z.string() });
export type AdmissionReceipt = z.infer<typeof admissionReceiptSchema>;

export const admissionStatusQuerySchema = z.object({
  reference: z.string().trim().overwrite(latinDigits).min(1).max(20),
  mobile: mobileSchema,
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
  /**
   * The lottery's commitment: SHA-256 of the secret the site made with the period, public
   * from then (the secret only with the lists). Null for a period published before commitments.
   */
  commitment: z.string().nullable(),
  /** When the secret was made. */
  committedAt: z.string().nullable(),
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

const HALL_MESSAGE = 'Enter the numbers drawn in the hall, at least three';

/**
 * The numbers drawn in the hall before the guardians (balls or dice), in the order drawn:
 * typed in either language's digits with any spaces, commas or dashes between them, kept as
 * the rule writes them ('7-23-41', src/shared/lottery.ts's hallValue).
 */
export const hallValueSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^[0-9০-৯\s,.\-–]*$/, { error: HALL_MESSAGE })
  .overwrite(hallValue)
  .regex(new RegExp(`^\\d{1,6}(-\\d{1,6}){${HALL_NUMBERS_MIN - 1},29}$`), { error: HALL_MESSAGE });

/**
 * What the admin gives to draw a class's lottery: the numbers drawn in the hall (the seed is
 * made of them and the period's secret: no one types it), the waiting list's length and the
 * quotas.
 */
export const admissionDrawInputSchema = z
  .object({
    hall: hallValueSchema,
    waiting: typedCount(0, 1000),
    quotas: z.array(lotteryQuotaSchema).max(10),
  })
  .refine((d) => new Set(d.quotas.map((q) => q.label)).size === d.quotas.length, {
    path: ['quotas'],
    error: 'An item is listed twice',
  });
export type AdmissionDrawInput = z.infer<typeof admissionDrawInputSchema>;

const drawQuotaSchema = z.object({
  label: z.string(),
  seats: z.number().int(),
  references: z.array(z.string()),
});

/**
 * A draw as the public page lists every one, published or not: when, and everything it was
 * drawn from, as it was then (the seats and entries are the draw's own, whatever is edited
 * later).
 */
export const lotteryDrawRecordSchema = z.object({
  id: z.string(),
  drawnAt: z.string(),
  publishedAt: z.string().nullable(),
  /** The numbers drawn in the hall ('7-23-41'); null for a draw from before commitments. */
  hall: z.string().nullable(),
  /** SHA-256 of `<secret>:<hall>` (before commitments: the seed the school gave). */
  seed: z.string(),
  seats: z.number().int(),
  waitingLength: z.number().int(),
  /** Every valid application's reference, sorted: what was drawn from. */
  entries: z.array(z.string()),
  quotas: z.array(drawQuotaSchema),
});
export type LotteryDrawRecord = z.infer<typeof lotteryDrawRecordSchema>;

/** A class's lottery draw as the admin sees it and, once published, everyone: with its lists. */
export const admissionDrawSchema = lotteryDrawRecordSchema.extend({
  periodId: z.string(),
  grade: gradeSchema,
  admitted: z.array(
    z.object({ reference: z.string(), name: z.string(), quota: z.string().nullable() }),
  ),
  waiting: z.array(
    z.object({ position: z.number().int(), reference: z.string(), name: z.string() }),
  ),
});
export type AdmissionDraw = z.infer<typeof admissionDrawSchema>;

/**
 * A class's lottery as the public page shows it: the commitment from the period's start,
 * every draw with its time and inputs, and once published the lists with the secret.
 */
export const admissionLotterySchema = z.object({
  periodId: z.string(),
  grade: gradeSchema,
  closesOn: isoDateSchema,
  state: z.enum(ADMISSION_PERIOD_STATES),
  commitment: z.string().nullable(),
  committedAt: z.string().nullable(),
  /** The secret, revealed only with the published lists; null before. */
  secret: z.string().nullable(),
  /** Every draw, the first first. */
  draws: z.array(lotteryDrawRecordSchema),
  /** The published draw with its lists, or null. */
  result: admissionDrawSchema.nullable(),
});
export type AdmissionLottery = z.infer<typeof admissionLotterySchema>;
export const admissionLotteriesSchema = z.object({ items: z.array(admissionLotterySchema) });
