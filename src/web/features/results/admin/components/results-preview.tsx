import { FileCheck2 } from 'lucide-react';
import { useState } from 'react';
import type { SubjectScheme } from '../../../../../shared/grading.ts';
import type { ResultSaveMode } from '../../../../../shared/schemas/results.ts';
import { ruleMessage } from '../../../../lib/error-message.ts';
import { localizeDigits } from '../../../../lib/format.ts';
import { formatNumber } from '../../../../lib/format-number.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { nameIn } from '../../../../lib/names.ts';
import type { ResultPreview, ResultRow } from '../api/class-results.ts';
import { columnName } from '../sheet-files.ts';

const CHANGE_BADGES = { new: 'badge-info', changed: 'badge-warning', same: 'badge-ghost' } as const;

/**
 * What the file would save (issue 21): the counts, the saved students a correction keeps
 * or a replacement removes (asked first), the columns not read, and every row with its
 * problems named by the subject, paper and part. Saved only when every row is ready.
 */
export function ResultsPreview({
  preview,
  subjects,
  plainCsv,
  mode,
  saving,
  onSave,
  onAnother,
}: {
  preview: ResultPreview;
  /** The subjects the file was checked with: its columns' names. */
  subjects: readonly SubjectScheme[];
  plainCsv: boolean;
  /** Whether saving corrects the rows in the file or replaces the class's results. */
  mode: ResultSaveMode;
  saving: boolean;
  onSave: () => void;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const n = (value: number) => formatNumber(value, language);
  const total = preview.rows.length;
  const withProblems = preview.rows.filter((r) => r.problems.length > 0);
  const allReady = total > 0 && preview.ready === total;
  const [onlyProblems, setOnlyProblems] = useState(true);
  // Removing saved results is said and agreed to before Save is on.
  const [removalAgreed, setRemovalAgreed] = useState(false);
  const removes = preview.removed.length > 0;
  const shown = onlyProblems && withProblems.length > 0 ? withProblems : preview.rows;
  const count = (change: ResultRow['change']) =>
    preview.rows.filter((r) => r.change === change).length;
  const counts = [
    ['ready', preview.ready],
    ['problems', withProblems.length],
    ['new', count('new')],
    ['changed', count('changed')],
    ['same', count('same')],
    ['removed', preview.removed.length],
  ] as const;
  return (
    <section aria-labelledby="results-preview-heading" className="space-y-4">
      <h3 id="results-preview-heading" className="text-lg font-semibold">
        {t('resultsAdmin.previewHeading')}
      </h3>
      <div role="status" className="space-y-1">
        <p className="font-semibold">
          {t('resultsAdmin.summary', { ready: n(preview.ready), total: n(total) })}
        </p>
        <p>
          {total === 0
            ? t('resultsAdmin.noRows')
            : allReady
              ? t(mode === 'replace' ? 'resultsAdmin.allReady' : 'resultsAdmin.allReadyCorrect')
              : t('resultsAdmin.saveBlocked', { count: withProblems.length })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {counts.map(([key, value]) => (
          <div
            key={key}
            className={`rounded border p-2 ${key === 'problems' && value > 0 ? 'border-error bg-error/5' : 'border-base-300 bg-base-100'}`}
          >
            <dt className="text-sm">{t(`resultsAdmin.counts.${key}`)}</dt>
            <dd className="text-xl font-bold">{n(value)}</dd>
          </div>
        ))}
      </dl>
      {plainCsv ? <p className="alert alert-warning block">{t('resultsAdmin.plainCsv')}</p> : null}
      {preview.kept > 0 ? (
        <p className="alert alert-info block">
          {t('resultsAdmin.keptRolls', { count: preview.kept })}
        </p>
      ) : null}
      {removes ? (
        <div className="alert alert-warning block space-y-2">
          <p>
            {t('resultsAdmin.removedRolls', {
              rolls: preview.removed.map((r) => localizeDigits(r, language)).join(', '),
            })}
          </p>
          <label className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="checkbox"
              checked={removalAgreed}
              onChange={(e) => setRemovalAgreed(e.target.checked)}
            />
            {t('resultsAdmin.agreeRemoval', { count: preview.removed.length })}
          </label>
        </div>
      ) : null}
      {preview.ignoredColumns.length > 0 ? (
        <p className="text-sm">
          {t('resultsAdmin.ignored', { columns: preview.ignoredColumns.join(', ') })}
        </p>
      ) : null}
      {withProblems.length > 0 && withProblems.length < total ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={onlyProblems}
            onChange={(e) => setOnlyProblems(e.target.checked)}
          />
          {t('resultsAdmin.onlyProblems')}
        </label>
      ) : null}
      <ol aria-label={t('resultsAdmin.rowsLabel')} className="space-y-2">
        {shown.map((row) => (
          <RowItem key={row.line} row={row} subjects={subjects} />
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary min-h-11"
          disabled={!allReady || saving || (removes && !removalAgreed)}
          onClick={onSave}
        >
          <FileCheck2 aria-hidden="true" className="size-4" />
          {saving ? t('resultsAdmin.savingResults') : t('resultsAdmin.save', { count: total })}
        </button>
        <button type="button" className="btn btn-outline min-h-11" onClick={onAnother}>
          {t('resultsAdmin.another')}
        </button>
      </div>
    </section>
  );
}

/** One student's row: who, whether it is new or changed, and what is wrong, cell by cell. */
function RowItem({ row, subjects }: { row: ResultRow; subjects: readonly SubjectScheme[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const bad = row.problems.length > 0;
  const name = nameIn(row, language);
  return (
    <li
      className={`rounded border p-3 ${bad ? 'border-error bg-error/5' : 'border-base-300 bg-base-100'}`}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 break-words">
        <span className="font-semibold">{t('resultsAdmin.line', { n: row.line })}</span>
        <span>
          {[row.roll && t('resultsAdmin.roll', { roll: localizeDigits(row.roll, language) }), name]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {row.change === 'same' ? null : (
          <span className={`badge badge-sm ${CHANGE_BADGES[row.change]}`}>
            {t(`resultsAdmin.changes.${row.change}`)}
          </span>
        )}
      </p>
      {bad ? (
        <ul className="mt-1 list-disc ps-6 text-error">
          {row.problems.map((p) => (
            <li key={`${p.field}-${p.rule.name}`}>
              {columnName(p.field, subjects, language)}: {ruleMessage(t, p.rule)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
