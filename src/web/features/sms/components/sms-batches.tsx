import { Ban, ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import type { Grade } from '../../../../shared/constants.ts';
import { SMS_STATUSES, type SmsStatus } from '../../../../shared/schemas/sms.ts';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDigits, localizeDigits } from '../../../lib/format.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/local-date.ts';
import { useCancelSmsBatch } from '../api/cancel-sms-batch.ts';
import { useAdmissionPeriods } from '../api/get-audience-sources.ts';
import { useSmsBatch } from '../api/get-sms-batch.ts';
import { type SmsBatch, stillSending, useSmsBatches } from '../api/get-sms-batches.ts';
import { takaAmount } from '../lib/money.ts';

const BADGES: Record<SmsStatus, string> = {
  queued: 'badge-neutral badge-outline',
  sending: 'badge-info',
  sent: 'badge-primary',
  delivered: 'badge-success',
  failed: 'badge-error',
  cancelled: 'badge-neutral',
};

/**
 * The messages sent, newest first (sms.batches): each one's words in the reader's language
 * (else the other), who it was for, when and by whom, how many of its messages are at
 * each step, and its cost. The list follows the messages still on their way. Details open
 * in place: the numbers not reached with why, and Cancel for what has not gone yet. A
 * class teacher (`mine`) gets their own messages only (the server's choice).
 */
