import { ContentPage } from '../components/content/content-page.tsx';
import { SportsView } from '../components/content/sports-view.tsx';
import { contentQuery } from '../lib/content.ts';
import { useTranslation } from '../lib/i18n.ts';
import '../locales/pages.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [contentQuery('sports')];

/** A card for each sport the admin lists (SPEC.md's six: cricket to hockey). */
export default function SportRoute() {
  const { t } = useTranslation();
  return (
    <ContentPage contentKey="sports" title={t('titles.sport')} heading={t('sport.heading')}>
      {(value, images) => <SportsView value={value} images={images} />}
    </ContentPage>
  );
}
