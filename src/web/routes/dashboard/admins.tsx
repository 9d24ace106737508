import { can } from '../../../shared/permissions.ts';
import { useAdmins } from '../../features/accounts/api/get-admins.ts';
import { AccountsList } from '../../features/accounts/components/accounts-list.tsx';
import { useSession } from '../../features/auth/api/get-session.ts';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export default function AdminsRoute() {
  const { t } = useTranslation();
  const role = useSession().data?.user?.role;
  return (
    <DashboardPage title={t('dashboard.items.admins')} heading={t('accounts.adminsHeading')}>
      <AccountsList
        query={useAdmins()}
        total={(total) => t('accounts.adminsTotal', { total })}
        empty={t('accounts.noAdmins')}
        canReset={can(role, 'reset:any-password')}
      />
    </DashboardPage>
  );
}
