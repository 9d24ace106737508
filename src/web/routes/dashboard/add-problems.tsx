import { useNavigate } from 'react-router';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { PostForm } from '../../features/posts/components/post-form.tsx';
import { dashboardUrl } from '../../lib/dashboard-menu.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Add Problems (students): then Our Problems. */
export default function AddProblemsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DashboardPage
      title={t('dashboard.items.addProblems')}
      heading={t('posts.headings.addProblems')}
    >
      <PostForm kind="problems" onSaved={() => void navigate(dashboardUrl('problems'))} />
    </DashboardPage>
  );
}
