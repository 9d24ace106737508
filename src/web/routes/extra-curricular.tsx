import { ContentPage } from '../components/content/content-page.tsx';
import { TextPageView } from '../components/content/text-page-view.tsx';
import { contentQuery } from '../lib/content.ts';
import { useTranslation } from '../lib/i18n.ts';
import '../locales/pages.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [contentQuery('extra-curricular')];

export default function ExtraCurricularRoute() {
  const { t } = useTranslation();
  return (
    <ContentPage
      contentKey="extra-curricular"
      title={t('titles.extraCurricular')}
      heading={t('extraCurricular.heading')}
    >
      {(value) => <TextPageView value={value} />}
    </ContentPage>
  );
}
