/**
 * Daily attendance (issue 48): the marks, the order a tap moves through them, and which
 * days the school is open. Shared by the server (what is counted) and the phone's screen
 * (what a tap does, what is shown as closed), so the two never disagree.
 */

/** A student's mark for a day, as the paper register has them: P, A, L (late) and leave. */
export const ATTENDANCE_MARKS = ['present', 'absent', 'late', 'leave'] as const;
export type AttendanceMark = (typeof ATTENDANCE_MARKS)[number];

/** What a tap on a student does: present → absent → late → leave → present. */
export function nextMark(mark: AttendanceMark): AttendanceMark {
  const i = ATTENDANCE_MARKS.indexOf(mark);
  return ATTENDANCE_MARKS[(i + 1) % ATTENDANCE_MARKS.length]!;
}

/** Whether a mark counts as in school that day: late is there, leave is excused, not there. */
export const isPresent = (mark: AttendanceMark) => mark === 'present' || mark === 'late';

/** The days of the week (0 Sunday … 6 Saturday); Friday is Bangladesh's weekly holiday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const DEFAULT_WEEKLY_OFF: readonly number[] = [5];

/** The office's default: absence SMS go from 11:00, once the morning's corrections are in. */
export const DEFAULT_ABSENCE_SMS_AFTER = '11:00';

/** A reason for leave, at most (a word or a line: "sick", "sister's wedding"). */
export const LEAVE_REASON_MAX = 200;

/** A holiday of the academic calendar: a day or a run of days, with its name. */
export type Holiday = { from: string; to: string; name: string; nameBn: string };

/** Why a day has no register: a weekly day off or a holiday of the calendar. */
export type ClosedDay = { kind: 'weekly' } | { kind: 'holiday'; name: string; nameBn: string };

/** The day of the week of a YYYY-MM-DD date (the calendar's, not a time zone's). */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Why the school is closed on a date, or null on a school day. */
export function closedOn(
  date: string,
  weeklyOff: readonly number[],
  holidays: readonly Holiday[],
): ClosedDay | null {
  const holiday = holidays.find((h) => h.from <= date && date <= h.to);
  if (holiday) return { kind: 'holiday', name: holiday.name, nameBn: holiday.nameBn };
  if (weeklyOff.includes(weekdayOf(date))) return { kind: 'weekly' };
  return null;
}

/** Every date of a month (YYYY-MM), in order. */
export function datesOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** Present and late of the days marked, as a whole percentage (null when no day is marked). */
export function presentShare(counts: Record<AttendanceMark, number>): number | null {
  const days = counts.present + counts.absent + counts.late + counts.leave;
  if (days === 0) return null;
  return Math.round(((counts.present + counts.late) * 100) / days);
}

/** Counts of each mark. */
export function countMarks(marks: Iterable<AttendanceMark>): Record<AttendanceMark, number> {
  const counts = { present: 0, absent: 0, late: 0, leave: 0 };
  for (const mark of marks) counts[mark]++;
  return counts;
}
