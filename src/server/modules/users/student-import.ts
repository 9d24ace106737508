import type { FieldRule } from '../../../shared/api/rules.ts';
import { ruleOf } from '../../../shared/api/rules.ts';
import type { DateOrder } from '../../../shared/dates.ts';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportColumn,
  type ImportedStudent,
  type ImportProblem,
  type ImportRow,
  importColumnOf,
  importedStudentSchema,
  isFormula,
  REQUIRED_IMPORT_COLUMNS,
} from '../../../shared/schemas/student-import.ts';
import {
  lettersLost,
  markRepeated,
  type OpenedFile,
  readImportTable,
  unreadableCsv,
} from '../../plugins/csv-file.ts';
import { rollKey } from './users.repository.ts';

/** A file read: its rows in order, and the headers it has that the import does not read. */
export type ReadFile = { rows: ImportRow[]; ignoredColumns: string[] };

/**
 * Reads a file of students (issue 19), a CSV file or an Excel workbook's first sheet
 * (openImportFile): the headers in English or Bangla in any order, commas or semicolons
 * (Excel's choice in some countries), quoted cells, blank lines left out. Each row is
 * checked with Add Student's rules; a formula, letters lost to plain CSV, a repeated id or
 * a class's roll given twice is a problem of its row. A file with no rows, without a
 * needed column, with more than IMPORT_MAX_ROWS rows or that is not text is refused whole.
 */
export function readStudentsCsv(file: OpenedFile, order?: DateOrder): ReadFile {
  const { headers, body } = readImportTable(file, IMPORT_MAX_ROWS);

  const at = new Map<ImportColumn, number>();
  const ignoredColumns: string[] = [];
  headers.forEach((header, index) => {
    const column = importColumnOf(header);
    if (column && !at.has(column)) at.set(column, index);
    else if (header.trim()) ignoredColumns.push(header.trim());
  });
  const missing = REQUIRED_IMPORT_COLUMNS.filter((c) => !at.has(c));
  if (missing.length > 0)
    throw unreadableCsv('import_columns', `The file has no column for: ${missing.join(', ')}.`, {
      missing: missing.join(','),
    });

  const schema = importedStudentSchema(order);
  const rows = body.map((cells, index) => readRow(cells, at, index + 2, schema));
  markRepeats(rows);
  return { rows, ignoredColumns };
}

/** One row: its cells by column, checked. `line` counts the headers as line 1. */
function readRow(
  cells: string[],
  at: Map<ImportColumn, number>,
  line: number,
  schema: ReturnType<typeof importedStudentSchema>,
): ImportRow {
  const raw = Object.fromEntries(
    IMPORT_COLUMNS.map((c) => {
      const index = at.get(c);
      return [c, index === undefined ? '' : (cells[index] ?? '').trim()];
    }),
  ) as Record<ImportColumn, string>;
  const problems: ImportProblem[] = [];
  const add = (field: ImportColumn, rule: FieldRule) => {
    if (!problems.some((p) => p.field === field)) problems.push({ field, rule });
  };
  for (const c of IMPORT_COLUMNS) if (isFormula(c, raw[c])) add(c, { name: 'formula' });
  // Excel's plain "CSV" writes '?' for each Bangla letter, in any column, whatever the file
  // was then read as (all '?' is ASCII, read as UTF-8 too).
  for (const c of IMPORT_COLUMNS) if (lettersLost(raw[c])) add(c, { name: 'banglaLost' });

  const checked = schema.safeParse(raw);
  if (!checked.success)
    for (const issue of checked.error.issues)
      add(issue.path[0] as ImportColumn, ruleOf(issue as Parameters<typeof ruleOf>[0]));
  const student: Record<ImportColumn, string> = checked.success ? checked.data : raw;
  return { line, student, problems };
}

/** An id given twice, or a class's roll given twice, is a problem of each row that gives it. */
function markRepeats(rows: ImportRow[]) {
  markRepeated(
    rows,
    (row) => row.student.loginId || null,
    (row, other) => addProblem(row, 'loginId', other),
  );
  markRepeated(
    rows,
    ({ student: { grade, section, roll }, problems }) =>
      grade && roll && !problems.some((p) => p.field === 'grade' || p.field === 'roll')
        ? rollKey(grade, section, roll)
        : null,
    (row, other) => addProblem(row, 'roll', other),
  );
}

function addProblem(row: ImportRow, field: ImportColumn, sameAs: number) {
  if (!row.problems.some((p) => p.field === field))
    row.problems.push({ field, rule: { name: 'sameAsRow', n: sameAs } });
}

/** What the school already has that a row may clash with. */
export type Taken = {
  /** Login ids of student accounts, turned off or not. */
  loginIds: ReadonlySet<string>;
  /** rollKey(grade, section, roll) of active students. */
  rolls: ReadonlySet<string>;
};

/** Marks rows whose id a student account has, or whose roll an active classmate holds. */
export function markTaken(rows: ImportRow[], taken: Taken) {
  for (const row of rows) {
    const { loginId, grade, section, roll } = row.student;
    const has = (field: ImportColumn) => row.problems.some((p) => p.field === field);
    if (!has('loginId') && taken.loginIds.has(loginId))
      row.problems.push({ field: 'loginId', rule: { name: 'loginIdTaken' } });
    if (!has('roll') && !has('grade') && taken.rolls.has(rollKey(grade, section, roll)))
      row.problems.push({ field: 'roll', rule: { name: 'rollTaken' } });
  }
}

/** The rows with no problem, as accounts to add. */
export const readyStudents = (rows: ImportRow[]): ImportedStudent[] =>
  rows.filter((r) => r.problems.length === 0).map((r) => r.student as ImportedStudent);
