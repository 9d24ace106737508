import { AdmissionsReview } from '../../features/admissions/components/admissions-review.tsx';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export default function AdmissionsRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.admissions')} heading={t('admissions.heading')}>
      <AdmissionsReview />
    </DashboardPage>
  );
}
