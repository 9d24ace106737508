import { describe, expect, it } from 'vitest';
import { SUBJECT_PRESETS } from './result-subjects.ts';
import {
  markColumns,
  readDay,
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
    ['03/15/2012', null],
    ['15 March 2012', null],
  ])('reads the date %j', (cell, day) => {
    expect(readDay(cell)).toBe(day);
  });
});
