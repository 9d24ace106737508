import { latinDigits } from './digits.ts';

/**
 * Dates as people and spreadsheets write them (issue 46): the one reader of every date a
 * person types or a file gives (a date of birth above all), in either language's digits and
 * month names. What it gives is the date as the site keeps it, YYYY-MM-DD.
 */

/** Which comes first in a date written in numbers: the school sets it, day first by default. */
export const DATE_ORDERS = ['day-first', 'month-first'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];
export const DEFAULT_DATE_ORDER: DateOrder = 'day-first';

/** The school's order, from its identity (which an older site stored without one). */
export function dateOrderOf(school: { dateOrder?: DateOrder } | null | undefined): DateOrder {
  return school?.dateOrder ?? DEFAULT_DATE_ORDER;
}

/** The message of a date that could not be read: the form the school expects (src/shared/api/rules.ts). */
export const DATE_FORM_MESSAGES: Readonly<Record<DateOrder, string>> = {
  'day-first': 'Enter the date as day/month/year, e.g. 15/03/2014',
  'month-first': 'Enter the date as month/day/year, e.g. 03/15/2014',
};
/** The message of a date of birth after today. */
export const FUTURE_DATE_MESSAGE = 'A date of birth cannot be after today';

/** The rule of a date that could not be read, or of one after today. */
export function dateRule(problem: DateProblem, order: DateOrder = DEFAULT_DATE_ORDER) {
  if (problem === 'future') return { name: 'futureDate' } as const;
  return order === 'month-first'
    ? ({ name: 'dateMonthFirst' } as const)
    : ({ name: 'dateDayFirst' } as const);
}

/** The months by their names: English and Bangla, long and short. */
const MONTH_NAMES: readonly (readonly string[])[] = [
  ['jan', 'january', 'জানু', 'জানুয়ারি', 'জানুয়ারী'],
  ['feb', 'february', 'ফেব্রু', 'ফেব্রুয়ারি', 'ফেব্রুয়ারী'],
  ['mar', 'march', 'মার্চ'],
  ['apr', 'april', 'এপ্রি', 'এপ্রিল'],
  ['may', 'মে'],
  ['jun', 'june', 'জুন'],
  ['jul', 'july', 'জুলা', 'জুলাই'],
  ['aug', 'august', 'আগ', 'আগস্ট', 'আগষ্ট'],
  ['sep', 'sept', 'september', 'সেপ্টে', 'সেপ্টেম্বর'],
  ['oct', 'october', 'অক্টো', 'অক্টোবর'],
  ['nov', 'november', 'নভে', 'নভেম্বর'],
  ['dec', 'december', 'ডিসে', 'ডিসেম্বর'],
];
/** A word as compared: NFC (য় is one letter however it was typed), lower case, no joiners. */
const wordKey = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u200c\u200d]/g, '');
const MONTHS = new Map(
  MONTH_NAMES.flatMap((names, i) => names.map((name) => [wordKey(name), i + 1] as const)),
);

export type DateReadOptions = {
  /** The order of a date in numbers: the school's (dateOrderOf), day first by default. */
  order?: DateOrder;
  /**
   * A date already past, as a date of birth: a two-digit year is the most recent year not
   * in the future (14 → 2014, 98 → 1998), and a date after today is refused. Otherwise a
   * two-digit year is the one nearest today.
   */
  past?: boolean;
  /** A spreadsheet's cell: a plain number (41682) is Excel's serial day number. */
  serial?: boolean;
  /** Today as YYYY-MM-DD; Bangladesh's day when left out. */
  today?: string;
};
export type DateProblem = 'form' | 'future';
export type DateReading = { date: string } | { problem: DateProblem };

