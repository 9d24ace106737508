import { useNavigate } from 'react-router';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { dashboardUrl } from '../../features/dashboard/menu-items.ts';
import { PostForm } from '../../features/posts/components/post-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Add Suggestion (teachers and admins): then Suggestions. */
export default function AddSuggestionRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DashboardPage
      title={t('dashboard.items.addSuggestion')}
      heading={t('posts.headings.addSuggestion')}
    >
      <PostForm
        kind="suggestions"
        onSaved={() => void navigate(dashboardUrl('studentSuggestion'))}
      />
    </DashboardPage>
  );
}
