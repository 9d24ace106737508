import type { FieldRule } from '../../../shared/api/rules.ts';
import { type DateOrder, DEFAULT_DATE_ORDER, dateRule } from '../../../shared/dates.ts';
import { latinDigits, typedNumber } from '../../../shared/digits.ts';
import type { Mark, PartKey, StudentMarks, SubjectScheme } from '../../../shared/grading.ts';
import {
  markColumns,
  RESULT_STUDENT_COLUMNS,
  type ResultStudentColumn,
  readDay,
  readDayProblem,
  readMark,
  resultColumnOf,
} from '../../../shared/results-sheet.ts';
import { BIRTH_REGISTRATION } from '../../../shared/schemas/common.ts';
import {
  RESULT_MAX_ROWS,
  type ResultProblem,
  type ResultRow,
  type ResultSaveMode,
} from '../../../shared/schemas/results.ts';
import {
  lettersLost,
  markRepeated,
  type OpenedFile,
  readImportTable,
  unreadableCsv,
} from '../../plugins/csv-file.ts';

/**
 * A row as read from the file, before it is compared with the class's saved results, with
 * the student's account it was matched to by roll (KnownStudent), if any.
 */
export type SheetRow = Omit<ResultRow, 'change'> & { studentId: string | null };

/**
 * What the school already knows of a roll of the class: the student's record (names, date
 * of birth) and, in a correction, the saved row. A file's row may leave these cells empty.
 */
export type KnownStudent = {
  name: string;
  nameBn: string;
  dateOfBirth: string | null;
  birthRegistration: string;
  studentId: string | null;
};

/** A file read: its rows in order, and the headers it has that the sheet does not read. */
export type ReadSheet = { rows: SheetRow[]; ignoredColumns: string[] };

/** A cell a spreadsheet would run as a formula: '=SUM(A1)', '@cmd', '+1+2', '-2+3'. */
const isFormula = (value: string) => /^[=@]/.test(value) || /^[+-]./.test(value);

const NAME_MAX = 100;
const ROLL_MAX = 10;

/**
 * Reads a class's marks from a CSV file or an Excel workbook's first sheet (issue 21;
 * openImportFile), as the student import reads students (student-import.ts): headers in
 * English, Bangla or as column codes (`ban1.cq`), in any order; commas, semicolons or
 * tabs; quoted cells; blank lines left out. A file with no
 * rows, too many, that is not text, or without a needed column is refused whole: the
 * roll, the name, the date of birth or the birth registration number (one at least) and
 * every part of every compulsory subject; an optional subject's columns may be left out.
 * Everything else wrong is a problem of its row, each cell with the rule it breaks.
 */
