import { ContentPage } from '../features/content/components/content-page.tsx';
import { AcademicHoursView } from '../features/site/components/academic-hours-view.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function AcademicHourRoute() {
  const { t } = useTranslation();
  return (
    <ContentPage
      contentKey="academic-hours"
      title={t('titles.academicHour')}
      heading={t('academicHour.heading')}
    >
      {(value) => <AcademicHoursView value={value} />}
    </ContentPage>
  );
}
