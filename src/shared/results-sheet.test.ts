import { describe, expect, it } from 'vitest';
import { SUBJECT_PRESETS } from './result-subjects.ts';
import {
  markColumns,
  readDay,
  readDayProblem,
  readMark,
  resultColumnOf,
  templateHeaders,
} from './results-sheet.ts';

const subjects = SUBJECT_PRESETS.science;

describe('the sheet of marks', () => {
  it('has a column per paper and part, named in either language or by its code', () => {
    const en = templateHeaders(subjects, 'en');
    const bn = templateHeaders(subjects, 'bn');
    expect(en.slice(0, 6)).toEqual([
      'Roll',
      'Name',
      'Name in Bangla',
      'Date of birth',
      'Birth registration number',
      'Bangla 1st paper CQ (70)',
    ]);
    expect(bn[5]).toBe('বাংলা প্রথম পত্র সৃজনশীল (70)');
    const keys = markColumns(subjects).map((c) => c.key);
    expect(keys.slice(0, 4)).toEqual(['ban1.cq', 'ban1.mcq', 'ban2.cq', 'ban2.mcq']);
    for (const headers of [en, bn])
      expect(headers.slice(5).map((h) => resultColumnOf(h, subjects))).toEqual(keys);
    expect(resultColumnOf('ban1.cq', subjects)).toBe('ban1.cq');
    expect(resultColumnOf('Physics Practical', subjects)).toBe('phy.practical');
    expect(resultColumnOf('রোল নং', subjects)).toBe('roll');
    expect(resultColumnOf('Remarks', subjects)).toBeNull();
  });

  it.each([
    ['56', { mark: 56 }],
    ['৫৬', { mark: 56 }],
    [' 22.5 ', { mark: 22.5 }],
    ['0', { mark: 0 }],
    ['', { mark: null }],
    ['A', { mark: 'absent' }],
    ['Absent', { mark: 'absent' }],
    ['অনুপস্থিত', { mark: 'absent' }],
    ['71', { rule: 'tooBig' }],
    ['-3', { rule: 'number' }],
    ['5o', { rule: 'number' }],
    ['22.555', { rule: 'number' }],
  ])('reads the marks %j', (cell, read) => {
    expect(readMark(cell, 70)).toEqual(read);
  });

  it.each([
    ['2012-03-15', '2012-03-15'],
    ['15/03/2012', '2012-03-15'],
    ['5/3/2012', '2012-03-05'],
    ['১৫-০৩-২০১২', '2012-03-15'],
    ['15.03.2012', '2012-03-15'],
    ['31/02/2012', null],
    // Dates as Excel writes them (issue 46): the one date reader's (src/shared/dates.test.ts).
    ['03/15/2012', '2012-03-15'],
    ['15 March 2012', '2012-03-15'],
    ['12-Feb-14', '2014-02-12'],
    ['41682', '2014-02-12'],
    ['01/01/2999', null],
  ])('reads the date %j', (cell, day) => {
    expect(readDay(cell)).toBe(day);
  });

  it('reads an ambiguous date in the school’s order, and says what is wrong with one not read', () => {
    expect(readDay('03/04/2014')).toBe('2014-04-03');
    expect(readDay('03/04/2014', 'month-first')).toBe('2014-03-04');
    expect(readDayProblem('03/04/2014')).toBeNull();
    expect(readDayProblem('31/02/2014')).toEqual({ name: 'dateDayFirst' });
    expect(readDayProblem('31/02/2014', 'month-first')).toEqual({ name: 'dateMonthFirst' });
    expect(readDayProblem('01/01/2999')).toEqual({ name: 'futureDate' });
  });
});
