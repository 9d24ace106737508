import { can } from '../../../shared/permissions.ts';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { useStudents } from '../../features/accounts/api/get-students.ts';
import { AccountsList } from '../../features/accounts/components/accounts-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';

export default function StudentsRoute() {
  const { t } = useTranslation();
  const role = useSession().data?.user?.role;
  return (
    <DashboardPage title={t('dashboard.items.students')} heading={t('accounts.studentsHeading')}>
      <AccountsList
        query={useStudents()}
        total={(total) => t('accounts.studentsTotal', { total })}
        empty={t('accounts.noStudents')}
        canReset={can(role, 'reset:student-password')}
      />
    </DashboardPage>
  );
}
