import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { inLanguage } from '../../../lib/names.ts';
import { useExams, useRecentNotices } from '../api/get-audience-sources.ts';
import { type DraftSource, useSmsDraft } from '../api/get-sms-draft.ts';

type Props = {
  /** The source chosen now, or null (the message is the office's own). */
  value: DraftSource | null;
  /** A source chosen and its words written (both languages), or none chosen (null, words kept). */
  onDraft: (from: DraftSource | null, words?: { textEn: string; textBn: string }) => void;
  /** Whether exams' published results are offered too (exams.list is the office's). */
  results?: boolean;
};

const optionOf = (from: DraftSource | null) => (from ? `${from.source}:${from.id}` : '');

/**
 * "Start from": one of the newest notices, or an exam with published results (for the
 * office; a class teacher starts from a notice only). Choosing one
 * asks the server for a message about it in both languages (sms.draft), which fills the
 * boxes for the office to edit; the batch remembers where it came from.
 */
export function StartFrom({ value, onDraft, results = true }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const notices = useRecentNotices(true);
  const exams = useExams(results);
  const draft = useSmsDraft();
  const [done, setDone] = useState(false);
  const published = (results ? (exams.data ?? []) : []).filter((exam) =>
    exam.classes.some((c) => c.status === 'published'),
  );

  const choose = async (chosen: string) => {
    setDone(false);
    draft.reset();
    const [source, sourceId] = chosen.split(':');
    if (!sourceId || (source !== 'notice' && source !== 'result')) {
      onDraft(null);
      return;
    }
    const from: DraftSource = { source, id: sourceId };
    try {
      onDraft(from, await draft.mutateAsync(from));
      setDone(true);
    } catch {
      // Said below the list; the boxes keep what they had.
    }
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {t('sms.compose.startFrom')}
      </label>
      <select
        id={id}
        className="select min-h-11 w-full sm:w-auto sm:max-w-full"
        value={draft.isPending ? optionOf(draft.variables ?? null) : optionOf(value)}
        disabled={draft.isPending}
        aria-describedby={`${id}-status`}
        onChange={(event) => void choose(event.target.value)}
      >
        <option value="">{t('sms.compose.startNothing')}</option>
        {notices.data && notices.data.items.length > 0 ? (
          <optgroup label={t('sms.compose.notices')}>
            {notices.data.items.map((notice) => (
              <option key={notice.id} value={`notice:${notice.id}`}>
                {`${notice.title} (${formatDate(notice.date, i18n.language)})`}
              </option>
            ))}
          </optgroup>
        ) : null}
        {published.length > 0 ? (
          <optgroup label={t('sms.compose.results')}>
            {published.map((exam) => (
              <option key={exam.id} value={`result:${exam.id}`}>
                {inLanguage(exam.title, exam.titleBn, i18n.language)}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      <p id={`${id}-status`} aria-live="polite" className="mt-1 text-sm">
        {draft.isPending ? t('sms.compose.drafting') : null}
        {done && value ? t('sms.compose.drafted') : null}
        {draft.isError ? (
          <span className="text-error">
            {t('sms.compose.draftFailed')} {errorMessage(t, draft.error)}
          </span>
        ) : null}
      </p>
    </div>
  );
}
