import { Page } from '../components/ui/page.tsx';
import { NoticesList } from '../features/notices/components/notices-list.tsx';
import { useTranslation } from '../lib/i18n.ts';

export default function NoticeRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('titles.notice')} heading={t('notices.heading')}>
      <NoticesList />
    </Page>
  );
}
