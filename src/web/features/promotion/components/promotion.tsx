import { ArrowUpCircle, Undo2 } from 'lucide-react';
import { useId, useState } from 'react';
import { GRADES } from '../../../../shared/constants.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { isReauthRequired, useRecentPassword } from '../../../components/ui/recent-password.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDigits } from '../../../lib/format.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/local-date.ts';
import { nameIn } from '../../../lib/names.ts';
import { notify } from '../../../lib/notify.ts';
import {
  type LatestPromotion,
  type PromotionPreview,
  type PromotionStudent,
  type PromotionSummary,
  useLatestPromotion,
  usePromote,
  usePromotionPreview,
  useUndoPromotion,
} from '../api/promotion.ts';

/**
 * Year-end promotion (issue 19): while today's promotion may still be undone, what it did
 * and Undo; otherwise what happens in plain words, each class's active students with a
 * "Stays back" box, what will change (the server works it out), and Promote.
 */
export function Promotion() {
  const latest = useLatestPromotion();
  return (
    <QueryState query={latest}>
      {(last) =>
        last?.undoable ? <PromotionDone promotion={last} /> : <PromotionForm last={last} />
      }
    </QueryState>
  );
}

/** 'Promoted on 5 January 2027, 10:05 by Head Admin.' in the reader's language. */
function useWhen() {
  const { i18n } = useTranslation();
  return (at: string) => formatDateTime(at, i18n.language);
}

function PromotionDone({ promotion }: { promotion: PromotionSummary }) {
  const { t, i18n } = useTranslation();
  const when = useWhen();
  const undo = useUndoPromotion();
  const { withPassword, dialog } = useRecentPassword();
  const n = (value: number) => formatNumber(value, i18n.language);

  const confirm = async () => {
    try {
      await withPassword(() => undo.mutateAsync(promotion.id));
      void notify('success', t('promotion.undone'));
    } catch (error) {
      if (!isReauthRequired(error))
        void notify('error', `${t('promotion.undoFailed')} ${errorMessage(t, error)}`);
    }
  };

  return (
    <section aria-labelledby="promotion-done" className="max-w-prose space-y-4">
      <h2 id="promotion-done" className="text-xl font-bold text-primary">
        {t('promotion.doneHeading')}
      </h2>
      <p>
        {promotion.byName
          ? t('promotion.doneBy', { date: when(promotion.at), name: promotion.byName })
          : t('promotion.doneOn', { date: when(promotion.at) })}
      </p>
      <p className="font-medium">
        {t('promotion.doneCounts', {
          moved: n(promotion.counts.moved),
          passedOut: n(promotion.counts.passedOut),
          stayedBack: n(promotion.counts.stayedBack),
          renumbered: n(promotion.counts.renumbered),
        })}
      </p>
      <p>{t('promotion.undoHelp2')}</p>
      <button
        type="button"
        className="btn btn-outline btn-error min-h-11"
        disabled={undo.isPending}
        onClick={() => void confirm()}
      >
        <Undo2 aria-hidden="true" className="size-4" />
        {undo.isPending ? t('promotion.undoing') : t('promotion.undo')}
      </button>
      {dialog}
    </section>
  );
}

function PromotionForm({ last }: { last: LatestPromotion }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const when = useWhen();
  const [stayBack, setStayBack] = useState<string[]>([]);
  const roster = usePromotionPreview([]);
  const preview = usePromotionPreview(stayBack, roster.isSuccess);
  const promote = usePromote();
  const { withPassword, dialog } = useRecentPassword();
  const [confirming, setConfirming] = useState(false);

  const toggle = (studentId: string, stays: boolean) =>
    setStayBack((ids) =>
      stays ? [...ids, studentId] : ids.filter((other) => other !== studentId),
    );

  const apply = async () => {
    try {
      await withPassword(() => promote.mutateAsync(stayBack));
      setConfirming(false);
      void notify('success', t('promotion.promoted'));
    } catch (error) {
      if (!isReauthRequired(error))
        void notify('error', `${t('promotion.promoteFailed')} ${errorMessage(t, error)}`);
    }
  };

  const current = preview.data && !preview.isPlaceholderData ? preview.data : undefined;
  const totals = current ? totalsOf(current) : undefined;

  return (
    <>
      <div className="max-w-prose space-y-3">
        <p>{t('promotion.intro')}</p>
        <p>{t('promotion.passOut')}</p>
        <p>{t('promotion.stayBackHelp')}</p>
        <p className="font-medium">{t('promotion.undoHelp')}</p>
        {last ? (
          <p className="text-sm">
            {last.undoneAt
              ? t('promotion.lastUndone', { date: when(last.at) })
              : t('promotion.lastPromotion', { date: when(last.at) })}
          </p>
        ) : null}
      </div>

      <QueryState query={roster}>
        {(all) => (
          <>
            <section aria-labelledby={`${id}-classes`} className="mt-8">
              <h2 id={`${id}-classes`} className="mb-4 text-xl font-bold text-primary">
                {t('promotion.classesHeading')}
              </h2>
              <div className="grid gap-4 lg:grid-cols-2">
                {GRADES.map((grade) => (
                  <ClassList
                    key={grade}
                    heading={t('promotion.classHeading', { grade: t(`grades.${grade}`) })}
                    students={all.students.filter((s) => s.fromGrade === grade)}
                    stayBack={stayBack}
                    onToggle={toggle}
                    language={i18n.language}
                  />
                ))}
              </div>
            </section>

            <section
              aria-labelledby={`${id}-summary`}
              className="mt-8 max-w-prose space-y-3"
              aria-live="polite"
              aria-busy={!current}
            >
              <h2 id={`${id}-summary`} className="text-xl font-bold text-primary">
                {t('promotion.summaryHeading')}
              </h2>
              {preview.isError ? (
                <p role="alert" className="text-error">
                  {errorMessage(t, preview.error)}
                </p>
              ) : (
                <Summary preview={preview.data ?? all} stale={!current} language={i18n.language} />
              )}
              <button
                type="button"
                className="btn btn-primary min-h-11"
                disabled={!current || promote.isPending}
                onClick={() => setConfirming(true)}
              >
                <ArrowUpCircle aria-hidden="true" className="size-4" />
                {t('promotion.promote')}
              </button>
            </section>
          </>
        )}
      </QueryState>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('promotion.confirmTitle')}
      >
        {confirming && totals ? (
          <>
            <p>
              {t('promotion.confirmBody', {
                moved: formatNumber(totals.moved, i18n.language),
                passedOut: formatNumber(totals.passedOut, i18n.language),
              })}
            </p>
            <div className="modal-action flex-wrap">
              <button
                type="button"
                data-autofocus
                className="btn min-h-11"
                onClick={() => setConfirming(false)}
              >
                {t('promotion.cancel')}
              </button>
              <button
                type="button"
                className="btn btn-primary min-h-11"
                disabled={promote.isPending}
                onClick={() => void apply()}
              >
                {promote.isPending ? t('promotion.promoting') : t('promotion.promote')}
              </button>
            </div>
          </>
        ) : null}
      </Modal>
      {dialog}
    </>
  );
}

