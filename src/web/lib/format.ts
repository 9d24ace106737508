/**
 * Asia/Dhaka's hours ahead of UTC, all year (Bangladesh keeps no summer time): every date
 * and time the site shows is the school's, in Bangladesh, whatever zone the reader's
 * browser is in (issue 46).
 */
const DHAKA_HOURS = 6;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'YYYY-MM-DD' as that day's UTC midnight, or a moment (an ISO timestamp) moved to the
 * school's clock, Bangladesh's (UTC+6 all year, no summer time): either way, the UTC
 * fields of the Date are the day and time a person in Bangladesh reads, whatever the
 * browser's zone. Null when unreadable.
 */
function toSchoolDate(value: string): Date | null {
  const d = DAY.test(value)
    ? new Date(`${value}T00:00:00Z`)
    : new Date(new Date(value).getTime() + DHAKA_HOURS * 3_600_000);
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
/** Today's date in Bangladesh, as YYYY-MM-DD (a date field's value, a date of issue). */
export function todayInDhaka(now: Date = new Date()): string {
  return new Date(now.getTime() + DHAKA_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/** A school date's day, month name and year, in the language's words and digits. */
function dayOf(d: Date, language: string) {
  return {
    day: localizeDigits(String(d.getUTCDate()), language),
    month: (MONTHS[language] ?? MONTHS.en!)[d.getUTCMonth()]!,
    year: localizeDigits(String(d.getUTCFullYear()), language),
  };
}

/**
 * '5 March 2025' in the current language ('৫ মার্চ ২০২৫': bn-BD's comma after the month left
 * out). A date is read as it is written; a moment (an upload's timestamp) is dated in
 * Bangladesh: the day a file was uploaded is the school's day.
 */
export function formatDate(value: string, language: string): string {
  const d = toSchoolDate(value);
  if (!d) return value;
  const { day, month, year } = dayOf(d, language);
  return `${day} ${month} ${year}`;
}

/** '5 March 2025, 14:05' ('৫ মার্চ ২০২৫, ১৪:০৫'): a moment, on the school's clock. */
export function formatDateTime(value: string, language: string): string {
  const d = toSchoolDate(value);
  if (!d) return value;
  const time = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatDate(value, language)}, ${localizeDigits(time, language)}`;
}

/** Day, month name and year apart, for the notice and event cards. */
export function dateParts(
  value: string,
  language: string,
): { day: string; month: string; year: string } {
  const d = toSchoolDate(value);
  return d ? dayOf(d, language) : { day: '', month: '', year: value };
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
