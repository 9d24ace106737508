import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { SmsMonth, SmsPreview } from '../../../../shared/schemas/sms.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { takaAmount } from '../lib/money.ts';

type Reason = SmsPreview['skipped'][number]['reason'];
const REASONS: readonly Reason[] = ['no_number', 'invalid_number', 'opted_out'];

/** Whether queuing this message would take the month's spending past its cap (the server refuses it). */
export function overCap(preview: SmsPreview): boolean {
  const { spentPoisha, queuedPoisha, capPoisha } = preview.gateway.month;
  return capPoisha !== null && spentPoisha + queuedPoisha + preview.costPoisha > capPoisha;
}

/**
 * Whether the checked message can go: the site has a gateway, someone gets it, and the
 * month's cap allows it. A stopped gateway does not stop it: it waits for the resume.
 */
export function canSend(preview: SmsPreview): boolean {
  return preview.gateway.provider !== null && preview.recipients > 0 && !overCap(preview);
}

/** The month's spending in words: sent, waiting and the cap, in taka. */
export function monthWords(t: TFunction, month: SmsMonth, language: string): string {
  const taka = (poisha: number) => t('sms.taka', { amount: takaAmount(poisha, language) });
  const spent = taka(month.spentPoisha);
  const queued = taka(month.queuedPoisha);
  return month.capPoisha === null
    ? t('sms.preview.monthNoCap', { spent, queued })
    : t('sms.preview.month', { spent, queued, cap: taka(month.capPoisha) });
}

/**
 * What a checked message would be: how many get it, its parts and cost, the words each
 * language's readers get, who gets nothing and why, numbers shared, the month's spending
 * against the cap, and what stands in the way (no gateway, a stopped one, the cap).
 */
export function SmsPreviewPanel({
  preview,
  template,
  spending = true,
}: {
  preview: SmsPreview;
  /** An admission template: the texts shown are samples, each family's has its own details. */
  template: boolean;
  /** Whether the month's spending is shown (the office's; a class teacher sees their message's cost). */
  spending?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const { gateway } = preview;
  const taka = (poisha: number) => t('sms.taka', { amount: takaAmount(poisha, language) });
  const listedAll = preview.skipped.length === preview.skippedCount;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-box border-2 border-primary bg-base-100 p-4"
    >
      <h3 id={`${id}-heading`} className="text-lg font-bold text-primary">
        {t('sms.preview.heading')}
      </h3>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-lg font-semibold">
        <li>{t('sms.preview.recipients', { count: preview.recipients })}</li>
        <li>{t('sms.preview.parts', { count: preview.parts })}</li>
        <li>{t('sms.preview.cost', { amount: taka(preview.costPoisha) })}</li>
      </ul>

      {gateway.provider === null ? (
        <Warning tone="error">{t('sms.gateway.notSetUp')}</Warning>
      ) : null}
      {gateway.stopped ? (
        <Warning tone="warning">
          {t('sms.preview.stopped', { reason: t(`sms.failures.${gateway.stopped.failure}`) })}
        </Warning>
      ) : null}
      {overCap(preview) ? <Warning tone="error">{t('sms.preview.overCap')}</Warning> : null}
      {preview.recipients === 0 ? (
        <Warning tone="warning">{t('sms.preview.nobody')}</Warning>
      ) : null}

      {preview.languages.map((sample) => (
        <figure key={sample.language} className="space-y-1">
          <figcaption className="font-medium">
            {t('sms.preview.sampleOf', {
              language: t(`sms.languagesIn.${sample.language}`),
              count: sample.recipients,
            })}
            <span className="block text-sm font-normal">
              {t('sms.preview.partsEach', {
                count: sample.partsEach,
                rule: t(`sms.compose.encodings.${sample.encoding}`),
              })}
            </span>
          </figcaption>
          <blockquote
            lang={sample.language}
            className="max-w-prose rounded-box bg-base-200 p-3 whitespace-pre-line [overflow-wrap:anywhere]"
          >
            {sample.text}
          </blockquote>
        </figure>
      ))}
      {template && preview.languages.length > 0 ? (
        <p className="text-sm">{t('sms.preview.sampleNote')}</p>
      ) : null}

      {preview.skippedCount > 0 ? (
        <div className="space-y-1">
          <p className="font-medium">{t('sms.preview.skipped', { count: preview.skippedCount })}</p>
          {listedAll ? (
            <ul className="list-disc ps-5">
              {REASONS.map((reason) => {
                const count = preview.skipped.filter((s) => s.reason === reason).length;
                return count > 0 ? (
                  <li key={reason}>
                    {t('sms.preview.reasonCount', {
                      reason: t(`sms.preview.reasons.${reason}`),
                      count,
                    })}
                  </li>
                ) : null;
              })}
            </ul>
          ) : null}
          <details>
            <summary className="flex min-h-11 cursor-pointer items-center">
              {t('sms.preview.skippedNames')}
            </summary>
            <ul className="divide-y divide-base-300">
              {preview.skipped.map((s, index) => (
                // A name may come twice (two students of one name): its place tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is the server's, never reordered
                <li key={index} className="py-1 [overflow-wrap:anywhere]">
                  <span className="font-medium">{s.name}</span>
                  {' · '}
                  {t(`sms.preview.reasons.${s.reason}`)}
                </li>
              ))}
            </ul>
            {listedAll ? null : (
              <p className="text-sm">
                {t('sms.preview.skippedListed', { count: preview.skipped.length })}
              </p>
            )}
          </details>
        </div>
      ) : null}

      {preview.shared > 0 ? <p>{t('sms.preview.shared', { count: preview.shared })}</p> : null}
      {spending ? <p>{monthWords(t, gateway.month, language)}</p> : null}
    </section>
  );
}

function Warning({ tone, children }: { tone: 'warning' | 'error'; children: string }) {
  return (
    <p
      role="alert"
      className={`alert ${tone === 'error' ? 'alert-error' : 'alert-warning'} items-start`}
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
