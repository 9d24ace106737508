import type { Exam } from '../../../../../shared/schemas/results.ts';
import { formatDate } from '../../../../lib/format.ts';
import { type TFunction, useTranslation } from '../../../../lib/i18n.ts';

export type ExamClassState = Exam['classes'][number];
export type ClassStatus = ExamClassState['status'] | 'none';

export const STATUS_BADGES: Record<ClassStatus, string> = {
  none: 'badge-ghost',
  draft: 'badge-info',
  published: 'badge-success',
  withdrawn: 'badge-warning',
};

/** A class's results in words: how many students, and when published or last changed. */
export function statusFacts(t: TFunction, state: ExamClassState, language: string): string[] {
  const day = (value: string) => formatDate(value, language);
  return [
    t('resultsAdmin.students', { count: state.students }),
    state.status === 'published' && state.publishedAt
      ? t('resultsAdmin.publishedOn', { date: day(state.publishedAt) })
      : t('resultsAdmin.updatedOn', { date: day(state.updatedAt) }),
  ];
}

/** A class's status as a badge, and its facts beside it. */
export function ClassStatusLine({ state }: { state: ExamClassState | undefined }) {
  const { t, i18n } = useTranslation();
  const status: ClassStatus = state?.status ?? 'none';
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className={`badge ${STATUS_BADGES[status]}`}>
        {t(`resultsAdmin.statuses.${status}`)}
      </span>
      {state ? <span>{statusFacts(t, state, i18n.language).join(' · ')}</span> : null}
    </p>
  );
}
