import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { Promotion } from '../../features/promotion/components/promotion.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Year-end promotion of the whole school (admins; issue 19). */
export default function PromotionRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.promotion')} heading={t('promotion.heading')}>
      <Promotion />
    </DashboardPage>
  );
}
