import { z } from 'zod';
import { RULE_NAMES } from '../api/rules.ts';
import { GRADES } from '../constants.ts';
import { LETTER_GRADES, PART_KEYS } from '../grading.ts';
import { gradeSchema, isoDateSchema, requiredText } from './common.ts';
import { importFileSchema } from './student-import.ts';
import { optionalText } from './users.ts';

/**
 * Exam results (issue 21): an exam, each class's subjects and marks read from a CSV file,
 * published for students and guardians to look up by roll and date of birth (or birth
 * registration number). Grades, GPA, highest marks and positions are computed by the
 * server from the marks on every read (src/shared/grading.ts), never stored.
 */

/** A code in the sheet's headers: `ban1`, `phy` (letters and digits, a letter first). */
const codeSchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9]{0,11}$/, { error: 'Use lower-case letters and digits' });

const partSchemeSchema = z
  .object({
    part: z.enum(PART_KEYS, { error: 'Choose from the list' }),
    max: z.coerce.number().int().min(1).max(200),
    pass: z.coerce.number().int().min(0).max(200),
  })
  .refine((p) => p.pass <= p.max, { path: ['pass'], error: 'At most the full marks' });

const paperSchemeSchema = z.object({
  code: codeSchema,
  name: optionalText(60),
  nameBn: optionalText(60),
  parts: z
    .array(partSchemeSchema)
    .min(1)
    .max(PART_KEYS.length)
    .refine((parts) => new Set(parts.map((p) => p.part)).size === parts.length, {
      error: 'An item is listed twice',
    }),
});

export const subjectSchemeSchema = z.object({
  code: codeSchema,
  name: requiredText(80),
  nameBn: optionalText(80),
  optional: z.boolean().default(false),
  papers: z.array(paperSchemeSchema).min(1).max(3),
});

/** A class's subjects: codes used once (subjects and papers together), one compulsory at least. */
export const subjectsSchema = z
  .array(subjectSchemeSchema)
  .min(1)
  .max(20)
  .refine(
    (subjects) => {
      const codes = subjects.flatMap((s) => [
        s.code,
        ...s.papers.map((p) => p.code).filter((c) => c !== s.code),
      ]);
      return new Set(codes).size === codes.length;
    },
    { error: 'An item is listed twice' },
  )
  .refine((subjects) => subjects.some((s) => !s.optional), { error: 'This field is required' });
export type Subjects = z.infer<typeof subjectsSchema>;

export const RESULT_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export const examInputSchema = z.object({
  title: requiredText(150),
  titleBn: optionalText(150),
  /** The exam's (first) day. */
  heldOn: isoDateSchema,
});
export type ExamInput = z.infer<typeof examInputSchema>;

export const examIdParams = z.object({ id: z.string().min(1).max(64) });
export const examClassParams = z.object({ id: z.string().min(1).max(64), grade: gradeSchema });

