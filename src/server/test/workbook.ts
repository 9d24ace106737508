import { zipSync } from 'fflate';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';

/**
 * An Excel workbook (.xlsx) of one sheet with these rows, as the browser sends a chosen
 * one (read-csv-file.ts): its bytes in base64. A cell is a value (text, a number, a date)
 * or, for a date cell as Excel formats it, `{ value: Date, format: 'dd/mm/yyyy' }`.
 */
export async function workbookOf(rows: SheetData): Promise<string> {
  return (await writeExcelFile(rows).toBuffer()).toString('base64');
}

/** What an import is sent when its file is a workbook. */
export const xlsx = (workbook: string) => ({ format: 'xlsx', workbook });

/** Files that are not a workbook the site reads, in base64, by what they are. */
export const NOT_WORKBOOKS = {
  /** An old Excel file (.xls): an OLE2 compound file. */
  xls: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]).toString('base64'),
  /** A zip cut short: a damaged download. */
  damaged: Buffer.from('PK\u0003\u0004\u0014\u0000broken').toString('base64'),
  /** A zip of no spreadsheet. */
  zip: Buffer.from(zipSync({ 'notes.txt': new TextEncoder().encode('hello') })).toString('base64'),
  /** Text. */
  text: Buffer.from('Student ID,Name\r\n').toString('base64'),
};
