import { useParams } from 'react-router';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import {
  AdmissionLottery,
  useLotteryPeriod,
} from '../../features/admissions/components/admission-lottery.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** A closed admission period's lottery (admins), opened from Admission Periods: /dashboard/admissionLottery/<id>. */
export default function AdmissionLotteryRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { period } = useLotteryPeriod(id);
  const title = period
    ? t('admissionLottery.title', { grade: t(`grades.${period.grade}`) })
    : t('admissionLottery.open');
  return (
    <DashboardPage title={title}>
      <AdmissionLottery periodId={id} />
    </DashboardPage>
  );
}
