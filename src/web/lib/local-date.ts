/** Intl locale for each site language: British English puts the day before the month. */
const LOCALES: Record<string, string> = { en: 'en-GB', bn: 'bn-BD' };

export function localeOf(language: string): string {
  return LOCALES[language] ?? language;
}

/**
 * Dates in the reader's own time zone, for the dashboard: kept out of lib/format.ts,
 * which the home page's first load carries.
 */

/** Today's calendar date where the user is, as YYYY-MM-DD (a date input's value). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Today's calendar date in a time zone (the school's: SCHOOL_TIME_ZONE), as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

const cache = new Map<string, Intl.DateTimeFormat>();

/**
 * '5 March 2025, 14:05' in the current language and the reader's time zone (or the one
 * given): in Bangla '৫ মার্চ ২০২৫, ১৪:০৫', in the same order and digits as the public pages' dates
 * (lib/format.ts), not bn-BD's own pattern ('৫ মার্চ, ২০২৫ এ ২:০৫ PM', with Latin AM/PM).
 */
export function formatDateTime(value: string, language: string, timeZone?: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  const key = `${language} ${timeZone ?? ''}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeOf(language), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    cache.set(key, f);
  }
  const parts = f.formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}
