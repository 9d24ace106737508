import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { StudentImport } from '../../features/accounts/components/student-import.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export default function ImportStudentsRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.importStudents')}>
      <StudentImport />
    </DashboardPage>
  );
}
