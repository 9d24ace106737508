import { latinDigits } from '../../shared/digits.ts';
import { localizeDigits } from './format.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as people in Bangladesh write it, day first, in either language's digits and with
 * any of / - . or spaces between ('১২/৩/২০২৬', '12-03-2026', '12 3 2026'), or as the site
 * keeps it ('2026-03-12'): 'YYYY-MM-DD', or null when it is no day of the calendar
 * (31/02/2026) or not a date at all.
 */
export function parseTypedDate(text: string): string | null {
  const typed = latinDigits(text).trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const dayFirst = iso ? null : /^(\d{1,2})[\s/.-]+(\d{1,2})[\s/.-]+(\d{4})$/.exec(typed);
  if (!iso && !dayFirst) return null;
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : [Number(dayFirst![3]), Number(dayFirst![2]), Number(dayFirst![1])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 'YYYY-MM-DD' as the date field shows it: 'DD/MM/YYYY' in the language's digits; any other text as it is. */
export function typedDateOf(value: string, language: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return iso ? localizeDigits(`${iso[3]}/${iso[2]}/${iso[1]}`, language) : value;
}

/** What a date field holds for its text: '' when empty, the date when it is one, else the text (which the schema refuses). */
export function dateValueOf(text: string): string {
  return text.trim() === '' ? '' : (parseTypedDate(text) ?? text);
}
