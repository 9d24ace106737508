import { ContentPage } from '../components/content/content-page.tsx';
import { VideosView } from '../components/content/videos-view.tsx';
import { contentQuery } from '../lib/content.ts';
import { useTranslation } from '../lib/i18n.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [contentQuery('videos')];

export default function VideoRoute() {
  const { t } = useTranslation();
  return (
    <ContentPage contentKey="videos" title={t('titles.video')} heading={t('titles.video')}>
      {(value) => <VideosView value={value} />}
    </ContentPage>
  );
}
