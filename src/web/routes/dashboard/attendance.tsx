import { useMemo } from 'react';
import { can } from '../../../shared/permissions.ts';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { AttendanceSettingsPanel } from '../../features/attendance/components/attendance-settings.tsx';
import { TakeAttendance } from '../../features/attendance/components/take-attendance.tsx';
import { keptAttendance } from '../../features/attendance/lib/kept-register.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { isNetworkError } from '../../lib/kept-offline.ts';
import { useSession } from '../../lib/session.ts';

/**
 * Daily attendance (issue 48), on a teacher's phone: a class teacher takes their classes'
 * registers today, an admin any class's on any day up to today, and also sets the school's
 * days off, holidays and absence SMS. The session says which; with no network to ask, the
 * phone's copy of the screen says whose registers it keeps (the menu lets this screen
 * open without the session, DashboardItem.offline), and the server checks every save.
 */
export default function AttendanceRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const offline = session.isError && isNetworkError(session.error);
  const kept = useMemo(() => (offline ? keptAttendance() : null), [offline]);
  return (
    <DashboardPage title={t('dashboard.items.attendance')} heading={t('attendance.heading')}>
      <p className="mb-6 max-w-prose">{t('attendance.intro')}</p>
      {kept ? (
        <TakeAttendance user={kept.user} />
      ) : (
        <QueryState query={session}>
          {({ user }) =>
            user ? (
              <>
                <TakeAttendance user={user} />
                {can(user.role, 'manage:attendance') ? (
                  <section aria-labelledby="attendance-settings" className="mt-12 space-y-4">
                    <h2 id="attendance-settings" className="text-xl font-bold text-primary">
                      {t('attendance.settings.heading')}
                    </h2>
                    <p className="max-w-prose">{t('attendance.settings.intro')}</p>
                    <AttendanceSettingsPanel />
                  </section>
                ) : null}
              </>
            ) : null
          }
        </QueryState>
      )}
    </DashboardPage>
  );
}
