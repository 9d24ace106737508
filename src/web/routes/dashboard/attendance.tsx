import { can } from '../../../shared/permissions.ts';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { AttendanceSettingsPanel } from '../../features/attendance/components/attendance-settings.tsx';
import { TakeAttendance } from '../../features/attendance/components/take-attendance.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';

/**
 * Daily attendance (issue 48), on a teacher's phone: a class teacher takes their classes'
 * registers today, an admin any class's on any day up to today, and also sets the school's
 * days off, holidays and absence SMS. The session says which.
 */
export default function AttendanceRoute() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <DashboardPage title={t('dashboard.items.attendance')} heading={t('attendance.heading')}>
      <p className="mb-6 max-w-prose">{t('attendance.intro')}</p>
      <QueryState query={session}>
        {({ user }) => {
          const admin = can(user?.role, 'manage:attendance');
          return (
            <>
              <TakeAttendance admin={admin} teacherId={user?.id ?? ''} />
              {admin ? (
                <section aria-labelledby="attendance-settings" className="mt-12 space-y-4">
                  <h2 id="attendance-settings" className="text-xl font-bold text-primary">
                    {t('attendance.settings.heading')}
                  </h2>
                  <p className="max-w-prose">{t('attendance.settings.intro')}</p>
                  <AttendanceSettingsPanel />
                </section>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </DashboardPage>
  );
}
