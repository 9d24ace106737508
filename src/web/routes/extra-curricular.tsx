import { contentQuery } from '../features/content/api/content.ts';
import { ContentPage } from '../features/content/components/content-page.tsx';
import { TextPageView } from '../features/site/components/text-page-view.tsx';
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
