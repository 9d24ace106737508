import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { AuditLogList } from '../../features/audit/components/audit-log-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export default function AuditLogRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.auditLog')} heading={t('audit.heading')}>
      <p className="mb-6 max-w-prose">{t('audit.intro')}</p>
      <AuditLogList />
    </DashboardPage>
  );
}
