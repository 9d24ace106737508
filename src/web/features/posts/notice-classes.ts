import type { Grade } from '../../../shared/constants.ts';
import type { TFunction } from '../../lib/i18n.ts';

/** The classes a notice for students is for, as a reader says them: "Nine and Ten", or "All classes" for none. */
export function noticeClasses(t: TFunction, language: string, grades: readonly Grade[]): string {
  if (grades.length === 0) return t('posts.allClasses');
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(
    grades.map((grade) => t(`grades.${grade}`)),
  );
}
