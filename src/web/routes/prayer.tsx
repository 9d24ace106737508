import { ContentPage } from '../components/content/content-page.tsx';
import { PrayerView } from '../components/content/prayer-view.tsx';
import { contentQuery } from '../lib/content.ts';
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
