import {
  ATTENDANCE_MARKS,
  type AttendanceMark,
  type ClosedDay,
  countMarks,
  presentShare,
  weekdayOf,
} from '../../../../shared/attendance.ts';
import { csvText } from '../../../../shared/csv.ts';
import type { MonthRegister } from '../../../../shared/schemas/attendance.ts';
import { dateParts, localizeDigits } from '../../../lib/format.ts';
import type { TFunction } from '../../../lib/i18n.ts';
import { nameIn } from '../../../lib/names.ts';

/*
 * A class's month of attendance as the school keeps it on paper (issue 48): the words and
 * cells the screen's table, its printout and its CSV file share, worked out once per
 * register, not per cell.
 */

/** The month before or after (step -1 or 1, or more), as YYYY-MM. */
export function monthAfter(month: string, step: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + step, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The months offered, newest first: this one and the 23 before it, as YYYY-MM. */
export function monthsUpTo(month: string, count = 24): string[] {
  return Array.from({ length: count }, (_, i) => monthAfter(month, -i));
}

/** 'May 2026' ('মে ২০২৬'): a month (YYYY-MM) in the reader's words and digits. */
export function monthName(month: string, language: string): string {
  const { month: name, year } = dateParts(`${month}-01`, language);
  return `${name} ${year}`;
}

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** The words of a register in the reader's language. */
export type SheetWords = {
  language: string;
  /** A mark as its cell shows it: P, A, L, LV (উ, অ, দে, ছু). */
  letters: Record<AttendanceMark, string>;
  marks: Record<AttendanceMark, string>;
  roll: string;
  name: string;
  share: string;
  /** A weekday's short name (0 Sunday … 6 Saturday). */
  weekday: (day: number) => string;
  /** Why a closed day is closed: 'Weekly day off', or the holiday's name. */
  closed: (closed: ClosedDay) => string;
  /** Put after the name of a student no longer in the class. */
  notCurrent: string;
  /** A student's name in the reader's language. */
  studentName: (student: { name: string; nameBn: string }) => string;
};

export function sheetWords(t: TFunction, language: string): SheetWords {
  return {
    language,
    letters: {
      present: t('attendanceReports.letters.present'),
      absent: t('attendanceReports.letters.absent'),
      late: t('attendanceReports.letters.late'),
      leave: t('attendanceReports.letters.leave'),
    },
    marks: {
      present: t('attendanceReports.marks.present'),
      absent: t('attendanceReports.marks.absent'),
      late: t('attendanceReports.marks.late'),
      leave: t('attendanceReports.marks.leave'),
    },
    roll: t('attendanceReports.roll'),
    name: t('attendanceReports.name'),
    share: t('attendanceReports.share'),
    weekday: (day) => t(`attendanceReports.weekdays.${WEEKDAY_KEYS[day]!}`),
    closed: (closed) =>
      closed.kind === 'weekly'
        ? t('attendanceReports.weeklyOff')
        : language === 'bn'
          ? closed.nameBn || closed.name
          : closed.name || closed.nameBn,
    notCurrent: t('attendanceReports.notCurrent'),
    studentName: (student) => nameIn(student, language),
  };
}

/** A day's column: its number and weekday, and whether (and why) the school is closed. */
export type SheetDay = {
  date: string;
  day: number;
  weekday: string;
  /** Why the school is closed that day ('' on a school day). */
  closed: string;
  taken: boolean;
};

/** A whole percentage as the reader writes it ('৯৫%'), or a dash when there is none. */
export function shareText(share: number | null, language: string): string {
  return share === null ? '–' : `${localizeDigits(String(share), language)}%`;
}

/** The month's days, each counted once for the sheet. */
export function sheetDays(register: MonthRegister, words: SheetWords): SheetDay[] {
  return register.days.map((d) => ({
    date: d.date,
    day: Number(d.date.slice(8, 10)),
    weekday: words.weekday(weekdayOf(d.date)),
    closed: d.closed ? words.closed(d.closed) : '',
    taken: d.taken,
  }));
}

/** The whole month's counts: every student's marks together, and their share. */
export function monthTotals(register: MonthRegister) {
  const counts = countMarks([]);
  for (const day of register.totals) for (const mark of ATTENDANCE_MARKS) counts[mark] += day[mark];
  return { ...counts, share: presentShare(counts) };
}

/**
 * The register as a CSV file for Excel (UTF-8 with a byte-order mark, so Excel shows
 * Bangla): a row per student (roll, name, a cell per day, the month's counts and share),
 * then a row per mark with each day's count, and a row of each day's share. A closed day's
 * column is headed with why it is closed (empty, unless marked before it was made a
 * holiday: its marks are counted, so they are shown). Counts are written in
 * Latin digits, so that Excel reads them as numbers.
 */
export function monthRegisterCsv(register: MonthRegister, words: SheetWords): string {
  const days = sheetDays(register, words);
  const counts = (c: Record<AttendanceMark, number>) =>
    ATTENDANCE_MARKS.map((mark) => String(c[mark]));
  const percent = (share: number | null) => (share === null ? '' : `${share}%`);
  const header = [
    words.roll,
    words.name,
    ...days.map((d) => (d.closed ? `${d.day} (${d.closed})` : String(d.day))),
    ...ATTENDANCE_MARKS.map((mark) => words.marks[mark]),
    `${words.share} %`,
  ];
  const students = register.students.map((s) => [
    s.roll,
    s.current ? words.studentName(s) : `${words.studentName(s)} (${words.notCurrent})`,
    ...s.marks.map((mark) => (mark === null ? '' : words.letters[mark])),
    ...counts(s),
    percent(s.share),
  ]);
  const total = monthTotals(register);
  const dayRows = ATTENDANCE_MARKS.map((mark) => [
    '',
    words.marks[mark],
    ...register.totals.map((c, i) => (days[i]!.taken ? String(c[mark]) : '')),
    ...ATTENDANCE_MARKS.map((m) => (m === mark ? String(total[mark]) : '')),
    '',
  ]);
  const shareRow = [
    '',
    `${words.share} %`,
    ...register.totals.map((c, i) => (days[i]!.taken ? percent(presentShare(c)) : '')),
    ...ATTENDANCE_MARKS.map(() => ''),
    percent(total.share),
  ];
  return csvText([header, ...students, ...dayRows, shareRow]);
}

/** The CSV file's name: attendance-vi-A-2026-05.csv. */
export const monthRegisterFileName = ({ grade, section, month }: MonthRegister) =>
  `attendance-${grade}${section ? `-${section}` : ''}-${month}.csv`;
