import Papa from 'papaparse';
import { HttpError } from './errors.ts';

/** A file refused whole: nothing of it is read, and the browser says why. */
export const unreadableCsv = (
  reason: 'import_empty' | 'import_columns' | 'import_too_many_rows' | 'import_not_csv',
  message: string,
  params?: Record<string, string | number>,
) => new HttpError(400, 'import_file', message, { reason, ...(params ? { params } : {}) });

/**
 * A spreadsheet saved as CSV, as the browser read its text (the student import, a class's
 * exam marks): commas, semicolons (Excel's choice in some countries) or tabs, quoted cells,
 * Excel's byte-order mark, blank lines left out. Refused whole when it is not text (a
 * workbook's bytes), has no rows under its headers, or more than `maxRows`.
 */
export function readCsvTable(
  text: string,
  maxRows: number,
): { headers: string[]; body: string[][] } {
  if (text.includes('\0'))
    throw unreadableCsv('import_not_csv', 'This is not a CSV file. Save the sheet as CSV UTF-8.');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const [headers, ...body] = parsed.data;
  if (!headers || body.length === 0)
    throw unreadableCsv('import_empty', 'The file has no rows under its headers.');
  if (body.length > maxRows)
    throw unreadableCsv(
      'import_too_many_rows',
      `The file has ${body.length} rows; at most ${maxRows} are read at a time.`,
      { rows: body.length, max: maxRows },
    );
  return { headers, body };
}

/**
 * Rows that give one key twice (a student's id, a class's roll): each of them is marked,
 * naming another row of the key (the first names the second, every later one the first),
 * so the office sees both and keeps the right one, rather than the first going in unseen.
 * Rows whose key is null are left alone.
 */
export function markRepeated<R extends { line: number }>(
  rows: readonly R[],
  keyOf: (row: R) => string | null,
  mark: (row: R, otherLine: number) => void,
): void {
  const byKey = new Map<string, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  for (const [first, second, ...later] of byKey.values()) {
    if (!first || !second) continue;
    mark(first, second.line);
    for (const row of [second, ...later]) mark(row, first.line);
  }
}
