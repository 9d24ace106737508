import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import type { ImportFileInput } from '../../shared/schemas/student-import.ts';
import { HttpError } from './errors.ts';

/** A file refused whole: nothing of it is read, and the browser says why. */
export const unreadableCsv = (
  reason:
    | 'import_empty'
    | 'import_columns'
    | 'import_too_many_rows'
    | 'import_not_csv'
    | 'import_not_workbook',
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
  return tableOf(parsed.data, maxRows);
}

/** A sheet's rows, blank ones left out, as headers and the rows under them; refused as readCsvTable says. */
function tableOf(rows: string[][], maxRows: number): { headers: string[]; body: string[][] } {
  const [headers, ...body] = rows;
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

/** A file sent to an import whose workbook, if it is one, is read (openImportFile). */
export type OpenedFile = ImportFileInput & {
  /** A workbook's first sheet: its rows as text. */
  sheet?: string[][];
};

/**
 * A file sent to an import (importFileSchema), ready for readImportTable: an Excel workbook
 * (.xlsx) has its first sheet read (readWorkbook); a CSV file stays as it came.
 */
export async function openImportFile<F extends ImportFileInput>(file: F): Promise<F & OpenedFile> {
  return file.format === 'xlsx'
    ? { ...file, sheet: await readWorkbook(file.workbook ?? '') }
    : file;
}

/** The table of a file openImportFile made ready: its headers and the rows under them, as readCsvTable gives. */
export function readImportTable(
  file: OpenedFile,
  maxRows: number,
): { headers: string[]; body: string[][] } {
  if (file.format !== 'xlsx') return readCsvTable(file.text ?? '', maxRows);
  if (!file.sheet) throw new Error('A workbook is read with openImportFile first.');
  return tableOf(file.sheet, maxRows);
}

/**
 * At most this much a workbook unpacked (its parts as the zip lists them): a class's list
 * is well under a megabyte, and a zip of a few megabytes can unpack to gigabytes.
 */
const WORKBOOK_MAX_UNPACKED = 64 * 1024 * 1024;

const notWorkbook = () =>
  unreadableCsv(
    'import_not_workbook',
    'This is not an Excel workbook (.xlsx) that can be read. Save it from Excel as a workbook (.xlsx) or as CSV UTF-8 (Comma delimited).',
  );

/**
 * The first sheet of an Excel workbook (.xlsx), given as base64, as rows of text the way a
 * CSV file would have them: numbers as written (a roll 7, a mobile's digits), dates of
 * date-formatted cells as YYYY-MM-DD, empty rows left out. No encoding is ever guessed: a
 * workbook keeps every Bangla letter. Refused whole (400) when it is not a workbook (an old
 * .xls, an .ods, a damaged file); 413 when it unpacks to more than a class's list could.
 */
export async function readWorkbook(base64: string): Promise<string[][]> {
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  let unpacked = 0;
  try {
    // The zip's own list of its parts, with their sizes: nothing is unpacked yet.
    unzipSync(bytes, {
      filter: (part) => {
        unpacked += part.originalSize;
        return false;
      },
    });
  } catch {
    throw notWorkbook();
  }
  if (unpacked > WORKBOOK_MAX_UNPACKED)
    throw new HttpError(413, 'payload_too_large', 'The workbook is too large for a class list.');
  let rows: unknown[][];
  try {
    rows = await readSheet(bytes.buffer as ArrayBuffer);
  } catch {
    throw notWorkbook();
  }
  return rows
    .map((row) => row.map(cellText))
    .filter((row) => row.some((cell) => cell.trim() !== ''));
}

/** A workbook's cell as a CSV file would have it. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    // 7, not 7.0; a mobile's digits; 0.1 + 0.2 as Excel shows it (15 digits), 0.3.
    if (!Number.isInteger(value)) return String(Number(value.toPrecision(15)));
    if (Math.abs(value) < 1e15) return String(value);
    // Excel keeps 15 digits of a number: a 17-digit birth registration number typed as
    // a number has lost its last ones. As Excel shows it (2.01478123456789E+16), so the
    // cell is refused, not read with wrong digits.
    return value
      .toExponential(14)
      .replace(/\.?0+e/, 'e')
      .toUpperCase();
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // A NUL (a workbook may escape one as _x0000_) is no letter, and PostgreSQL stores none.
  return String(value).replaceAll('\0', '');
}

/**
 * A cell whose letters Excel's plain "CSV" lost: it writes '?' for every letter it cannot
 * hold (all Bangla ones). Lost: a cell with no letter or digit but '?' ('?????? ????',
 * '??. ????? ????'), a '?' followed by a letter or another '?', or a '?' standing alone as
 * a word ('Md. ? Rahim'): no name has one. Not a '?' ending a word ('Rahim?'), which may
 * be typed, and is no name's letter anyway.
 */
export const lettersLost = (value: string): boolean =>
  value.includes('?') &&
  (/\?[\p{L}\p{M}?]|(^|\s)\?(\s|$)/u.test(value) || !/[\p{L}\p{N}]/u.test(value));

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
