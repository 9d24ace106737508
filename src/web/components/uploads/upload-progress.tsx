import { X } from 'lucide-react';
import { formatNumber } from '../../lib/format-number.ts';
import { type TFunction, useTranslation } from '../../lib/i18n.ts';
import { localeOf } from '../../lib/local-date.ts';
import { sentFraction, type UploadSent } from './upload-form.ts';

const KB = 1024;
const MB = 1024 * 1024;

/** A size in the reader's digits: whole kilobytes under a megabyte, else megabytes to one decimal. */
export function formatSize(t: TFunction, bytes: number, language: string): string {
  if (bytes < MB)
    return t('files.kb', { size: formatNumber(Math.max(0, Math.ceil(bytes / KB)), language) });
  return t('files.mb', { size: formatNumber(Math.round((bytes / MB) * 10) / 10, language) });
}

const percentFormats = new Map<string, Intl.NumberFormat>();
/** 42 as '42%' ('৪২%' in Bangla). */
function formatPercent(percent: number, language: string): string {
  let f = percentFormats.get(language);
  if (!f) {
    f = new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(language, f);
  }
  return f.format(percent / 100);
}

/**
 * An upload under way: its bar, the share sent in per cent and "Sent X of Y" in the
 * reader's digits, and Cancel (when `onCancel` is given). Nothing while `sent` is null.
 */
export function UploadProgress({
  id,
  sent,
  label,
  onCancel,
  className,
}: {
  id: string;
  /** How much is sent; null when nothing is being uploaded. */
  sent: UploadSent | null;
  label: string;
  /** Stops the upload; without it there is no Cancel. */
  onCancel?: () => void;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  if (sent === null) return null;
  const known = sent.total > 0;
  const done = known && sent.loaded >= sent.total;
  // Floored: 100 % only once every byte is sent.
  const percent = Math.floor(sentFraction(sent) * 100);
  const percentText = formatPercent(percent, i18n.language);
  const detail = !known
    ? t('files.preparing')
    : done
      ? t('files.finishing')
      : t('files.sentOf', {
          sent: formatSize(t, sent.loaded, i18n.language),
          total: formatSize(t, sent.total, i18n.language),
        });
  return (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={id} className="mb-1 block text-sm">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <progress
          id={id}
          className="progress progress-primary min-w-0 flex-1"
          value={percent}
          max={100}
          aria-valuetext={`${percentText} ${detail}`}
        />
        <span className="shrink-0 text-sm font-medium tabular-nums" aria-hidden="true">
          {percentText}
        </span>
      </div>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p id={`${id}-detail`} className="text-sm tabular-nums">
          {detail}
        </p>
        {onCancel ? (
          <button
            type="button"
            className="btn btn-sm btn-outline min-h-11"
            aria-describedby={`${id}-label`}
            onClick={onCancel}
          >
            <X aria-hidden="true" className="size-4" />
            {t('files.cancel')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * A file's upload in a row of its own (an album photo's Replace, an academic file): the
 * progress (`${id}-progress`) while it runs and why it failed (`${id}-error`, announced),
 * each on a line of the row's full width.
 */
export function UploadState({
  id,
  error,
  ...progress
}: {
  id: string;
  sent: UploadSent | null;
  label: string;
  onCancel?: (() => void) | undefined;
  error: string | null;
}) {
  return (
    <>
      <UploadProgress id={`${id}-progress`} {...progress} className="basis-full" />
      {error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
