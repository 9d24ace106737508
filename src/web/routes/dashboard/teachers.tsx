import { can } from '../../../shared/permissions.ts';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { useTeacherAccounts } from '../../features/accounts/api/get-teacher-accounts.ts';
import { useReorderTeachers } from '../../features/accounts/api/reorder-teachers.ts';
import { AccountsList } from '../../features/accounts/components/accounts-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';

/** Teachers (admins, issue 19): every teacher account, in the order of /teachers. */
export default function TeachersRoute() {
  const { t } = useTranslation();
  const role = useSession().data?.user?.role;
  const reorder = useReorderTeachers();
  return (
    <DashboardPage title={t('dashboard.items.teachers')} heading={t('accounts.teachersHeading')}>
      <p className="mb-4 max-w-prose">{t('accounts.teachersIntro')}</p>
      <AccountsList
        query={useTeacherAccounts()}
        total={(total) => t('accounts.teachersTotal', { total })}
        empty={t('accounts.noTeachers')}
        powers={{
          reset: can(role, 'reset:any-password'),
          edit: can(role, 'manage:accounts'),
          manage: can(role, 'deactivate:account') && can(role, 'delete:account'),
        }}
        reorder={(ids) => reorder.mutate(ids)}
      />
    </DashboardPage>
  );
}
