import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { NewAccountForm } from '../../features/accounts/components/new-account-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export default function AddAdminRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.addAdmin')}>
      <NewAccountForm accountRole="admin" />
    </DashboardPage>
  );
}
