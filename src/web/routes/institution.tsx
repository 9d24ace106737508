import { contentQuery } from '../features/content/api/content.ts';
import { ContentPage } from '../features/content/components/content-page.tsx';
import { useSite } from '../features/site/api/get-site.ts';
import { InstitutionView } from '../features/site/components/institution-view.tsx';
import { useTranslation } from '../lib/i18n.ts';
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
