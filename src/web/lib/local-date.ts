import { formatDateTime, todayInDhaka } from './format.ts';

/** Intl locale for each site language: British English puts the day before the month. */
const LOCALES: Record<string, string> = { en: 'en-GB', bn: 'bn-BD' };

export function localeOf(language: string): string {
  return LOCALES[language] ?? language;
}

/**
 * Dates for the dashboard. Every date and time is Bangladesh's, whatever the browser's zone
 * (issue 46): lib/format.ts writes them all, and these are its names here.
 */

/** Today's date in Bangladesh, as YYYY-MM-DD (a date input's value, a list's "today"). */
export function todayIso(now: Date = new Date()): string {
  return todayInDhaka(now);
}

/**
 * '5 March 2025, 14:05' in the current language, on Bangladesh's clock: in Bangla
 * '৫ মার্চ ২০২৫, ১৪:০৫', in the same order and digits as the public pages' dates, not
 * bn-BD's own pattern ('৫ মার্চ, ২০২৫ এ ২:০৫ PM', with Latin AM/PM).
 */
export { formatDateTime };
