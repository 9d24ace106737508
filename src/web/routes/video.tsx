import { EmptyState } from '../components/ui/empty-state.tsx';
import { Page } from '../components/ui/page.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function VideoRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.video')} heading={t('titles.video')}>
      <EmptyState>{t('placeholder.video')}</EmptyState>
    </Page>
  );
}
