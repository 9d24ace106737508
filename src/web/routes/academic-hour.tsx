import { contentQuery } from '../features/content/api/content.ts';
import { ContentPage } from '../features/content/components/content-page.tsx';
import { AcademicHoursView } from '../features/site/components/academic-hours-view.tsx';
import { useTranslation } from '../lib/i18n.ts';
import '../locales/pages.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [contentQuery('academic-hours')];

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
