import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { PublishForm } from '../../features/posts/components/publish-form.tsx';
import { PublishedList } from '../../features/posts/components/published-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Add Events (admins), and the published events to edit or delete. */
export default function AddEventRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.addEvent')} heading={t('posts.headings.addEvent')}>
      <p className="mb-6 max-w-prose">{t('posts.intros.addEvent')}</p>
      <PublishForm kind="events" />
      <PublishedList kind="events" />
    </DashboardPage>
  );
}