/** Today's date in Bangladesh (UTC+6), YYYY-MM-DD. */
function bangladeshToday(): string {
  return new Date(Date.now() + 6 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A year, day, month as YYYY-MM-DD, or null when it is no day of the calendar. */
function calendarDay(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A year as written: four digits as they are; two by the century (see DateReadOptions.past). */
function fullYear(text: string, thisYear: number, past: boolean): number | null {
  if (/^\d{4}$/.test(text)) return Number(text);
  if (!/^\d{2}$/.test(text)) return null;
  const century = thisYear - (thisYear % 100);
  const year = century + Number(text);
  if (past) return year > thisYear ? year - 100 : year;
  if (year > thisYear + 50) return year - 100;
  return year < thisYear - 50 ? year + 100 : year;
}

/**
 * Two numbers of a day and a month, in the school's order unless only the other order
 * makes a date (3/15/2014: no month 15).
 */
function dayAndMonth(first: number, second: number, order: DateOrder): [number, number] {
  const [day, month] = order === 'month-first' ? [second, first] : [first, second];
  return month > 12 && day <= 12 ? [month, day] : [day, month];
}

/** Excel's serial day number: 1 is 1 January 1900, and Excel counts a 29 February 1900. */
function serialDay(serial: number): string | null {
  if (serial < 61) return null;
  return new Date(Date.UTC(1899, 11, 30) + serial * 86_400_000).toISOString().slice(0, 10);
}

/** The date a text writes, or null (the forms the module's comment and readDate's list). */
function dateIn(text: string, options: DateReadOptions, thisYear: number): string | null {
  const order = options.order ?? DEFAULT_DATE_ORDER;
  const past = options.past ?? false;
  const cell = wordKey(latinDigits(text)).trim();
  if (options.serial && /^\d{5}(\.0+)?$/.test(cell)) return serialDay(Math.trunc(Number(cell)));
  // Eight digits, as the number pad invites: the day and month in the school's order, then
  // the year (15032014); else the year first (20140315).
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(cell);
  if (digits) {
    const [day, month] = dayAndMonth(Number(digits[1]), Number(digits[2]), order);
    return (
      calendarDay(Number(digits[3]), month, day) ??
      calendarDay(Number(cell.slice(0, 4)), Number(cell.slice(4, 6)), Number(cell.slice(6)))
    );
  }
  const parts = cell
    .split(/[\s/.,\-–]+/)
    .filter(Boolean)
    .map((p) => p.replace(/^(\d{1,2})(st|nd|rd|th)$/, '$1'));
  if (parts.length !== 3) return null;
  const number = (p: string) => /^\d+$/.test(p);
  const named = parts.findIndex((p) => MONTHS.has(p));
  if (named >= 0) {
    const month = MONTHS.get(parts[named]!)!;
    const [a, b] = parts.filter((_, i) => i !== named) as [string, string];
    if (!number(a) || !number(b) || named === 2) return null;
    // 2014-Feb-12; else 12-Feb-14, 15 March 2014 or Feb 12, 2014: the day, then the year.
    const [day, year] = named === 1 && a.length === 4 ? [b, a] : [a, b];
    if (day.length > 2) return null;
    const y = fullYear(year, thisYear, past);
    return y === null ? null : calendarDay(y, month, Number(day));
  }
  if (!parts.every(number)) return null;
  const [a, b, c] = parts as [string, string, string];
  if (a.length === 4) return b.length <= 2 && c.length <= 2 ? calendarDay(+a, +b, +c) : null;
  if (a.length > 2 || b.length > 2) return null;
  const year = fullYear(c, thisYear, past);
  if (year === null) return null;
  const [day, month] = dayAndMonth(Number(a), Number(b), order);
  return calendarDay(year, month, day);
}

/**
 * A date as people and files write it, as YYYY-MM-DD: ISO (2014-03-15); day, month and
 * year with / - . or spaces between (15/03/2014, 15.3.2014, in the school's order: 03/04/2014
 * is 3 April day first, 4 March month first; 3/15/2014 only as it can be); eight digits
 * (15032014); a month's name in English or Bangla, long or short (12-Feb-14, 15 March 2014,
 * Feb 12, 2014, ১৫ মার্চ ২০১৪); either language's digits; a two-digit year; in a
 * spreadsheet's cell, Excel's serial day number. Else the problem: not a date of the
 * calendar (31/02/2014) or no date at all ('form'), or, for a date already past, after
 * today ('future').
 */
export function readDate(text: string, options: DateReadOptions = {}): DateReading {
  const today = options.today ?? bangladeshToday();
  const date = dateIn(text, options, Number(today.slice(0, 4)));
  if (!date) return { problem: 'form' };
  return options.past && date > today ? { problem: 'future' } : { date };
}

/** A date of birth as a person or a file writes it (readDate, for a date already past). */
export function readDateOfBirth(
  text: string,
  options: Omit<DateReadOptions, 'past'> = {},
): DateReading {
  return readDate(text, { ...options, past: true });
}

/** How a date is written back in the school's order: 15/03/2014 or 03/15/2014 (digits as given). */
export function writtenDate(date: string, order: DateOrder = DEFAULT_DATE_ORDER): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!iso) return date;
  return order === 'month-first'
    ? `${iso[2]}/${iso[3]}/${iso[1]}`
    : `${iso[3]}/${iso[2]}/${iso[1]}`;
}
