import { contentQuery } from '../features/content/api/content.ts';
import { ContentPage } from '../features/content/components/content-page.tsx';
import { useSite } from '../features/site/api/get-site.ts';
import { HistoryView } from '../features/site/components/history-view.tsx';
import { useTranslation } from '../lib/i18n.ts';
import '../locales/pages.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = [contentQuery('history')];

export default function HistoryRoute() {
  const { t } = useTranslation();
  const established = useSite().data?.school.established;
  return (
    <ContentPage contentKey="history" title={t('titles.history')} heading={t('history.heading')}>
      {(value) => <HistoryView value={value} established={established} />}
    </ContentPage>
  );
}
