import { csvText } from '../../../../shared/csv.ts';
import type { SubjectScheme } from '../../../../shared/grading.ts';
import { PART_NAMES } from '../../../../shared/result-subjects.ts';
import {
  markColumns,
  RESULT_STUDENT_COLUMNS,
  RESULT_STUDENT_HEADERS,
  templateHeaders,
} from '../../../../shared/results-sheet.ts';
import type { ClassStudents, ResultSheet } from '../../../../shared/schemas/results.ts';
import { localizeDigits } from '../../../lib/format.ts';

type Language = 'en' | 'bn';
export const languageOf = (language: string): Language => (language === 'bn' ? 'bn' : 'en');

const inLanguage = (en: string, bn: string, language: Language) =>
  language === 'bn' ? bn || en : en || bn;

/** What a column's name is drawn from: a subject's and its papers' codes and names. */
type NamedSubject = {
  code: string;
  name: string;
  nameBn: string;
  papers: readonly { code: string; name: string; nameBn: string }[];
};

/**
 * A problem's column in the reader's words: a student's column by the template's header, a
 * paper's part (`ban1.cq`) as "Bangla 1st paper CQ", a subject's code by its name; else as
 * the server sent it.
 */
export function columnName(
  field: string,
  subjects: readonly NamedSubject[],
  language: string,
): string {
  const lng = languageOf(language);
  const student = RESULT_STUDENT_COLUMNS.find((c) => c === field);
  if (student) return RESULT_STUDENT_HEADERS[student][lng];
  const [code, part] = field.split('.');
  const subject = subjects.find((s) => s.code === code || s.papers.some((p) => p.code === code));
  if (!subject) return field;
  const subjectName = inLanguage(subject.name, subject.nameBn, lng);
  const paper = subject.papers.find((p) => p.code === code);
  if (!paper) return subjectName;
  const partName =
    part && part in PART_NAMES ? PART_NAMES[part as keyof typeof PART_NAMES][lng] : part;
  return [subjectName, inLanguage(paper.name, paper.nameBn, lng), partName]
    .filter(Boolean)
    .join(' ');
}

/** The template's headers in the admin's language, full marks in its digits. */
const headers = (subjects: readonly SubjectScheme[], language: Language) =>
  templateHeaders(subjects, language, (n) => localizeDigits(String(n), language));

/**
 * The sheet to fill in: the headers, and a row for each of the class's students with the
 * roll and the names (the office types only the marks). The date of birth is left empty:
 * empty, it is the one on the student's record; typed, it is the file's.
 */
export function templateCsv(
  subjects: readonly SubjectScheme[],
  language: string,
  students: ClassStudents['students'] = [],
): string {
  const lng = languageOf(language);
  const blanks = markColumns(subjects).map(() => '');
  return csvText([
    headers(subjects, lng),
    ...students.map((s) => [s.roll, s.name, s.nameBn, '', '', ...blanks]),
  ]);
}

/** How a saved absence is written back: a word the sheet reads as one. */
const ABSENT: Record<Language, string> = { en: 'Absent', bn: 'অনুপস্থিত' };

/**
 * The class's saved results as a sheet with the given subjects' columns, to correct and
 * read in again: each student's details and marks (a column the saved results do not have
 * is left empty).
 */
export function savedRowsCsv(
  subjects: readonly SubjectScheme[],
  sheet: ResultSheet,
  language: string,
): string {
  const lng = languageOf(language);
  const columns = markColumns(subjects);
  const rows = sheet.results.map((student) => {
    const marks = new Map<string, string>();
    for (const subject of student.subjects)
      for (const paper of subject.papers)
        for (const p of paper.parts)
          marks.set(
            `${paper.code}.${p.part}`,
            p.marks === 'absent' ? ABSENT[lng] : String(p.marks),
          );
    return [
      student.roll,
      student.name,
      student.nameBn,
      student.dateOfBirth,
      student.birthRegistration,
      ...columns.map((c) => marks.get(c.key) ?? ''),
    ];
  });
  return csvText([headers(subjects, lng), ...rows]);
}
