import { ContentPage } from '../features/content/components/content-page.tsx';
import { VideosView } from '../features/site/components/videos-view.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function VideoRoute() {
  const { t } = useTranslation();
  return (
    <ContentPage contentKey="videos" title={t('titles.video')} heading={t('titles.video')}>
      {(value) => <VideosView value={value} />}
    </ContentPage>
  );
}
