import type { SchoolDocument } from '../../../../shared/schemas/documents.ts';
import { formatDate } from '../../../lib/format.ts';
import type { TFunction } from '../../../lib/i18n.ts';
import '../../../locales/pages.ts';

type Dated = Pick<SchoolDocument, 'kind' | 'grade' | 'updatedAt'>;

/**
 * An academic file's title in the reader's language, worded from its kind, its class and
 * the year it was uploaded in Dhaka: "Class Seven Class Routine 2026" / "সপ্তম শ্রেণির
 * ক্লাস রুটিন ২০২৬". (Every file's title is made so; the stored one is English.)
 */
export function documentTitle(t: TFunction, doc: Dated, language: string): string {
  // The last word of its date ('5 March 2026'), in the reader's digits.
  const year = formatDate(doc.updatedAt, language).split(' ').pop();
  if (doc.kind === 'calendar' || !doc.grade) return t('documents.fileTitle.calendar', { year });
  return t(`documents.fileTitle.${doc.kind}`, {
    grade: t(`documents.gradeWords.${doc.grade}`),
    year,
  });
}

/** "Updated 5 March 2026" / "হালনাগাদ: ৫ মার্চ ২০২৬": the day it was uploaded, in Dhaka. */
export function documentUpdated(t: TFunction, doc: Dated, language: string): string {
  return t('documents.updated', { date: formatDate(doc.updatedAt, language) });
}
