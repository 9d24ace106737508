import { ContentPage } from '../components/content/content-page.tsx';
import { InstitutionView } from '../components/content/institution-view.tsx';
import { contentQuery } from '../lib/content.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useSite } from '../lib/site.ts';
import '../locales/pages.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [contentQuery('institution')];

/** Institution information: the facts a school must publish (EIIN, MPO, students, RTI). */
export default function InstitutionRoute() {
  const { t } = useTranslation();
  const eiin = useSite().data?.school.eiin;
  return (
    <ContentPage
      contentKey="institution"
      title={t('titles.institution')}
      heading={t('institution.heading')}
    >
      {(value) => <InstitutionView value={value} eiin={eiin} />}
    </ContentPage>
  );
}
