import { Archive } from 'lucide-react';
import { useRef } from 'react';
import { useRecentPassword } from '../../features/auth/components/recent-password.tsx';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/**
 * The admin downloads the whole site as one file (GET /api/backup; the cookie goes along).
 * The server wants the password typed again first; a download cannot be retried like a
 * call, so the password is asked before every download.
 */
export default function BackupRoute() {
  const { t } = useTranslation();
  const link = useRef<HTMLAnchorElement>(null);
  const { ask, dialog } = useRecentPassword();
  return (
    <DashboardPage title={t('dashboard.items.backup')} heading={t('backup.heading')}>
      <div className="max-w-prose space-y-4">
        <p>{t('backup.intro')}</p>
        <p className="font-medium">{t('backup.care')}</p>
        <button
          type="button"
          className="btn btn-primary"
          onClick={async () => {
            if (await ask()) link.current?.click();
          }}
        >
          <Archive aria-hidden="true" className="size-4" />
          {t('backup.download')}
        </button>
        {/* biome-ignore lint/a11y/useAnchorContent: clicked by the button above once the password is confirmed */}
        <a ref={link} href="/api/backup" download hidden tabIndex={-1} />
        <p className="text-sm">{t('backup.restore')}</p>
      </div>
      {dialog}
    </DashboardPage>
  );
}