/** How many move up a class and how many pass out, over the school. */
function totalsOf(preview: PromotionPreview) {
  let moved = 0;
  let passedOut = 0;
  for (const c of preview.classes) {
    if (c.to === null) passedOut += c.moving;
    else moved += c.moving;
  }
  return { moved, passedOut };
}

/** One class's active students, each with a "Stays back" box (the whole row's height a finger's). */
function ClassList({
  heading,
  students,
  stayBack,
  onToggle,
  language,
}: {
  heading: string;
  students: PromotionStudent[];
  stayBack: readonly string[];
  onToggle: (id: string, stays: boolean) => void;
  language: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-box border border-base-300 bg-base-100 p-3"
    >
      <h3 id={id} className="font-semibold">
        {heading}{' '}
        <span className="text-sm font-normal">
          ({t('promotion.classCount', { count: students.length })})
        </span>
      </h3>
      {students.length === 0 ? (
        <p className="mt-2 text-sm">{t('promotion.noStudents')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-base-300">
          {students.map((s) => {
            const name = nameIn(s, language) || s.loginId;
            return (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-x-3">
                <span className="min-w-0 py-1 [overflow-wrap:anywhere]">
                  <span className="font-medium">{name}</span>
                  <span className="text-sm">
                    {' · '}
                    {s.section ? `${t('accounts.section', { value: s.section })} · ` : null}
                    {s.fromRoll
                      ? t('promotion.roll', { roll: formatDigits(s.fromRoll, language) })
                      : t('promotion.noRoll')}
                  </span>
                </span>
                <label className="flex min-h-11 min-w-11 cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-primary"
                    aria-label={`${t('promotion.staysBack')}: ${name}`}
                    checked={stayBack.includes(s.id)}
                    onChange={(event) => onToggle(s.id, event.target.checked)}
                  />
                  <span>{t('promotion.staysBack')}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** What will change: each class's move, and the stayers given a new roll. */
function Summary({
  preview,
  stale,
  language,
}: {
  preview: PromotionPreview;
  stale: boolean;
  language: string;
}) {
  const { t } = useTranslation();
  const n = (value: number) => formatNumber(value, language);
  const grade = (g: string) => t(`grades.${g}` as 'grades.vi');
  const renumbered = preview.students.filter((s) => s.staysBack && s.toRoll !== s.fromRoll);
  return (
    <div className={stale ? 'opacity-60' : ''}>
      <ul className="list-disc space-y-1 ps-5">
        {preview.classes.map((c) => (
          <li key={c.grade}>
            {c.students === 0
              ? t('promotion.emptyClass', { from: grade(c.grade) })
              : c.to
                ? t('promotion.moveUp', {
                    from: grade(c.grade),
                    to: grade(c.to),
                    moving: n(c.moving),
                    staying: n(c.stayingBack),
                  })
                : t('promotion.passingOut', {
                    from: grade(c.grade),
                    moving: n(c.moving),
                    staying: n(c.stayingBack),
                  })}
          </li>
        ))}
      </ul>
      <h3 className="mt-4 font-semibold">{t('promotion.rollChangesHeading')}</h3>
      {renumbered.length === 0 ? (
        <p>{t('promotion.noRollChanges')}</p>
      ) : (
        <ul className="list-disc space-y-1 ps-5">
          {renumbered.map((s) => (
            <li key={s.id} className="[overflow-wrap:anywhere]">
              {t('promotion.rollChange', {
                name: nameIn(s, language) || s.loginId,
                grade: grade(s.fromGrade),
                from: formatDigits(s.fromRoll ?? '', language),
                to: formatDigits(s.toRoll ?? '', language),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
