import type { Admission } from '../../../shared/schemas/admissions.ts';

/**
 * One CSV field: quoted when needed, and a value a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) is prefixed with an apostrophe.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== value ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const COLUMNS: [keyof Admission, string][] = [
  ['reference', 'Reference'],
  ['submittedAt', 'Submitted'],
  ['status', 'Status'],
  ['grade', 'Class'],
  ['studentName', 'Student name'],
  ['studentMobile', 'Student mobile'],
  ['guardianName', 'Guardian name'],
  ['guardianMobile', 'Guardian mobile'],
  ['guardianEmail', 'Guardian email'],
  ['guardianOccupation', 'Guardian occupation'],
];

/** The applications as CSV, with a byte-order mark so spreadsheets read Bangla as UTF-8. */
export function admissionsCsv(rows: Admission[]): string {
  const lines = [COLUMNS.map(([, h]) => csvField(h)).join(',')];
  for (const r of rows) lines.push(COLUMNS.map(([k]) => csvField(String(r[k]))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
