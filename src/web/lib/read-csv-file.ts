import { IMPORT_MAX_BYTES, type StudentImportInput } from '../../shared/schemas/student-import.ts';

/** Why a chosen file is not sent: too big for a class list, or a workbook (.xlsx, .xls). */
export class UnreadableFileError extends Error {
  constructor(
    readonly reason: 'tooBig' | 'workbook',
    readonly size: number,
  ) {
    super(reason);
  }
}

/** A zip (.xlsx, .ods) or an old Excel file (.xls) starts with these bytes. */
const WORKBOOKS = [
  [0x50, 0x4b, 0x03, 0x04],
  [0xd0, 0xcf, 0x11, 0xe0],
];

/**
 * A chosen CSV file's text, as Excel or Google Sheets saved it: "CSV UTF-8" (with or
 * without a byte-order mark) is read as UTF-8; a file that is not valid UTF-8 is Excel's
 * plain "CSV" from Windows, read as Windows-1252 (the server then marks rows whose Bangla
 * letters were lost). Throws UnreadableFileError for a file too big or a workbook.
 */
export async function readCsvFile(file: Blob): Promise<StudentImportInput> {
  if (file.size > IMPORT_MAX_BYTES) throw new UnreadableFileError('tooBig', file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (WORKBOOKS.some((magic) => magic.every((b, i) => bytes[i] === b)))
    throw new UnreadableFileError('workbook', file.size);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}