export function SmsBatches({ mine = false }: { mine?: boolean }) {
  const { t } = useTranslation();
  const batches = useSmsBatches();
  // An applicants' batch is named by its period's class and year, in the reader's words.
  const periods = useAdmissionPeriods(
    !!batches.data?.items.some((batch) => batch.audience.kind === 'applicants'),
  ).data?.items;
  return (
    <QueryState
      query={batches}
      isEmpty={(data) => data.items.length === 0}
      empty={mine ? t('sms.batches.mineEmpty') : t('sms.batches.empty')}
    >
      {(data) => (
        <>
          {stillSending(data) ? <p className="mb-2 text-sm">{t('sms.batches.moving')}</p> : null}
          <ul
            aria-label={t('sms.batches.label')}
            className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100"
          >
            {data.items.map((batch) => (
              <BatchItem key={batch.id} batch={batch} periods={periods ?? []} />
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}

/** The words a reader of `language` sees of a batch: theirs, else the other language's. */
function wordsOf(batch: SmsBatch, language: string): { text: string; lang: 'en' | 'bn' } {
  const own = language === 'bn' ? batch.textBn : batch.textEn;
  if (own) return { text: own, lang: language === 'bn' ? 'bn' : 'en' };
  return language === 'bn'
    ? { text: batch.textEn, lang: 'en' }
    : { text: batch.textBn, lang: 'bn' };
}

type Period = { id: string; grade: Grade; opensOn: string };

/**
 * Who a batch was for, in the reader's words: every guardian, some classes' (sections
 * kept as written), the teachers, one person (by name), or an admission period's
 * applicants (its class and year). The server's own few words where the browser has none.
 */
function audienceWords(
  t: TFunction,
  batch: SmsBatch,
  periods: readonly Period[],
  language: string,
): string {
  const { audience } = batch;
  switch (audience.kind) {
    case 'guardians':
      return audience.classes.length === 0
        ? t('sms.compose.audiences.guardians')
        : t('sms.batches.audiences.classes', {
            classes: audience.classes
              .map((c) => `${t(`grades.${c.grade}`)}${c.section ? ` ${c.section}` : ''}`)
              .join(', '),
          });
    case 'teachers':
      return t('sms.compose.audiences.teachers');
    case 'person':
      return t('sms.batches.audiences.person', { name: batch.audienceName });
    case 'applicants': {
      const period = periods.find((p) => p.id === audience.periodId);
      return period
        ? t('sms.batches.audiences.applicants', {
            grade: t(`grades.${period.grade}`),
            year: formatDigits(period.opensOn.slice(0, 4), language),
          })
        : t('sms.batches.audiences.applicantsOf', { name: batch.audienceName });
    }
  }
}

function BatchItem({ batch, periods }: { batch: SmsBatch; periods: readonly Period[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const [open, setOpen] = useState(false);
  const words = wordsOf(batch, language);
  return (
    <li className="space-y-2 p-4">
      <p
        lang={words.lang}
        className="line-clamp-4 whitespace-pre-line font-medium [overflow-wrap:anywhere]"
      >
        {words.text}
      </p>
      <p className="text-sm [overflow-wrap:anywhere]">
        {batch.source !== 'custom' ? (
          <span className="badge badge-ghost me-2">{t(`sms.batches.sources.${batch.source}`)}</span>
        ) : null}
        {t('sms.batches.meta', {
          audience: audienceWords(t, batch, periods, language),
          date: formatDateTime(batch.createdAt, language),
          name: batch.createdByName,
        })}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Counts counts={batch.counts} />
        <span className="text-sm">
          {t('sms.batches.cost', {
            amount: t('sms.taka', { amount: takaAmount(batch.costPoisha, language) }),
          })}
        </span>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm min-h-11 px-2"
        aria-expanded={open}
        aria-controls={`${id}-detail`}
        onClick={() => setOpen((was) => !was)}
      >
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
        {open ? t('sms.batches.close') : t('sms.batches.open')}
      </button>
      <div id={`${id}-detail`} hidden={!open}>
        {open ? <BatchDetail id={batch.id} /> : null}
      </div>
    </li>
  );
}

/** How many of a batch's messages are at each step, as small badges (the steps with none left out). */
function Counts({ counts }: { counts: SmsBatch['counts'] }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-1">
      {SMS_STATUSES.filter((status) => counts[status] > 0).map((status) => (
        <li key={status} className={`badge ${BADGES[status]}`}>
          {t('sms.batches.count', {
            status: t(`sms.batches.statuses.${status}`),
            count: counts[status],
          })}
        </li>
      ))}
    </ul>
  );
}

/** One batch opened: the numbers it did not reach and why, and Cancel for what waits. */
function BatchDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const batch = useSmsBatch(id);
  const cancel = useCancelSmsBatch();
  return (
    <QueryState query={batch}>
      {(detail) => (
        <div className="space-y-3 rounded-box bg-base-200 p-3">
          <h3 className="font-semibold">{t('sms.batches.failuresHeading')}</h3>
          {detail.failures.length === 0 ? (
            <p className="text-sm">{t('sms.batches.noFailures')}</p>
          ) : (
            <ul className="divide-y divide-base-300">
              {detail.failures.map((failure) => (
                <li key={failure.phone} className="py-2 [overflow-wrap:anywhere]">
                  <span className="font-medium">{failure.name}</span>
                  {' · '}
                  <span className="whitespace-nowrap">
                    {localizeDigits(failure.phone, language)}
                  </span>
                  <span className="block">{t(`sms.failures.${failure.failure}`)}</span>
                  {failure.detail ? (
                    <span lang="en" className="block text-xs">
                      {failure.detail}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {detail.counts.failed > detail.failures.length ? (
            <p className="text-sm">
              {t('sms.batches.failuresListed', { count: detail.failures.length })}
            </p>
          ) : null}
          {detail.counts.queued > 0 ? (
            <ConfirmButton
              label={t('sms.batches.cancel')}
              ariaLabel={t('sms.batches.cancel')}
              icon={<Ban aria-hidden="true" className="size-4" />}
              className="btn-outline btn-error min-h-11"
              confirmClass="btn-error"
              question={t('sms.batches.cancelQuestion')}
              cancel={t('sms.batches.keep')}
              pendingLabel={t('sms.batches.cancelling')}
              done={t('sms.batches.cancelled')}
              failed={t('sms.batches.cancelFailed')}
              onConfirm={() => cancel.mutateAsync(id)}
            >
              <p>{t('sms.batches.cancelBody', { count: detail.counts.queued })}</p>
            </ConfirmButton>
          ) : null}
        </div>
      )}
    </QueryState>
  );
}
