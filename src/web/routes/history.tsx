import { ContentPage } from '../components/content/content-page.tsx';
import { HistoryView } from '../components/content/history-view.tsx';
import { contentQuery } from '../lib/content.ts';
import { useTranslation } from '../lib/i18n.ts';
import { useSite } from '../lib/site.ts';
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
