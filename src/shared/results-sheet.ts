import { type DateOrder, DEFAULT_DATE_ORDER, dateRule, readDateOfBirth } from './dates.ts';
import { latinDigits } from './digits.ts';
import type { Mark, PartKey, SubjectScheme } from './grading.ts';
import { PART_NAMES } from './result-subjects.ts';
import { headerKey } from './schemas/student-import.ts';

/**
 * A class's marks as a spreadsheet saved as CSV (issue 21): a row per student, the
 * student's columns first, then a column per paper and part. The template the admin
 * downloads has the headers in the admin's language; a file may use either language's,
 * or the column's code (`ban1.cq`), in any order.
 */

export const RESULT_STUDENT_COLUMNS = [
  'roll',
  'name',
  'nameBn',
  'dateOfBirth',
  'birthRegistration',
] as const;
export type ResultStudentColumn = (typeof RESULT_STUDENT_COLUMNS)[number];

export const RESULT_STUDENT_HEADERS: Readonly<
  Record<ResultStudentColumn, { en: string; bn: string; also: readonly string[] }>
> = {
  roll: { en: 'Roll', bn: 'রোল', also: ['Roll No', 'Roll number', 'রোল নং', 'রোল নম্বর'] },
  name: { en: 'Name', bn: 'নাম (ইংরেজিতে)', also: ['Student name', 'Name in English'] },
  nameBn: { en: 'Name in Bangla', bn: 'নাম (বাংলায়)', also: ['Bangla name', 'বাংলা নাম'] },
  dateOfBirth: { en: 'Date of birth', bn: 'জন্ম তারিখ', also: ['DOB', 'Birth date'] },
  birthRegistration: {
    en: 'Birth registration number',
    bn: 'জন্ম নিবন্ধন নম্বর',
    also: ['Birth registration', 'BRN', 'জন্ম নিবন্ধন'],
  },
};

/** A column of marks: a paper's part. */
export type MarkColumn = {
  /** `ban1.cq`: the paper's code and the part. */
  key: string;
  subject: string;
  paper: string;
  part: PartKey;
  max: number;
  optional: boolean;
};

export function markColumns(subjects: readonly SubjectScheme[]): MarkColumn[] {
  return subjects.flatMap((s) =>
    s.papers.flatMap((paper) =>
      paper.parts.map((p) => ({
        key: `${paper.code}.${p.part}`,
        subject: s.code,
        paper: paper.code,
        part: p.part,
        max: p.max,
        optional: s.optional,
      })),
    ),
  );
}

/** A column's header in a language: 'Bangla 1st paper CQ (70)', 'বাংলা প্রথম পত্র সৃজনশীল (৭০)'. */
export function markHeader(
  subjects: readonly SubjectScheme[],
  column: MarkColumn,
  language: 'en' | 'bn',
  digits: (n: number) => string = String,
): string {
  const subject = subjects.find((s) => s.code === column.subject);
  const paper = subject?.papers.find((p) => p.code === column.paper);
  const name = language === 'bn' ? subject?.nameBn || subject?.name : subject?.name;
  const paperName = language === 'bn' ? paper?.nameBn || paper?.name : paper?.name;
  return [name, paperName, PART_NAMES[column.part][language], `(${digits(column.max)})`]
    .filter(Boolean)
    .join(' ');
}

/** The template's headers: the student's columns, then every paper's parts. */
export function templateHeaders(
  subjects: readonly SubjectScheme[],
  language: 'en' | 'bn',
  digits?: (n: number) => string,
): string[] {
  return [
    ...RESULT_STUDENT_COLUMNS.map((c) => RESULT_STUDENT_HEADERS[c][language]),
    ...markColumns(subjects).map((c) => markHeader(subjects, c, language, digits)),
  ];
}

/** The column a header names (a student's column or a mark column's key), or null. */
export function resultColumnOf(header: string, subjects: readonly SubjectScheme[]): string | null {
  const key = headerKey(latinDigits(header));
  if (!key) return null;
  for (const column of RESULT_STUDENT_COLUMNS) {
    const { en, bn, also } = RESULT_STUDENT_HEADERS[column];
    if ([column, en, bn, ...also].some((h) => headerKey(h) === key)) return column;
  }
  for (const column of markColumns(subjects)) {
    const names = [
      column.key,
      markHeader(subjects, column, 'en'),
      markHeader(subjects, column, 'bn'),
    ];
    // With or without the full marks in brackets.
    const withoutMax = names.map((n) => n.replace(/\s*\(\d+\)$/, ''));
    if ([...names, ...withoutMax].some((h) => headerKey(h) === key)) return column.key;
  }
  return null;
}

/** The ways a sheet says a student was absent. */
const ABSENT = ['a', 'ab', 'abs', 'absent', 'অ', 'অনু', 'অনুপস্থিত'];

/**
 * A cell of marks: a number (either language's digits, at most two decimals) up to the
 * part's full marks, or an absence; '' is no mark. Else the rule it breaks.
 */
export function readMark(
  text: string,
  max: number,
): { mark: Mark | null } | { rule: 'number' | 'tooBig' } {
  const cell = latinDigits(text).trim();
  if (cell === '') return { mark: null };
  if (ABSENT.includes(headerKey(cell))) return { mark: 'absent' };
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(cell)) return { rule: 'number' };
  const mark = Number(cell);
  return mark > max ? { rule: 'tooBig' } : { mark };
}

/**
 * A date of birth as a sheet writes it, YYYY-MM-DD, or null if it is none (or after today):
 * the one date reader's (readDateOfBirth, src/shared/dates.ts) forms, in the school's order
 * (day first unless given), and Excel's serial day number (41682) as a date cell may give it.
 * readDayProblem says what is wrong with one that is not read.
 */
export function readDay(text: string, order: DateOrder = DEFAULT_DATE_ORDER): string | null {
  const read = readDateOfBirth(text, { order, serial: true });
  return 'date' in read ? read.date : null;
}

/** The rule a date of birth in a sheet breaks (the form the school expects, or after today), or null. */
export function readDayProblem(text: string, order: DateOrder = DEFAULT_DATE_ORDER) {
  const read = readDateOfBirth(text, { order, serial: true });
  return 'problem' in read ? dateRule(read.problem, order) : null;
}