export function readResultsCsv({
  subjects,
  known = new Map(),
  order = DEFAULT_DATE_ORDER,
  ...file
}: OpenedFile & {
  subjects: readonly SubjectScheme[];
  /** How the school writes dates in numbers (its identity's dateOrder): day first by default. */
  order?: DateOrder;
  /** What the school knows of each roll: a row may leave the student's details out. */
  known?: ReadonlyMap<string, KnownStudent>;
}): ReadSheet {
  const { headers, body } = readImportTable(file, RESULT_MAX_ROWS);

  const at = new Map<string, number>();
  const ignoredColumns: string[] = [];
  headers.forEach((header, index) => {
    const column = resultColumnOf(header, subjects);
    if (column && !at.has(column)) at.set(column, index);
    else if (header.trim()) ignoredColumns.push(header.trim());
  });
  const marks = markColumns(subjects);
  // The roll and the marks: the student's details may come from the school's records.
  const missing = [
    ...(at.has('roll') ? [] : ['roll']),
    ...marks.filter((c) => !c.optional && !at.has(c.key)).map((c) => c.key),
  ];
  if (missing.length > 0)
    throw unreadableCsv('import_columns', `The file has no column for: ${missing.join(', ')}.`, {
      missing: missing.join(','),
    });

  const cellOf = (cells: string[], column: string) => {
    const index = at.get(column);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const rows = body.map((cells, index) =>
    readRow((column) => cellOf(cells, column), subjects, index + 2, at, known, order),
  );
  markRepeatedRolls(rows);
  return { rows, ignoredColumns };
}

/** One row, checked. `line` counts the headers as line 1. */
function readRow(
  cell: (column: string) => string,
  subjects: readonly SubjectScheme[],
  line: number,
  at: ReadonlyMap<string, number>,
  known: ReadonlyMap<string, KnownStudent>,
  order: DateOrder,
): SheetRow {
  const problems: ResultProblem[] = [];
  const add = (field: string, rule: FieldRule) => {
    if (!problems.some((p) => p.field === field)) problems.push({ field, rule });
  };
  const raw = Object.fromEntries(RESULT_STUDENT_COLUMNS.map((c) => [c, cell(c)])) as Record<
    ResultStudentColumn,
    string
  >;
  for (const c of RESULT_STUDENT_COLUMNS) if (isFormula(raw[c])) add(c, { name: 'formula' });
  // Excel's plain "CSV" writes '?' for each Bangla letter, whatever the file was then read as.
  for (const c of RESULT_STUDENT_COLUMNS) if (lettersLost(raw[c])) add(c, { name: 'banglaLost' });

  const roll = latinDigits(raw.roll);
  if (!roll) add('roll', { name: 'required' });
  else if (roll.length > ROLL_MAX) add('roll', { name: 'tooLong', n: ROLL_MAX });
  // A cell left empty is what the school knows of the roll (its record, the saved row).
  const student = known.get(roll);
  const name = raw.name || student?.name || '';
  const nameBn = raw.nameBn || student?.nameBn || '';
  if (!name) add('name', { name: 'required' });
  else if (name.length > NAME_MAX) add('name', { name: 'tooLong', n: NAME_MAX });
  if (nameBn.length > NAME_MAX) add('nameBn', { name: 'tooLong', n: NAME_MAX });

  // The date of birth or the birth registration number: one at least, each valid if given.
  const day = raw.dateOfBirth ? readDay(raw.dateOfBirth, order) : (student?.dateOfBirth ?? '');
  if (day === null)
    add('dateOfBirth', readDayProblem(raw.dateOfBirth, order) ?? dateRule('form', order));
  const registration = raw.birthRegistration
    ? typedNumber(raw.birthRegistration)
    : (student?.birthRegistration ?? '');
  const registered = BIRTH_REGISTRATION.test(registration);
  if (registration && !registered) add('birthRegistration', { name: 'birthRegistration' });
  if (day === '' && !registration)
    add(
      at.has('birthRegistration') && !at.has('dateOfBirth') ? 'birthRegistration' : 'dateOfBirth',
      {
        name: 'required',
      },
    );

  const marks: Record<string, Partial<Record<PartKey, Mark>>> = {};
  let optionalTaken = false;
  for (const subject of subjects) {
    const columns = markColumns([subject]);
    const cells = columns.map((c) => ({ column: c, text: cell(c.key) }));
    // An optional subject with no cell filled is a subject the student did not take.
    if (subject.optional && cells.every((c) => c.text === '')) continue;
    if (subject.optional) {
      if (optionalTaken) add(subject.code, { name: 'oneOptional' });
      optionalTaken = true;
    }
    for (const { column, text } of cells) {
      if (isFormula(text)) {
        add(column.key, { name: 'formula' });
        continue;
      }
      const read = readMark(text, column.max);
      if ('rule' in read) {
        add(
          column.key,
          read.rule === 'tooBig' ? { name: 'tooBig', n: column.max } : { name: 'number' },
        );
        continue;
      }
      // Every part of a subject taken needs its mark (or the absence).
      if (read.mark === null) {
        add(column.key, { name: 'required' });
        continue;
      }
      marks[column.paper] = { ...marks[column.paper], [column.part]: read.mark };
    }
  }

  return {
    line,
    roll,
    name,
    nameBn,
    // As written when it is not a date, so the preview shows what the file says.
    dateOfBirth: day ?? raw.dateOfBirth,
    birthRegistration: registration,
    marks: marks as StudentMarks,
    problems,
    studentId: student?.studentId ?? null,
  };
}

/** A roll given twice is a problem of each row that gives it, naming another of them. */
function markRepeatedRolls(rows: SheetRow[]) {
  markRepeated(
    rows,
    (row) => (row.roll && !row.problems.some((p) => p.field === 'roll') ? row.roll : null),
    (row, other) => row.problems.unshift({ field: 'roll', rule: { name: 'sameAsRow', n: other } }),
  );
}

/** What a row changes against the saved row of its roll. */
export type SavedRow = {
  roll: string;
  name: string;
  nameBn: string;
  dateOfBirth: string | null;
  birthRegistration: string;
  marks: StudentMarks;
};

/** JSON with every object's keys sorted: marks read back from jsonb have their own order. */
export const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/**
 * The preview: each row marked new, changed or the same against the class's saved rows,
 * and the saved rolls the file does not have: removed by a replacement, kept as they are
 * by a correction.
 */
export function compareWithSaved(
  rows: SheetRow[],
  saved: readonly SavedRow[],
  mode: ResultSaveMode,
) {
  const byRoll = new Map(saved.map((s) => [s.roll, s]));
  const compared: (ResultRow & { studentId: string | null })[] = rows.map((row) => {
    const old = byRoll.get(row.roll);
    if (!old) return { ...row, change: 'new' };
    const same =
      old.name === row.name &&
      old.nameBn === row.nameBn &&
      (old.dateOfBirth ?? '') === row.dateOfBirth &&
      old.birthRegistration === row.birthRegistration &&
      canonical(old.marks) === canonical(row.marks);
    return { ...row, change: same ? 'same' : 'changed' };
  });
  const inFile = new Set(rows.map((r) => r.roll));
  const absent = saved.map((s) => s.roll).filter((roll) => !inFile.has(roll));
  return {
    rows: compared,
    ready: compared.filter((r) => r.problems.length === 0).length,
    removed: mode === 'replace' ? absent : [],
    kept: mode === 'replace' ? 0 : absent.length,
  };
}
