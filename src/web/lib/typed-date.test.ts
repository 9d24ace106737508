import { describe, expect, it } from 'vitest';
import { dateValueOf, parseTypedDate, typedDateOf } from './typed-date.ts';

describe('parseTypedDate', () => {
  it('reads a date written day first, in either language’s digits and with any separator', () => {
    expect(parseTypedDate('12/03/2026')).toBe('2026-03-12');
    expect(parseTypedDate('১২/০৩/২০২৬')).toBe('2026-03-12');
    expect(parseTypedDate('১২-৩-২০২৬')).toBe('2026-03-12');
    expect(parseTypedDate(' 5.1.2027 ')).toBe('2027-01-05');
    expect(parseTypedDate('৫ ১ ২০২৭')).toBe('2027-01-05');
    expect(parseTypedDate('29/02/2028')).toBe('2028-02-29');
  });

  it('reads the forms families and Excel write, in the school’s order (issue 46)', () => {
    expect(parseTypedDate('১৫০৩২০১৪')).toBe('2014-03-15');
    expect(parseTypedDate('12-Feb-14')).toBe('2014-02-12');
    expect(parseTypedDate('১৫ মার্চ ২০১৪')).toBe('2014-03-15');
    expect(parseTypedDate('12/03/26')).toBe('2026-03-12');
    // Only one way to read it: no month 13.
    expect(parseTypedDate('12/13/2026')).toBe('2026-12-13');
    expect(parseTypedDate('03/04/2014')).toBe('2014-04-03');
    expect(parseTypedDate('03/04/2014', 'month-first')).toBe('2014-03-04');
    expect(dateValueOf('03152014', 'month-first')).toBe('2014-03-15');
  });

  it('reads the date as the site keeps it (a pasted value, the calendar’s)', () => {
    expect(parseTypedDate('2026-03-12')).toBe('2026-03-12');
    expect(parseTypedDate('২০২৬-০৩-১২')).toBe('2026-03-12');
  });

  it('refuses what is no day of the calendar, or not a date', () => {
    for (const text of [
      '',
      '31/02/2026',
      '29/02/2027',
      '00/03/2026',
      '13/13/2026',
      '12/03/1850',
      'tomorrow',
      '১২/০৩',
      '2026-3-12-1',
    ])
      expect(parseTypedDate(text), text).toBeNull();
  });
});

describe('typedDateOf', () => {
  it('shows a kept date day first in the reader’s digits', () => {
    expect(typedDateOf('2026-03-12', 'en')).toBe('12/03/2026');
    expect(typedDateOf('2026-03-12', 'bn')).toBe('১২/০৩/২০২৬');
  });

  it('shows it month first for a school that writes the month first', () => {
    expect(typedDateOf('2026-03-12', 'en', 'month-first')).toBe('03/12/2026');
    expect(typedDateOf('2026-03-12', 'bn', 'month-first')).toBe('০৩/১২/২০২৬');
  });

  it('leaves any other text as it is', () => {
    expect(typedDateOf('', 'bn')).toBe('');
    expect(typedDateOf('12/3', 'bn')).toBe('12/3');
  });
});

describe('dateValueOf', () => {
  it('holds the date, nothing for an empty field, or the text for the schema to refuse', () => {
    expect(dateValueOf('১২/০৩/২০২৬')).toBe('2026-03-12');
    expect(dateValueOf('  ')).toBe('');
    expect(dateValueOf('31/02/2026')).toBe('31/02/2026');
  });
});
