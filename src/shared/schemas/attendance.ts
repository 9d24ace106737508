import { z } from 'zod';
import {
  ATTENDANCE_MARKS,
  DEFAULT_ABSENCE_SMS_AFTER,
  DEFAULT_WEEKLY_OFF,
  LEAVE_REASON_MAX,
} from '../attendance.ts';
import { GRADES } from '../constants.ts';
import { gradeSchema, isoDateSchema, requiredText } from './common.ts';
import { optionalText, sectionSchema } from './users.ts';

/**
 * Daily attendance (issue 48). A register is one class's (or one section's) marks for
 * one day: saved whole from the teacher's phone, the last save of the day winning.
 */

const closedDaySchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('weekly') }),
    z.object({ kind: z.literal('holiday'), name: z.string(), nameBn: z.string() }),
  ])
  .nullable();

/** Which register: a class, its section ('' where the class is not split), a day. */
export const registerQuerySchema = z.object({
  grade: gradeSchema,
  section: sectionSchema.default(''),
  date: isoDateSchema,
});
export type RegisterQuery = z.input<typeof registerQuerySchema>;

export const attendanceMarkSchema = z.enum(ATTENDANCE_MARKS, { error: 'Choose from the list' });

/** Who saved a register, and when (the phone's time of the save, never after the server's). */
const savedSchema = z.object({
  at: z.string(),
  byName: z.string(),
  /** Goes up by one with each save that changed the register. */
  version: z.number().int(),
});

/** One day's register of a class, by roll: every active student, present unless marked. */
export const registerSchema = z.object({
  grade: z.enum(GRADES),
  section: z.string(),
  date: z.string(),
  /** Why there is no register that day (a weekly day off, a holiday), or null. */
  closed: closedDaySchema,
  /** Whether the reader may save this day (the same day for its teacher; any past day for an admin). */
  editable: z.boolean(),
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      nameBn: z.string(),
      roll: z.string(),
      section: z.string(),
      mark: attendanceMarkSchema,
      reason: z.string(),
    }),
  ),
  /** The last save, or null while the day has none. */
  saved: savedSchema.nullable(),
});
export type Register = z.infer<typeof registerSchema>;

/** A register as the phone saves it: every student's mark (present ones too). */
export const saveRegisterInputSchema = z.object({
  grade: gradeSchema,
  section: sectionSchema.default(''),
  date: isoDateSchema,
  marks: z
    .array(
      z.object({
        studentId: z.uuid(),
        mark: attendanceMarkSchema,
        reason: optionalText(LEAVE_REASON_MAX).default(''),
      }),
    )
    .max(500),
  /** One save on one phone: sent again (the network came back, a second tap), it is answered as before. */
  saveId: z.uuid(),
  /** When the teacher pressed Save, by the phone's clock: the latest save of the day wins. */
  savedAt: z.iso.datetime({ offset: true }),
  /** The version the phone's register was opened at (null: no save yet): tells of a save in between. */
  baseVersion: z.number().int().nonnegative().nullable(),
});
export type SaveRegisterInput = z.input<typeof saveRegisterInputSchema>;

/**
 * What a save did: `saved`; `repeated` (this save had arrived before); `older` (a later
 * save of the same day, from another phone, is kept and this one is not). `other` names
 * the save this one replaced or lost to, when it was not the phone's own.
 */
export const saveRegisterResultSchema = z.object({
  outcome: z.enum(['saved', 'repeated', 'older']),
  other: z.object({ at: z.string(), byName: z.string() }).nullable(),
  register: registerSchema,
});
export type SaveRegisterResult = z.infer<typeof saveRegisterResultSchema>;

/** Today's attendance on the dashboard's home: each class the reader takes or oversees. */
export const attendanceTodaySchema = z.object({
  date: z.string(),
  closed: closedDaySchema,
  classes: z.array(
    z.object({
      grade: z.enum(GRADES),
      section: z.string(),
      students: z.number().int(),
      taken: z.boolean(),
      present: z.number().int(),
      absent: z.number().int(),
      late: z.number().int(),
      leave: z.number().int(),
    }),
  ),
});
export type AttendanceToday = z.infer<typeof attendanceTodaySchema>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time such as 11:00' });

