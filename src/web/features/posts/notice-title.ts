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
