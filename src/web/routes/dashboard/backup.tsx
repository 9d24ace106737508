import { Archive } from 'lucide-react';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** The admin downloads the whole site as one file (GET /api/backup; the cookie goes along). */
export default function BackupRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.backup')} heading={t('backup.heading')}>
      <div className="max-w-prose space-y-4">
        <p>{t('backup.intro')}</p>
        <p className="font-medium">{t('backup.care')}</p>
        <a href="/api/backup" download className="btn btn-primary">
          <Archive aria-hidden="true" className="size-4" />
          {t('backup.download')}
        </a>
        <p className="text-sm">{t('backup.restore')}</p>
      </div>
    </DashboardPage>
  );
}
