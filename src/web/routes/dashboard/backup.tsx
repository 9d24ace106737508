import { Archive } from 'lucide-react';
import { useCallback } from 'react';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { useRecentPassword } from '../../components/ui/recent-password.tsx';
import { FRESH_BACKUP_URL } from '../../features/backup/api/get-backups.ts';
import { KeptBackups } from '../../features/backup/components/kept-backups.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * The backups the site keeps, to download, and a fresh one made for the download (the
 * cookie goes along). The server wants the password typed again first; a download cannot
 * be retried like a call, so the password is asked before every download.
 */
export default function BackupRoute() {
  const { t } = useTranslation();
  const { ask, dialog } = useRecentPassword();
  const download = useCallback(
    async (href: string) => {
      if (!(await ask())) return;
      const link = document.createElement('a');
      link.href = href;
      link.download = '';
      link.hidden = true;
      document.body.append(link);
      link.click();
      link.remove();
    },
    [ask],
  );
  return (
    <DashboardPage title={t('dashboard.items.backup')} heading={t('backup.heading')}>
      <div className="max-w-prose space-y-4">
        <p>{t('backup.intro')}</p>
        <p className="font-medium">{t('backup.care')}</p>
      </div>
      <section aria-labelledby="kept-backups" className="mt-8 space-y-4">
        <h2 id="kept-backups" className="text-xl font-bold text-primary">
          {t('backup.keptHeading')}
        </h2>
        <KeptBackups onDownload={(href) => void download(href)} />
      </section>
      <section aria-labelledby="fresh-backup" className="mt-8 max-w-prose space-y-4">
        <h2 id="fresh-backup" className="text-xl font-bold text-primary">
          {t('backup.freshHeading')}
        </h2>
        <p>{t('backup.freshIntro')}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void download(FRESH_BACKUP_URL)}
        >
          <Archive aria-hidden="true" className="size-4" />
          {t('backup.download')}
        </button>
        <p className="text-sm">{t('backup.restore')}</p>
      </section>
      {dialog}
    </DashboardPage>
  );
}
