import { contentQuery } from '../features/content/api/content.ts';
import { ContentPage } from '../features/content/components/content-page.tsx';
import { SportsView } from '../features/site/components/sports-view.tsx';
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
