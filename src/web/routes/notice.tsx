import { NOTICES_PAGE_SIZE } from '../../shared/constants.ts';
import { Page } from '../components/ui/page.tsx';
import { noticesPageOf, noticesQuery } from '../features/posts/api/get-notices.ts';
import { NoticesList } from '../features/posts/components/notices-list.tsx';
import { useTranslation } from '../lib/i18n.ts';
import '../locales/pages.ts';

/** What the page shows first (src/shared/page-data.ts lists the same addresses). */
export const pageQueries = (search: URLSearchParams) => [
  noticesQuery(noticesPageOf(search), NOTICES_PAGE_SIZE),
];

export default function NoticeRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.notice')} heading={t('notice.heading')}>
      <NoticesList />
    </Page>
  );
}
