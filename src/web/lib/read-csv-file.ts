import { IMPORT_MAX_BYTES, type ImportFile } from '../../shared/schemas/student-import.ts';

/** Why a chosen file is not sent: too big for a class list, or a workbook the site cannot read (.xls, .ods). */
export class UnreadableFileError extends Error {
  constructor(
    readonly reason: 'tooBig' | 'workbook',
    readonly size: number,
  ) {
    super(reason);
  }
}

/** What the import screens' file pickers offer: CSV files and Excel workbooks (.xlsx). */
export const SHEET_FILES =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A zip (.xlsx, and .ods too) starts with these bytes. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An old Excel file (.xls) starts with these. */
const XLS = [0xd0, 0xcf, 0x11, 0xe0];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) =>
  magic.every((b, i) => bytes[i] === b);

/** An OpenDocument file (.ods) is a zip whose first part, stored as it is, is named "mimetype". */
const isOpenDocument = (bytes: Uint8Array) =>
  new TextDecoder().decode(bytes.subarray(30, 38)) === 'mimetype';

/** Bytes in base64, a chunk at a time (a spread of two megabytes overflows the stack). */
function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * A chosen file as an import sends it. An Excel workbook (.xlsx) goes as it is, read on
 * the server: no encoding to guess, every Bangla letter kept. A CSV file goes as text, as
 * Excel or Google Sheets saved it: "CSV UTF-8" (with or without a byte-order mark) read as
 * UTF-8; a file that is not valid UTF-8 is Excel's plain "CSV" from Windows, read as
 * Windows-1252 (its Bangla letters are lost: the server marks the cells of '?').
 * Throws UnreadableFileError for a file too big, or an old .xls or an .ods workbook.
 */
export async function readCsvFile(file: Blob): Promise<ImportFile> {
  if (file.size > IMPORT_MAX_BYTES) throw new UnreadableFileError('tooBig', file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (startsWith(bytes, XLS) || (startsWith(bytes, ZIP) && isOpenDocument(bytes)))
    throw new UnreadableFileError('workbook', file.size);
  if (startsWith(bytes, ZIP))
    return { format: 'xlsx', workbook: base64Of(bytes), text: '', encoding: 'utf-8' };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { format: 'csv', text, encoding: 'utf-8' };
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes);
    return { format: 'csv', text, encoding: 'windows-1252' };
  }
}

/**
 * Whether a file checked was saved as Excel's plain "CSV", which cannot hold Bangla
 * letters: read as Windows-1252, or a cell of it has letters lost to '?' (an all-'?' file
 * is plain ASCII, read as UTF-8). The import screens then say how to save it.
 */
export const savedAsPlainCsv = (
  file: Pick<ImportFile, 'encoding'>,
  rows: readonly { problems: readonly { rule: { name: string } }[] }[],
) =>
  file.encoding === 'windows-1252' ||
  rows.some((row) => row.problems.some((p) => p.rule.name === 'banglaLost'));
