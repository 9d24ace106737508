/** 'YYYY-MM-DD' (or an ISO timestamp) as a Date at UTC midnight, or null when unreadable. */
function toDate(value: string): Date | null {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/*
 * Dates are written without Intl.DateTimeFormat in the site's languages and time zones: making
 * the first formatter costs a phone about 130 ms of one task at 4x CPU (the locale's data), in
 * the middle of the app taking over a page that shows a date (a CPU profile of
 * /onlineAdmission). The names are ICU's for en-GB and bn-BD (format.test.ts checks every
 * month, day and time zone against Intl), so the server and every browser write the same.
 */
/** Each language's month names: English here, Bangla's with its texts (language.ts). */
const MONTHS: Record<string, readonly string[]> = {
  en: 'January February March April May June July August September October November December'.split(
    ' ',
  ),
};

/** Adds a language's month names, which come with its texts. */
export function addMonthNames(language: string, names: readonly string[]): void {
  MONTHS[language] = names;
}
/** The zones the site dates in, and their hours ahead of UTC, all year (no summer time). */
const ZONE_HOURS = { UTC: 0, 'Asia/Dhaka': 6 } as const;
export type SiteTimeZone = keyof typeof ZONE_HOURS;

/** A date's day, month name and year in `timeZone`, in the language's words and digits. */
function dayIn(d: Date, language: string, timeZone: SiteTimeZone) {
  const local = new Date(d.getTime() + ZONE_HOURS[timeZone] * 3_600_000);
  return {
    day: localizeDigits(String(local.getUTCDate()), language),
    month: (MONTHS[language] ?? MONTHS.en!)[local.getUTCMonth()]!,
    year: localizeDigits(String(local.getUTCFullYear()), language),
  };
}

/**
 * '5 March 2025' in the current language ('৫ মার্চ ২০২৫': bn-BD's comma after the month left
 * out). A date is read as it is written; a moment (an upload's timestamp) is dated in
 * `timeZone`, the school's (Asia/Dhaka) for the day a file was uploaded.
 */
export function formatDate(
  value: string,
  language: string,
  timeZone: SiteTimeZone = 'UTC',
): string {
  const d = toDate(value);
  if (!d) return value;
  const { day, month, year } = dayIn(d, language, timeZone);
  return `${day} ${month} ${year}`;
}

/** Day, month name and year apart, for the notice and event cards. */
export function dateParts(
  value: string,
  language: string,
): { day: string; month: string; year: string } {
  const d = toDate(value);
  return d ? dayIn(d, language, 'UTC') : { day: '', month: '', year: value };
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