/** A class's results as the admin's list shows them. */
export const examClassSchema = z.object({
  grade: z.enum(GRADES),
  status: z.enum(RESULT_STATUSES),
  students: z.number().int(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});

export const examSchema = z.object({
  id: z.string(),
  title: z.string(),
  titleBn: z.string(),
  heldOn: z.string(),
  classes: z.array(examClassSchema),
});
export type Exam = z.infer<typeof examSchema>;
export const examsSchema = z.array(examSchema);

/** A class's sheet to check or save: the subjects, and the file (a CSV file's text, or a workbook). */
/**
 * How a file changes a class's saved results: `correct` changes the rows in the file and
 * keeps every other student's; `replace` makes the file the whole class (students it does
 * not have are removed), the choice for a first file or a change of subjects.
 */
export const RESULT_SAVE_MODES = ['correct', 'replace'] as const;
export type ResultSaveMode = (typeof RESULT_SAVE_MODES)[number];

export const resultSheetInputSchema = z.object({
  subjects: subjectsSchema,
  ...importFileSchema.shape,
  mode: z.enum(RESULT_SAVE_MODES).default('correct'),
});
export type ResultSheetInput = z.input<typeof resultSheetInputSchema>;

/**
 * A class's students as the school's records have them (active, with a roll, in roll
 * order): what the marks template is filled with and a file's rows are matched to. Whether
 * the record holds the date of birth, never the date itself.
 */
export const classStudentsSchema = z.object({
  students: z.array(
    z.object({
      roll: z.string(),
      section: z.string(),
      name: z.string(),
      nameBn: z.string(),
      hasDateOfBirth: z.boolean(),
    }),
  ),
});
export type ClassStudents = z.infer<typeof classStudentsSchema>;

/** At most this many students in a class's sheet. */
export const RESULT_MAX_ROWS = 600;

/** A part's marks: a number, or absent ('absent' in the API; A, Ab or অনুপস্থিত in a sheet). */
export const markSchema = z.union([z.number().min(0), z.literal('absent')]);
export const studentMarksSchema = z.record(
  z.string(),
  z.partialRecord(z.enum(PART_KEYS), markSchema),
);

/**
 * What is wrong with a cell: its column (`roll`, `name`, `nameBn`, `dateOfBirth`,
 * `birthRegistration`, or a paper's part as `ban1.cq`; a subject's code when a row has
 * two optional subjects or a subject half filled) and the rule it breaks.
 */
export const resultProblemSchema = z.object({
  field: z.string(),
  rule: z.object({ name: z.enum(RULE_NAMES), n: z.number().optional() }),
});
export type ResultProblem = z.infer<typeof resultProblemSchema>;

/** A student's row as read from the sheet. */
export const resultRowSchema = z.object({
  /** The row's line in the file; the headers are line 1. */
  line: z.number().int(),
  roll: z.string(),
  name: z.string(),
  nameBn: z.string(),
  /** YYYY-MM-DD, or '' when the sheet gives the birth registration number only. */
  dateOfBirth: z.string(),
  birthRegistration: z.string(),
  marks: studentMarksSchema,
  problems: z.array(resultProblemSchema),
  /** Compared with the class's saved results: a new roll, changed marks or details, or the same. */
  change: z.enum(['new', 'changed', 'same']),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

export const resultPreviewSchema = z.object({
  rows: z.array(resultRowSchema),
  /** Rows with no problem. A sheet is saved only when every row is ready. */
  ready: z.number().int(),
  /** Saved rolls the file does not have: saving removes their results (`replace` only). */
  removed: z.array(z.string()),
  /** Saved rolls the file does not have that a correction keeps as they are. */
  kept: z.number().int(),
  /** Columns of the file the sheet does not read (named as the file names them). */
  ignoredColumns: z.array(z.string()),
});
export type ResultPreview = z.infer<typeof resultPreviewSchema>;

const partSchemeOut = z.object({
  part: z.enum(PART_KEYS),
  max: z.number(),
  pass: z.number(),
});

/** A subject's result, as src/shared/grading.ts computes it. */
export const subjectResultSchema = z.object({
  code: z.string(),
  optional: z.boolean(),
  papers: z.array(
    z.object({
      code: z.string(),
      parts: z.array(partSchemeOut.extend({ marks: markSchema })),
      total: z.number(),
      max: z.number(),
    }),
  ),
  parts: z.array(partSchemeOut.extend({ marks: z.number(), absent: z.boolean() })),
  total: z.number(),
  max: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  letter: z.enum(LETTER_GRADES),
  point: z.number(),
});

/** A student's marksheet: who, each subject's result, the totals, GPA and merit position. */
export const studentResultSchema = z.object({
  roll: z.string(),
  name: z.string(),
  nameBn: z.string(),
  subjects: z.array(subjectResultSchema),
  totalMarks: z.number(),
  totalMax: z.number(),
  gpa: z.number(),
  gpaWithoutOptional: z.number(),
  letter: z.enum(LETTER_GRADES),
  passed: z.boolean(),
  position: z.number().int(),
});
export type StudentResultOut = z.infer<typeof studentResultSchema>;

const examSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  titleBn: z.string(),
  heldOn: z.string(),
});

/** What a marksheet or a tabulation sheet is drawn from besides the students. */
const classSheetHead = {
  exam: examSummarySchema,
  grade: z.enum(GRADES),
  subjects: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      nameBn: z.string(),
      optional: z.boolean(),
      papers: z.array(
        z.object({
          code: z.string(),
          name: z.string(),
          nameBn: z.string(),
          parts: z.array(partSchemeOut),
        }),
      ),
    }),
  ),
  /** The highest total in the class, by subject code. */
  highest: z.record(z.string(), z.number()),
  /** Students in the class's results. */
  students: z.number().int(),
};

/** A class's results for the admin: every student's marksheet in roll order (the tabulation sheet). */
export const resultSheetSchema = z.object({
  ...classSheetHead,
  status: z.enum(RESULT_STATUSES),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  results: z.array(
    studentResultSchema.extend({ dateOfBirth: z.string(), birthRegistration: z.string() }),
  ),
});
export type ResultSheet = z.infer<typeof resultSheetSchema>;

/** One student's marksheet, as the lookup answers. */
export const marksheetSchema = z.object({ ...classSheetHead, result: studentResultSchema });
export type Marksheet = z.infer<typeof marksheetSchema>;

/** The published exams, each with the classes whose results are out. */
export const publishedExamsSchema = z.array(
  examSummarySchema.extend({ grades: z.array(z.enum(GRADES)) }),
);
export type PublishedExams = z.infer<typeof publishedExamsSchema>;
