/** Intl locale for each site language: British English puts the day before the month. */
const LOCALES: Record<string, string> = { en: 'en-GB', bn: 'bn-BD' };

export function localeOf(language: string): string {
  return LOCALES[language] ?? language;
}

/** 'YYYY-MM-DD' (or an ISO timestamp) as a Date at UTC midnight, or null when unreadable. */
function toDate(value: string): Date | null {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeOf(language), { timeZone: 'UTC', ...options });
    cache.set(key, f);
  }
  return f;
}

/**
 * '5 March 2025' in the current language ('৫ মার্চ ২০২৫': bn-BD's comma after the month left
 * out). A date is read as it is written; a moment (an upload's timestamp) is dated in
 * `timeZone`, the school's (Asia/Dhaka) for the day a file was uploaded.
 */
export function formatDate(value: string, language: string, timeZone = 'UTC'): string {
  const d = toDate(value);
  if (!d) return value;
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  };
  const parts = formatter(language, options)
    .formatToParts(d)
    .filter((p) => p.type === 'day' || p.type === 'month' || p.type === 'year');
  return language === 'en' || parts.length !== 3
    ? formatter(language, options).format(d)
    : parts.map((p) => p.value).join(' ');
}

/** The year of a moment in `timeZone` (Latin digits), for wording a title. */
export function yearOf(value: string, timeZone = 'UTC'): string {
  const d = toDate(value);
  return d ? formatter('en', { year: 'numeric', timeZone }).format(d) : '';
}

/** Day, month name and year apart, for the notice and event cards. */
export function dateParts(
  value: string,
  language: string,
): { day: string; month: string; year: string } {
  const d = toDate(value);
  if (!d) return { day: '', month: '', year: value };
  const f = (options: Intl.DateTimeFormatOptions) => formatter(language, options).format(d);
  return { day: f({ day: 'numeric' }), month: f({ month: 'long' }), year: f({ year: 'numeric' }) };
}

/*
 * Numbers are written without Intl.NumberFormat: making the first one costs a phone about
 * 50 ms of one task (the locale's data), in the middle of the app taking over the page.
 * (formatNumber, the grouped count, is in format-number.ts: the first load needs none.)
 */

/** A number without grouping, in the current language's digits: page numbers, rolls, years. */
export function formatDigits(value: number | string, language: string): string {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) && String(value).trim() !== ''
    ? localizeDigits(String(n), language)
    : String(value);
}

/**
 * Every digit of a text in the language's digits, the rest as written: a phone number
 * ('+880 1700-000000' → '+৮৮০ ১৭০০-০০০০০০'), an EIIN, a school code, a ward number, with
 * leading zeros kept (formatDigits reads a number and drops them). Latin and Bangla digits
 * both turn into the language's. For the eye only: a tel: link dials ASCII digits.
 */
export function localizeDigits(text: string, language: string): string {
  const zero = language === 'bn' ? 0x9e6 : 48;
  // A digit's value: its distance from '0' or from '০'.
  return text.replace(/[0-9০-৯]/g, (d) =>
    String.fromCharCode(zero + d.charCodeAt(0) - (d <= '9' ? 48 : 0x9e6)),
  );
}
