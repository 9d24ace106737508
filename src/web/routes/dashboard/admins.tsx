import { can } from '../../../shared/permissions.ts';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { useAdmins } from '../../features/accounts/api/get-admins.ts';
import { AccountsList } from '../../features/accounts/components/accounts-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';

export default function AdminsRoute() {
  const { t } = useTranslation();
  const role = useSession().data?.user?.role;
  return (
    <DashboardPage title={t('dashboard.items.admins')} heading={t('accounts.adminsHeading')}>
      <AccountsList
        query={useAdmins()}
        total={(total) => t('accounts.adminsTotal', { total })}
        empty={t('accounts.noAdmins')}
        powers={{
          reset: can(role, 'reset:any-password'),
          edit: can(role, 'manage:accounts'),
          manage: can(role, 'deactivate:account') && can(role, 'delete:account'),
        }}
      />
    </DashboardPage>
  );
}
