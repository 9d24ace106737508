import { Download, TriangleAlert } from 'lucide-react';
import {
  BACKUP_FAILURES,
  type BackupFailure,
  type BackupsList,
} from '../../../../shared/schemas/backups.ts';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDigits } from '../../../lib/format.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { formatDateTime } from '../../../lib/local-date.ts';
import { keptBackupUrl, useBackups } from '../api/get-backups.ts';

const MiB = 1024 * 1024;

/** The server's words for a failure an admin can act on, in the reader's language; others as written. */
function reason(t: TFunction, error: string): string {
  const known = Object.entries(BACKUP_FAILURES).find(([, text]) => text === error)?.[0];
  return known ? t(`backup.failures.${known as keyof typeof BACKUP_FAILURES}`) : error;
}

/** '02:30' in the reader's digits. */
const clock = (time: string, language: string) =>
  time.replace(/\d/g, (d) => formatDigits(Number(d), language));

/**
 * The backups the site makes by itself and keeps on the server: when they are made, a
 * failure since the last good one (or a word on an older one), and each kept file with a
 * download button. `onDownload` starts a download (after the password is typed again).
 */
export function KeptBackups({ onDownload }: { onDownload: (href: string) => void }) {
  const { t, i18n } = useTranslation();
  const backups = useBackups();
  return (
    <QueryState query={backups}>
      {(data) => (
        <div className="space-y-4">
          <p className="max-w-prose">
            {data.schedule.time
              ? t('backup.schedule', {
                  time: clock(data.schedule.time, i18n.language),
                  keep: data.schedule.keep,
                })
              : t('backup.scheduleOff')}
          </p>
          <FailureNotice data={data} />
          {data.items.length === 0 ? (
            <p className="rounded-box bg-base-200 p-4">{t('backup.empty')}</p>
          ) : (
            <div className="overflow-x-auto rounded-box border border-base-300">
              <table className="table">
                <thead className="bg-base-200 text-base-content">
                  <tr>
                    <th scope="col">{t('backup.when')}</th>
                    <th scope="col">{t('backup.size')}</th>
                    <th scope="col">{t('backup.file')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((item) => {
                    const date = formatDateTime(item.startedAt, i18n.language);
                    return (
                      <tr key={item.id}>
                        <th scope="row" className="font-normal">
                          <time dateTime={item.startedAt}>{date}</time>
                        </th>
                        <td>
                          {item.sizeBytes === null
                            ? ''
                            : t('backup.sizeMb', {
                                size: formatNumber(
                                  Math.max(0.1, Math.round((item.sizeBytes / MiB) * 10) / 10),
                                  i18n.language,
                                ),
                              })}
                        </td>
                        <td>
                          <button
                            type="button"
                            className="btn btn-sm btn-outline btn-primary"
                            aria-label={t('backup.downloadKeptLabel', { date })}
                            onClick={() => onDownload(keptBackupUrl(item.id))}
                          >
                            <Download aria-hidden="true" className="size-4" />
                            {t('backup.downloadKept')}
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </QueryState>
  );
}

/** A failure since the last good backup, clearly; an older one, in a word. */
function FailureNotice({ data }: { data: BackupsList }) {
  const { t, i18n } = useTranslation();
  const failure: BackupFailure | null = data.lastFailure;
  if (!failure) return null;
  const date = formatDateTime(failure.startedAt, i18n.language);
  const since = !data.lastGoodAt || failure.startedAt > data.lastGoodAt;
  if (!since) return <p className="text-sm">{t('backup.olderFailure', { date })}</p>;
  return (
    <div role="alert" className="alert alert-error items-start">
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-bold">{t('backup.failedTitle')}</p>
        <p>
          {t('backup.failedBody', {
            date,
            kind: t(`backup.kinds.${failure.kind}`),
            reason: reason(t, failure.error),
          })}
        </p>
        <p>{t('backup.failedAdvice')}</p>
      </div>
    </div>
  );
}
