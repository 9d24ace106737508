import { beforeAll, describe, expect, it, vi } from 'vitest';
import { telHref } from '../components/content/contact-view.tsx';
import {
  dateParts,
  formatDate,
  formatDateTime,
  formatDigits,
  localizeDigits,
  todayInDhaka,
} from './format.ts';
import { formatNumber } from './format-number.ts';
import { loadLanguage } from './language.ts';

describe('localizeDigits', () => {
  it('writes a phone number in Bangla digits, its +, spaces and dashes as they are', () => {
    expect(localizeDigits('+880 1700-000000', 'bn')).toBe('+৮৮০ ১৭০০-০০০০০০');
  });

  it('keeps leading zeros, which formatDigits reads as a number and drops', () => {
    expect(localizeDigits('01712345678', 'bn')).toBe('০১৭১২৩৪৫৬৭৮');
    expect(formatDigits('01712345678', 'bn')).toBe('১৭১২৩৪৫৬৭৮');
    expect(localizeDigits('0042', 'bn')).toBe('০০৪২');
  });

  it('writes an EIIN and a school code in Bangla digits', () => {
    expect(localizeDigits('999901', 'bn')).toBe('৯৯৯৯০১');
    expect(localizeDigits('9901', 'bn')).toBe('৯৯০১');
  });

  it('leaves letters alone and turns only the digits', () => {
    expect(localizeDigits('12-B', 'bn')).toBe('১২-B');
    expect(localizeDigits('Ward 7', 'bn')).toBe('Ward ৭');
  });

  it('writes Latin digits for an English reader, also of a number typed in Bangla', () => {
    expect(localizeDigits('01712345678', 'en')).toBe('01712345678');
    expect(localizeDigits('০১৭১২-৩৪৫৬৭৮', 'en')).toBe('01712-345678');
  });
});

describe('telHref', () => {
  it('dials ASCII digits and the +, whatever digits the number was typed in', () => {
    expect(telHref('+880 1700-000000')).toBe('tel:+8801700000000');
    expect(telHref('০১৭১২ ৩৪৫৬৭৮')).toBe('tel:01712345678');
  });
});

describe('formatNumber and formatDigits', () => {
  const values = [
    0,
    7,
    12,
    123,
    1234,
    12345,
    123456,
    1234567,
    12345678,
    12.5,
    1000.25,
    0.1 + 0.2,
    -1234,
  ];

  it('group and write numbers exactly as Intl does for en-GB and bn-BD', () => {
    for (const [language, locale] of [
      ['en', 'en-GB'],
      ['bn', 'bn-BD'],
    ] as const) {
      const intl = new Intl.NumberFormat(locale);
      const plain = new Intl.NumberFormat(locale, { useGrouping: false });
      for (const value of values) {
        expect(formatNumber(value, language)).toBe(intl.format(value));
        // formatDigits is for whole numbers: page numbers, rolls, years.
        if (Number.isInteger(value))
          expect(formatDigits(value, language)).toBe(plain.format(value));
      }
    }
  });

  it('write a number given as text, and leave what is not a number as it is', () => {
    expect(formatDigits('2026', 'bn')).toBe('২০২৬');
    expect(formatDigits('', 'bn')).toBe('');
    expect(formatDigits('১২', 'en')).toBe('১২');
    expect(formatDigits('12-B', 'bn')).toBe('12-B');
  });
});

describe('formatDate and dateParts', () => {
  beforeAll(() => loadLanguage('bn'));

  // Every month, the first and last days, a leap day, and moments either side of midnight
  // in Dhaka (UTC+6), against Intl's own output.
  const values = [
    ...Array.from({ length: 12 }, (_, m) => `2025-${String(m + 1).padStart(2, '0')}-01`),
    '2025-12-31',
    '2024-02-29',
    '1999-07-09',
    '2026-03-04T17:59:59Z',
    '2026-03-04T18:00:00Z',
    '2026-12-31T19:30:00.000Z',
  ];
  const intl = (locale: string, options: Intl.DateTimeFormatOptions, value: string) =>
    new Intl.DateTimeFormat(locale, options).format(
      new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value),
    );

  it('write dates exactly as Intl does for en-GB and bn-BD: a date as written, a moment in Dhaka', () => {
    for (const [language, locale] of [
      ['en', 'en-GB'],
      ['bn', 'bn-BD'],
    ] as const)
      for (const value of values) {
        const timeZone = /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : 'Asia/Dhaka';
        const long = { day: 'numeric', month: 'long', year: 'numeric', timeZone } as const;
        expect(formatDate(value, language)).toBe(intl(locale, long, value).replace(',', ''));
        expect(dateParts(value, language)).toEqual({
          day: intl(locale, { day: 'numeric', timeZone }, value),
          month: intl(locale, { month: 'long', timeZone }, value),
          year: intl(locale, { year: 'numeric', timeZone }, value),
        });
      }
  });

  it('give back what they cannot read', () => {
    expect(formatDate('not a date', 'bn')).toBe('not a date');
    expect(dateParts('soon', 'en')).toEqual({ day: '', month: '', year: 'soon' });
  });

  it("make no Intl.DateTimeFormat for the site's own languages and zones", () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    formatDate('2026-01-15', 'bn');
    formatDate('2026-01-15T10:00:00Z', 'en');
    formatDateTime('2026-01-15T10:00:00Z', 'bn');
    todayInDhaka();
    dateParts('2026-01-15', 'bn');
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
