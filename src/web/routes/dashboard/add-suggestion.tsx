import { useNavigate } from 'react-router';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { PostForm } from '../../features/posts/components/post-form.tsx';
import { dashboardUrl } from '../../lib/dashboard-menu.ts';
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