export const holidaySchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  name: z.string(),
  nameBn: z.string(),
});
export type AttendanceHoliday = z.infer<typeof holidaySchema>;

/** The school's attendance settings: days off, holidays, and the absence SMS. */
export const attendanceSettingsSchema = z.object({
  /** Days of the week the school is closed (0 Sunday … 6 Saturday). */
  weeklyOff: z.array(z.number().int()),
  /** Whether the guardian of each absent student gets an SMS. */
  absenceSms: z.boolean(),
  /** The time (Bangladesh) from which a day's absence SMS go, as HH:MM. */
  absenceSmsAfter: z.string(),
  holidays: z.array(holidaySchema),
});
export type AttendanceSettings = z.infer<typeof attendanceSettingsSchema>;

export const attendanceSettingsInputSchema = z.object({
  weeklyOff: z
    .array(z.number().int().min(0).max(6))
    .max(6)
    .default([...DEFAULT_WEEKLY_OFF]),
  absenceSms: z.boolean().default(true),
  absenceSmsAfter: hhmm.default(DEFAULT_ABSENCE_SMS_AFTER),
});
export type AttendanceSettingsInput = z.input<typeof attendanceSettingsInputSchema>;

export const holidayInputSchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    name: requiredText(100),
    nameBn: optionalText(100).default(''),
  })
  .refine((h) => h.from <= h.to, {
    error: 'The last day comes on or after the first',
    path: ['to'],
  });
export type HolidayInput = z.input<typeof holidayInputSchema>;

export const holidayIdParams = z.object({ id: z.uuid() });

const countsShape = {
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  leave: z.number().int(),
};

/** A month of a class's register, as the school keeps it on paper (students down, days across). */
export const monthQuerySchema = z.object({
  grade: gradeSchema,
  section: sectionSchema.default(''),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Enter a valid date' }),
});
export type MonthQuery = z.input<typeof monthQuerySchema>;

export const monthRegisterSchema = z.object({
  grade: z.enum(GRADES),
  section: z.string(),
  month: z.string(),
  /** Every date of the month: closed (a day off, a holiday), taken (its register saved). */
  days: z.array(z.object({ date: z.string(), closed: closedDaySchema, taken: z.boolean() })),
  /**
   * Everyone marked in this class that month and its active students, by roll; `marks`
   * follows `days` (null: not marked in this class that day).
   */
  students: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      nameBn: z.string(),
      roll: z.string(),
      /** Still in this class (and section), and not turned off. */
      current: z.boolean(),
      marks: z.array(attendanceMarkSchema.nullable()),
      ...countsShape,
      /** Present and late of the days marked, in whole percent (null: none marked). */
      share: z.number().int().nullable(),
    }),
  ),
  /** Each day's counts, following `days` (zeros on a day not taken). */
  totals: z.array(z.object(countsShape)),
});
export type MonthRegister = z.infer<typeof monthRegisterSchema>;

/** A student's own attendance: a month's days and the year so far. */
export const myAttendanceQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Enter a valid date' })
    .optional(),
});

export const myAttendanceSchema = z.object({
  month: z.string(),
  days: z.array(
    z.object({ date: z.string(), closed: closedDaySchema, mark: attendanceMarkSchema.nullable() }),
  ),
  monthCounts: z.object({ ...countsShape, share: z.number().int().nullable() }),
  /** From the first of January to today. */
  year: z.object({ ...countsShape, share: z.number().int().nullable() }),
});
export type MyAttendance = z.infer<typeof myAttendanceSchema>;

/** Students under a share of days present over a span (a term, say). */
export const belowQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    threshold: z.coerce.number().int().min(1).max(100).default(75),
    grade: gradeSchema.optional(),
  })
  .refine((q) => q.from <= q.to, {
    error: 'The last day comes on or after the first',
    path: ['to'],
  });
export type BelowQuery = z.input<typeof belowQuerySchema>;

export const belowSchema = z.object({
  from: z.string(),
  to: z.string(),
  threshold: z.number().int(),
  items: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      nameBn: z.string(),
      grade: z.enum(GRADES),
      section: z.string(),
      roll: z.string(),
      ...countsShape,
      share: z.number().int(),
    }),
  ),
});
export type BelowList = z.infer<typeof belowSchema>;
