import { describe, expect, it } from 'vitest';
import { formatDateTime } from './local-date.ts';

describe('formatDateTime', () => {
  // Built from local time, so the test reads the same in any time zone.
  const at = new Date(2026, 10, 15, 9, 5).toISOString();
  const evening = new Date(2026, 0, 5, 18, 30).toISOString();

  it('writes day, month name, year and a 24-hour time in English', () => {
    expect(formatDateTime(at, 'en')).toBe('15 November 2026, 09:05');
    expect(formatDateTime(evening, 'en')).toBe('5 January 2026, 18:30');
  });

  it('writes Bangla digits and month names in the public pages’ order, with no Latin letters', () => {
    expect(formatDateTime(at, 'bn')).toBe('১৫ নভেম্বর ২০২৬, ০৯:০৫');
    expect(formatDateTime(evening, 'bn')).toBe('৫ জানুয়ারি ২০২৬, ১৮:৩০');
    expect(formatDateTime(evening, 'bn')).not.toMatch(/[0-9A-Za-z]/);
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatDateTime('not a date', 'bn')).toBe('not a date');
  });
});
