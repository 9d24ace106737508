import { type DateOrder, DEFAULT_DATE_ORDER, readDate, writtenDate } from '../../shared/dates.ts';
import { localizeDigits } from './format.ts';

/**
 * A date as people write it (the one date reader, src/shared/dates.ts): in the school's
 * order (day first by default), in either language's digits, with / - . or spaces between
 * ('১২/৩/২০২৬', '12-03-2026', '12 3 2026'), eight digits, a month's name, or as the site
 * keeps it ('2026-03-12'): 'YYYY-MM-DD', or null when it is no day of the calendar
 * (31/02/2026) or not a date at all. Whether a date may be after today is the schema's to say.
 */
export function parseTypedDate(text: string, order: DateOrder = DEFAULT_DATE_ORDER): string | null {
  const read = readDate(text, { order });
  return 'date' in read ? read.date : null;
}

/**
 * 'YYYY-MM-DD' as the date field shows it: 'DD/MM/YYYY' (or 'MM/DD/YYYY' for a school that
 * writes the month first) in the language's digits; any other text as it is.
 */
export function typedDateOf(
  value: string,
  language: string,
  order: DateOrder = DEFAULT_DATE_ORDER,
): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? localizeDigits(writtenDate(value, order), language)
    : value;
}

/** What a date field holds for its text: '' when empty, the date when it is one, else the text (which the schema refuses). */
export function dateValueOf(text: string, order: DateOrder = DEFAULT_DATE_ORDER): string {
  return text.trim() === '' ? '' : (parseTypedDate(text, order) ?? text);
}
