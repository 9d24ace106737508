import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { AdmissionPeriodsEditor } from '../../features/admissions/components/admission-periods-editor.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Admission periods (admins): when each class's online admission is open, and its seats. */
export default function AdmissionPeriodsRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage
      title={t('dashboard.items.admissionPeriods')}
      heading={t('admissionPeriods.heading')}
    >
      <AdmissionPeriodsEditor />
    </DashboardPage>
  );
}
