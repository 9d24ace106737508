import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { setLanguage } from '../../../lib/language.ts';
import { ARIF_IN_MAY, MAY_2026, mayCells } from '../../../test/attendance.ts';
import {
  monthAfter,
  monthName,
  monthRegisterCsv,
  monthRegisterFileName,
  monthsUpTo,
  monthTotals,
  sheetWords,
} from './month-sheet.ts';

/** The file's lines, after its byte-order mark, split as Excel splits them. */
function linesOf(csv: string) {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(1, -2).split('\r\n');
}

describe('the monthly register as a CSV file for Excel', () => {
  it('starts with a byte-order mark, heads each day (a closed one with why), and writes a row per student', () => {
    const lines = linesOf(monthRegisterCsv(MAY_2026, sheetWords(i18n.t, 'en')));
    expect(lines[0]!.split(',')).toEqual([
      'Roll',
      'Name',
      ...mayCells({
        1: '1 (Weekly day off)',
        8: '8 (Weekly day off)',
        15: '15 (Weekly day off)',
        22: '22 (Weekly day off)',
        27: '27 (Eid ul-Adha)',
        28: '28 (Eid ul-Adha)',
        29: '29 (Weekly day off)',
      }).map((cell, i) => cell || String(i + 1)),
      'Present',
      'Absent',
      'Late',
      'Leave',
      'Share %',
    ]);
    // Arif: absent on the 4th, late on the 5th, on leave on the 6th; 6 of 8 days in school.
    expect(lines[1]!.split(',')).toEqual(ARIF_IN_MAY);
    // Moved to another class: named so, with their days in this one.
    expect(lines[3]!.split(',').slice(0, 5)).toEqual([
      '12',
      'Rafiq Islam (no longer in this class)',
      '',
      'P',
      'P',
    ]);
  });

  it('ends with each day’s counts and share, and the month’s in the totals’ columns', () => {
    const lines = linesOf(monthRegisterCsv(MAY_2026, sheetWords(i18n.t, 'en')));
    expect(lines).toHaveLength(1 + 3 + 4 + 1);
    const days = [2, 3, 4, 5, 6, 7, 9, 10];
    const count = (values: number[]) =>
      mayCells(Object.fromEntries(days.map((d, i) => [d, String(values[i])])));
    expect(lines[4]!.split(',')).toEqual([
      '',
      'Present',
      ...count([3, 3, 1, 1, 1, 2, 2, 2]),
      '15',
      '',
      '',
      '',
      '',
    ]);
    expect(lines[5]!.split(',')).toEqual([
      '',
      'Absent',
      ...count([0, 0, 1, 0, 0, 0, 0, 0]),
      '',
      '1',
      '',
      '',
      '',
    ]);
    expect(lines[8]!.split(',')).toEqual([
      '',
      'Share %',
      ...mayCells({
        2: '100%',
        3: '100%',
        4: '50%',
        5: '100%',
        6: '50%',
        7: '100%',
        9: '100%',
        10: '100%',
      }),
      '',
      '',
      '',
      '',
      // 16 of the 18 marks present or late.
      '89%',
    ]);
    expect(monthTotals(MAY_2026)).toEqual({
      present: 15,
      absent: 1,
      late: 1,
      leave: 1,
      share: 89,
    });
  });

  it('writes a Bangla reader’s file in Bangla words and letters, its counts in digits Excel reads as numbers', async () => {
    await setLanguage('bn');
    const lines = linesOf(monthRegisterCsv(MAY_2026, sheetWords(i18n.t, 'bn')));
    expect(lines[0]!.split(',').slice(0, 4)).toEqual(['রোল', 'নাম', '1 (সাপ্তাহিক ছুটি)', '2']);
    expect(lines[0]!.split(',')[2 + 26]).toBe('27 (ঈদুল আজহা)');
    expect(lines[0]!.split(',').slice(-5)).toEqual([
      'উপস্থিত',
      'অনুপস্থিত',
      'দেরিতে',
      'ছুটি',
      'উপস্থিতির হার %',
    ]);
    expect(lines[1]!.split(',')).toEqual([
      '1',
      'আরিফ হোসেন',
      ...mayCells({ 2: 'উ', 3: 'উ', 4: 'অ', 5: 'দে', 6: 'ছু', 7: 'উ', 9: 'উ', 10: 'উ' }),
      '5',
      '1',
      '1',
      '1',
      '75%',
    ]);
  });

  it('quotes a name with a comma, and keeps a formula out of a cell', () => {
    const register = {
      ...MAY_2026,
      students: [
        { ...MAY_2026.students[0]!, name: 'Hossain, Arif' },
        { ...MAY_2026.students[1]!, name: '=HYPERLINK("x")' },
      ],
    };
    const lines = linesOf(monthRegisterCsv(register, sheetWords(i18n.t, 'en')));
    expect(lines[1]!.startsWith('1,"Hossain, Arif",,P,')).toBe(true);
    expect(lines[2]!.startsWith(`2,"'=HYPERLINK(""x"")",`)).toBe(true);
  });

  it('names the file by class, section and month', () => {
    expect(monthRegisterFileName(MAY_2026)).toBe('attendance-vi-2026-05.csv');
    expect(monthRegisterFileName({ ...MAY_2026, grade: 'ix', section: 'B' })).toBe(
      'attendance-ix-B-2026-05.csv',
    );
  });
});

describe('months', () => {
  it('steps across a year’s end, and offers this month and the 23 before it', () => {
    expect(monthAfter('2026-01', -1)).toBe('2025-12');
    expect(monthAfter('2025-12', 1)).toBe('2026-01');
    const offered = monthsUpTo('2026-05');
    expect(offered).toHaveLength(24);
    expect(offered.slice(0, 6)).toEqual([
      '2026-05',
      '2026-04',
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
    ]);
    expect(offered.at(-1)).toBe('2024-06');
  });

  it('names a month in the reader’s words and digits', async () => {
    expect(monthName('2026-05', 'en')).toBe('May 2026');
    await setLanguage('bn');
    expect(monthName('2026-05', 'bn')).toBe('মে ২০২৬');
  });
});
