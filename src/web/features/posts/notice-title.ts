import type { Notice } from '../../../shared/schemas/notices.ts';
import { formatDate } from '../../lib/format.ts';
import type { TFunction } from '../../lib/i18n.ts';

/** A notice's heading: its title, or "Notice of <date>" when the admin gave none. */
export function noticeTitle(
  t: TFunction,
  notice: Pick<Notice, 'title' | 'date'>,
  language: string,
): string {
  return notice.title || t('notices.untitled', { date: formatDate(notice.date, language) });
}

/** How much of a notice's words a shared link's preview shows (Facebook cuts near here). */
const SUMMARY_LENGTH = 200;

/**
 * A notice in a line, for a shared link's preview (og:description): its date, then the
 * start of its words, cut at a word.
 */
export function noticeSummary(notice: Pick<Notice, 'body' | 'date'>, language: string): string {
  const date = formatDate(notice.date, language);
  const words = notice.body.replace(/\s+/g, ' ').trim();
  if (!words) return date;
  const cut =
    words.length <= SUMMARY_LENGTH
      ? words
      : `${words.slice(0, SUMMARY_LENGTH).replace(/\s+\S*$/, '')}…`;
  return `${date}: ${cut}`;
}
