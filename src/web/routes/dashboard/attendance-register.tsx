import { can } from '../../../shared/permissions.ts';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { MonthlyRegister } from '../../features/attendance/components/monthly-register.tsx';
import { StudentsBelow } from '../../features/attendance/components/students-below.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';

/**
 * The attendance register (issue 48): a class's month as the school keeps it on paper,
 * to read, print on A4 landscape or download for Excel, and below it the students under a
 * share of days present. An admin reads every class, a class teacher their classes.
 */
export default function AttendanceRegisterRoute() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <DashboardPage
      title={t('dashboard.items.attendanceRegister')}
      heading={t('attendanceReports.heading')}
    >
      <p className="mb-6 max-w-prose">{t('attendanceReports.intro')}</p>
      <QueryState query={session}>
        {({ user }) => (
          <>
            <MonthlyRegister
              admin={can(user?.role, 'manage:attendance')}
              teacherId={user?.id ?? ''}
            />
            <StudentsBelow />
          </>
        )}
      </QueryState>
    </DashboardPage>
  );
}
