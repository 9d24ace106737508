import { z } from 'zod';
import { RULE_NAMES } from '../api/rules.ts';
import { GRADES, type Grade } from '../constants.ts';
import { type DateOrder, DEFAULT_DATE_ORDER } from '../dates.ts';
import { latinDigits, typedNumber } from '../digits.ts';
import { dateOfBirthSchema, gradeSchema, requiredText, rollSchema } from './common.ts';
import { loginIdSchema, optionalPhone, optionalText, sectionSchema } from './users.ts';

/**
 * Students from a spreadsheet saved as CSV (issue 19): a class's list, typed once in Excel
 * or Google Sheets, checked row by row before anything is saved, then added in one go.
 */

/** The columns a file may have, in the template's order. */
export const IMPORT_COLUMNS = [
  'loginId',
  'name',
  'nameBn',
  'grade',
  'section',
  'roll',
  'dateOfBirth',
  'guardianName',
  'guardianPhone',
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** The columns a file must have; the others may be left out or empty. */
export const REQUIRED_IMPORT_COLUMNS: readonly ImportColumn[] = [
  'loginId',
  'name',
  'grade',
  'roll',
];

/**
 * Each column's header in the template, in English and Bangla (GLOSSARY-bn.md), and the
 * other ways a school writes it. A file may use either language's headers; they are
 * matched without case, spaces or punctuation.
 */
export const IMPORT_HEADERS: Readonly<
  Record<ImportColumn, { en: string; bn: string; also: readonly string[] }>
> = {
  loginId: { en: 'Student ID', bn: 'শিক্ষার্থী আইডি', also: ['ID', 'Login ID', 'আইডি'] },
  name: { en: 'Name', bn: 'নাম (ইংরেজিতে)', also: ['Student name', 'Name in English'] },
  nameBn: { en: 'Name in Bangla', bn: 'নাম (বাংলায়)', also: ['Bangla name', 'বাংলা নাম'] },
  grade: { en: 'Class', bn: 'শ্রেণি', also: ['Grade', 'শ্রেণী'] },
  section: { en: 'Section', bn: 'শাখা', also: ['Sec'] },
  roll: { en: 'Roll', bn: 'রোল', also: ['Roll No', 'Roll number', 'রোল নং', 'রোল নম্বর'] },
  dateOfBirth: { en: 'Date of birth', bn: 'জন্ম তারিখ', also: ['DOB', 'Birth date'] },
  guardianName: { en: "Guardian's name", bn: 'অভিভাবকের নাম', also: ['Guardian'] },
  guardianPhone: {
    en: "Guardian's mobile",
    bn: 'অভিভাবকের মোবাইল',
    also: ['Guardian mobile', 'Guardian phone', 'Mobile', 'মোবাইল', 'অভিভাবকের মোবাইল নম্বর'],
  },
};

/** A header as compared: lower case, letters, their signs and digits only. */
export const headerKey = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');

/** The column a header names, or null. */
export function importColumnOf(header: string): ImportColumn | null {
  const key = headerKey(header);
  if (!key) return null;
  for (const column of IMPORT_COLUMNS) {
    const { en, bn, also } = IMPORT_HEADERS[column];
    if ([en, bn, ...also].some((h) => headerKey(h) === key)) return column;
  }
  return null;
}

/** The ways a class is written in a school's sheet, by class. */
const GRADE_WORDS: Readonly<Record<Grade, readonly string[]>> = {
  vi: ['vi', '6', '6th', 'six', 'sixth', 'ষষ্ঠ', 'ছয়'],
  vii: ['vii', '7', '7th', 'seven', 'seventh', 'সপ্তম', 'সাত'],
  viii: ['viii', '8', '8th', 'eight', 'eighth', 'অষ্টম', 'আট'],
  ix: ['ix', '9', '9th', 'nine', 'ninth', 'নবম', 'নয়'],
  x: ['x', '10', '10th', 'ten', 'tenth', 'দশম', 'দশ'],
};

/** A class as a sheet writes it ('Six', '6', 'Class VI', 'Six (vi)', '৬', 'ষষ্ঠ শ্রেণি') → 'vi'; else the text. */
export function gradeOf(text: string): string {
  // 'Six (vi)', as the site writes a class, is read by either part.
  for (const part of [text, ...text.split(/[()]/)]) {
    const key = headerKey(latinDigits(part)).replace(/^(class|grade)|(শ্রেণি|শ্রেণী)$/g, '');
    for (const grade of GRADES) if (GRADE_WORDS[grade].includes(key)) return grade;
  }
  return text.trim();
}

/**
 * A mobile number as Excel leaves it: a number column drops the leading 0
 * (1712345678 → 01712345678).
 */
export function mobileOf(text: string): string {
  const digits = typedNumber(text);
  return /^1[3-9]\d{8}$/.test(digits) ? `0${digits}` : digits;
}

/**
 * A cell a spreadsheet would run as a formula: '=SUM(A1)', '@cmd', '+1+2', '-2+3'. A
 * mobile number with its country code (+8801712345678) is not one.
 */
export function isFormula(column: ImportColumn, value: string): boolean {
  if (/^[=@]/.test(value)) return true;
  if (!/^[+-]/.test(value)) return false;
  return !(column === 'guardianPhone' && /^\+[\d\s-]+$/.test(value));
}

/**
 * One row of a file as the rules of Add Student read it (the class, the mobile and the
 * date of birth as sheets write them: dates in numbers in the school's order).
 */
export const importedStudentSchema = (order: DateOrder = DEFAULT_DATE_ORDER) =>
  z.object({
    loginId: loginIdSchema,
    name: requiredText(100),
    nameBn: optionalText(100),
    grade: z.string().overwrite(gradeOf).pipe(gradeSchema),
    section: sectionSchema,
    roll: rollSchema,
    /** As a sheet writes it, kept as YYYY-MM-DD; '' when the file leaves it empty. */
    dateOfBirth: dateOfBirthSchema(order),
    guardianName: optionalText(100),
    guardianPhone: z.string().overwrite(mobileOf).pipe(optionalPhone),
  });
export type ImportedStudent = z.infer<ReturnType<typeof importedStudentSchema>>;

/** At most this many rows a file (a school adds 100 to 300 students a year). */
export const IMPORT_MAX_ROWS = 1000;
/** At most this big a file. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** How a file's bytes were read: Excel's "CSV UTF-8", or its plain "CSV" on Windows. */
export const IMPORT_ENCODINGS = ['utf-8', 'windows-1252'] as const;

/** How a file comes: a CSV file's text, or an Excel workbook (.xlsx) as it is. */
export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;

/**
 * A spreadsheet file sent to an import (the students, a class's marks): a CSV file's text
 * as the browser decoded it, and how; or an Excel workbook's bytes in base64, read on the
 * server (no encoding to guess: every Bangla letter kept). At most IMPORT_MAX_BYTES either way.
 */
export const importFileSchema = z.object({
  format: z.enum(IMPORT_FORMATS).default('csv'),
  /** The CSV file's text (format csv). */
  text: z.string().max(IMPORT_MAX_BYTES).default(''),
  encoding: z.enum(IMPORT_ENCODINGS).default('utf-8'),
  /** The workbook's bytes in base64 (format xlsx): four characters for three bytes. */
  workbook: z
    .base64()
    .max(Math.ceil(IMPORT_MAX_BYTES / 3) * 4)
    .optional(),
});
export type ImportFile = z.infer<typeof importFileSchema>;
export type ImportFileInput = z.input<typeof importFileSchema>;

/** A file of students to check or import. */
export const studentImportInputSchema = importFileSchema;
export type StudentImportInput = ImportFile;

/** What is wrong with one cell: its column and the rule it breaks. */
export const importProblemSchema = z.object({
  field: z.enum(IMPORT_COLUMNS),
  rule: z.object({ name: z.enum(RULE_NAMES), n: z.number().optional() }),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** One row as read (trimmed, the class and mobile as the school keeps them when they can be). */
export const importRowSchema = z.object({
  /** The row's line in the file; the headers are line 1. */
  line: z.number().int(),
  student: z.object({
    loginId: z.string(),
    name: z.string(),
    nameBn: z.string(),
    grade: z.string(),
    section: z.string(),
    roll: z.string(),
    dateOfBirth: z.string(),
    guardianName: z.string(),
    guardianPhone: z.string(),
  }),
  problems: z.array(importProblemSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

/** The preview: every row with its problems, and how many would be added. */
export const importPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  ready: z.number().int(),
  /** Columns of the file this import does not read (named as the file names them). */
  ignoredColumns: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** What an import added: each new account with its temporary password, shown this once. */
export const importResultSchema = z.object({
  created: z.array(
    z.object({
      id: z.string(),
      loginId: z.string(),
      name: z.string(),
      nameBn: z.string(),
      grade: z.enum(GRADES),
      section: z.string(),
      roll: z.string(),
      temporaryPassword: z.string(),
    }),
  ),
  /** Rows left out for their problems. */
  skipped: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
