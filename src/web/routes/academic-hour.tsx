import { AcademicHoursView } from '../components/content/academic-hours-view.tsx';
import { ContentPage } from '../components/content/content-page.tsx';
import { contentQuery } from '../lib/content.ts';
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
