import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { ExamsList } from '../../features/results/admin/components/exams-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** The exams and each class's results (admins, issue 21): /dashboard/results. */
export default function ResultsRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.results')}>
      <ExamsList />
    </DashboardPage>
  );
}
