import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { MyAttendance } from '../../features/attendance/components/my-attendance.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** A student's own attendance (issue 48): a month's days with their marks, and the year so far. */
export default function MyAttendanceRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.myAttendance')} heading={t('myAttendance.heading')}>
      <p className="mb-6 max-w-prose">{t('myAttendance.intro')}</p>
      <MyAttendance />
    </DashboardPage>
  );
}
