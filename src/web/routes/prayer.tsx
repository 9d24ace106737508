import { contentQuery } from '../features/content/api/content.ts';
import { ContentPage } from '../features/content/components/content-page.tsx';
import { PrayerView } from '../features/site/components/prayer-view.tsx';
import { useTranslation } from '../lib/i18n.ts';
import '../locales/pages.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [contentQuery('prayer')];

export default function PrayerRoute() {
  const { t } = useTranslation();
  return (
    <ContentPage contentKey="prayer" title={t('titles.prayer')} heading={t('prayer.heading')}>
      {(value, images) => <PrayerView value={value} images={images} />}
    </ContentPage>
  );
}
