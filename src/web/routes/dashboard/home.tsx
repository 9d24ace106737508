import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { AttendanceTodayCard } from '../../features/attendance/components/attendance-today.tsx';
import { useDashboard } from '../../features/dashboard/api/get-dashboard.ts';
import { AdminHome } from '../../features/dashboard/components/admin-home.tsx';
import { StudentHome, TeacherHome } from '../../features/dashboard/components/posts-home.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { nameIn } from '../../lib/names.ts';
import { useSession } from '../../lib/session.ts';

/**
 * The dashboard's first screen, where everyone lands after sign-in (issue 15): the server
 * decides what it holds for the role.
 */
export default function DashboardHomeRoute() {
  const { t, i18n } = useTranslation();
  const user = useSession().data?.user;
  const dashboard = useDashboard();
  return (
    <DashboardPage title={t('dashboardHome.heading')}>
      {user ? (
        <p className="mb-6 text-lg">
          {t('dashboardHome.welcome', { name: nameIn(user, i18n.language) || user.loginId })}
        </p>
      ) : null}
      <QueryState query={dashboard}>
        {(data) =>
          data.role === 'admin' ? (
            <AdminHome data={data} attendance={<AttendanceTodayCard />} />
          ) : data.role === 'teacher' ? (
            <TeacherHome data={data} attendance={<AttendanceTodayCard teacher />} />
          ) : (
            <StudentHome data={data} />
          )
        }
      </QueryState>
    </DashboardPage>
  );
}
