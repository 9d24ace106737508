import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { AdmissionsReview } from '../../features/admissions/components/admissions-review.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export default function AdmissionsRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.admissions')} heading={t('admissions.heading')}>
      <AdmissionsReview />
    </DashboardPage>
  );
}
