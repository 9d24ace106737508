import { can } from '../../../shared/permissions.ts';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { StudentsList } from '../../features/accounts/components/students-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';

export default function StudentsRoute() {
  const { t } = useTranslation();
  const role = useSession().data?.user?.role;
  return (
    <DashboardPage title={t('dashboard.items.students')} heading={t('accounts.studentsHeading')}>
      <StudentsList
        ready={role !== undefined}
        powers={{
          reset: can(role, 'reset:student-password'),
          edit: can(role, 'edit:student-account'),
          manage: can(role, 'deactivate:account') && can(role, 'delete:account'),
        }}
      />
    </DashboardPage>
  );
}
