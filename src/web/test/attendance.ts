import {
  type AttendanceMark,
  type ClosedDay,
  countMarks,
  datesOfMonth,
  presentShare,
} from '../../shared/attendance.ts';
import type { Grade } from '../../shared/constants.ts';
import type { MonthRegister } from '../../shared/schemas/attendance.ts';

/** A student of a month register, with their marks by day of the month (1 to 31). */
export type FixtureStudent = {
  id: string;
  roll: string;
  name: string;
  nameBn: string;
  current?: boolean;
  marks: Record<number, AttendanceMark>;
};

/**
 * A month's register as the server answers it (attendance.month): each student's marks
 * following the days, their counts and share, and each day's counts, worked out from the
 * marks given (the server's own rules: shared/attendance.ts).
 */
export function monthRegisterOf({
  grade = 'vi',
  section = '',
  month,
  closed = {},
  taken,
  students,
}: {
  grade?: Grade;
  section?: string;
  month: string;
  closed?: Record<number, ClosedDay>;
  taken: readonly number[];
  students: readonly FixtureStudent[];
}): MonthRegister {
  const dates = datesOfMonth(month);
  const dayOf = (date: string) => Number(date.slice(8));
  const rows = students.map((s) => {
    const marks = dates.map((date) => s.marks[dayOf(date)] ?? null);
    const counts = countMarks(marks.filter((m): m is AttendanceMark => m !== null));
    return {
      id: s.id,
      name: s.name,
      nameBn: s.nameBn,
      roll: s.roll,
      current: s.current ?? true,
      marks,
      ...counts,
      share: presentShare(counts),
    };
  });
  return {
    grade,
    section,
    month,
    days: dates.map((date) => ({
      date,
      closed: closed[dayOf(date)] ?? null,
      taken: taken.includes(dayOf(date)),
    })),
    students: rows,
    totals: dates.map((_, i) =>
      countMarks(rows.map((r) => r.marks[i]).filter((m): m is AttendanceMark => m != null)),
    ),
  };
}

const FRIDAY: ClosedDay = { kind: 'weekly' };
const EID: ClosedDay = { kind: 'holiday', name: 'Eid ul-Adha', nameBn: 'ঈদুল আজহা' };

/**
 * May 2026 of class six: Fridays off (1, 8, 15, 22, 29), Eid on 27 and 28, registers taken
 * on the first eight school days (2 to 10). Arif was absent on the 4th, late on the 5th, on
 * leave on the 6th (6 of 8 days in school: 75%); Sumaiya present every day; Rafiq moved to
 * another class after the 3rd.
 */
export const MAY_2026 = monthRegisterOf({
  month: '2026-05',
  closed: { 1: FRIDAY, 8: FRIDAY, 15: FRIDAY, 22: FRIDAY, 29: FRIDAY, 27: EID, 28: EID },
  taken: [2, 3, 4, 5, 6, 7, 9, 10],
  students: [
    {
      id: 's1',
      roll: '1',
      name: 'Arif Hossain',
      nameBn: 'আরিফ হোসেন',
      marks: {
        2: 'present',
        3: 'present',
        4: 'absent',
        5: 'late',
        6: 'leave',
        7: 'present',
        9: 'present',
        10: 'present',
      },
    },
    {
      id: 's2',
      roll: '2',
      name: 'Sumaiya Akter',
      nameBn: 'সুমাইয়া আক্তার',
      marks: Object.fromEntries([2, 3, 4, 5, 6, 7, 9, 10].map((d) => [d, 'present' as const])),
    },
    {
      id: 's3',
      roll: '12',
      name: 'Rafiq Islam',
      nameBn: 'রফিক ইসলাম',
      current: false,
      marks: { 2: 'present', 3: 'present' },
    },
  ],
});

/** 31 cells of May, from the cells given by day (1 to 31), the rest empty. */
export const mayCells = (cells: Record<number, string>) =>
  Array.from({ length: 31 }, (_, i) => cells[i + 1] ?? '');

/**
 * Arif's row of MAY_2026 in English, as the register shows it, on screen and in its CSV file
 * alike: roll, name, a mark a day, then the month's counts and share.
 */
export const ARIF_IN_MAY = [
  '1',
  'Arif Hossain',
  ...mayCells({ 2: 'P', 3: 'P', 4: 'A', 5: 'L', 6: 'LV', 7: 'P', 9: 'P', 10: 'P' }),
  '5',
  '1',
  '1',
  '1',
  '75%',
];
