import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from './language.ts';
import { formatDateTime, todayIso } from './local-date.ts';

describe('formatDateTime', () => {
  beforeAll(() => loadLanguage('bn'));
  // 03:05 and 12:30 UTC: 09:05 and 18:30 in Bangladesh (UTC+6), whatever the test's zone.
  const at = '2026-11-15T03:05:00.000Z';
  const evening = '2026-01-05T12:30:00Z';

  it('writes day, month name, year and a 24-hour time in English, on Bangladesh’s clock', () => {
    expect(formatDateTime(at, 'en')).toBe('15 November 2026, 09:05');
    expect(formatDateTime(evening, 'en')).toBe('5 January 2026, 18:30');
  });

  it('writes Bangla digits and month names in the public pages’ order, with no Latin letters', () => {
    expect(formatDateTime(at, 'bn')).toBe('১৫ নভেম্বর ২০২৬, ০৯:০৫');
    expect(formatDateTime(evening, 'bn')).toBe('৫ জানুয়ারি ২০২৬, ১৮:৩০');
    expect(formatDateTime(evening, 'bn')).not.toMatch(/[0-9A-Za-z]/);
  });

  it('writes what Intl writes for Asia/Dhaka, either side of midnight there', () => {
    for (const value of ['2026-03-04T17:59:00Z', '2026-03-04T18:00:00Z', '2026-12-31T23:59:00Z']) {
      const parts = new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: 'Asia/Dhaka',
      }).formatToParts(new Date(value));
      const part = (type: string) => parts.find((p) => p.type === type)?.value;
      expect(formatDateTime(value, 'en')).toBe(
        `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`,
      );
    }
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatDateTime('not a date', 'bn')).toBe('not a date');
  });
});

describe('todayIso', () => {
  it('is the day in Bangladesh: from 18:00 UTC, already the next one', () => {
    expect(todayIso(new Date('2026-03-04T17:59:59Z'))).toBe('2026-03-04');
    expect(todayIso(new Date('2026-03-04T18:00:00Z'))).toBe('2026-03-05');
  });
});
