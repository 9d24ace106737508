import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { PublishForm } from '../../features/posts/components/publish-form.tsx';
import { PublishedList } from '../../features/posts/components/published-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Add Notice (general, admins), and the published notices to edit or delete. */
export default function AddGeneralNoticeRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage
      title={t('dashboard.items.addGeneralNotice')}
      heading={t('posts.headings.addGeneralNotice')}
    >
      <p className="mb-6 max-w-prose">{t('posts.intros.addGeneralNotice')}</p>
      <PublishForm kind="notices" />
      <PublishedList kind="notices" />
    </DashboardPage>
  );
}
