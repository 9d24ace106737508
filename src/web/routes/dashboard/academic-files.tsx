import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { AcademicFiles } from '../../features/documents/components/academic-files.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Academic Files (admins): class routines, syllabi and the academic calendar. */
export default function AcademicFilesRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.academicFiles')} heading={t('academicFiles.heading')}>
      <AcademicFiles />
    </DashboardPage>
  );
}
