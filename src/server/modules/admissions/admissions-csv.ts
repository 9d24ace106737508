import { csvText } from '../../../shared/csv.ts';
import type { Admission } from '../../../shared/schemas/admissions.ts';

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
  return csvText([
    COLUMNS.map(([, h]) => h),
    ...rows.map((r) => COLUMNS.map(([k]) => String(r[k]))),
  ]);
}
