import { useNavigate } from 'react-router';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { dashboardUrl } from '../../features/dashboard/menu-items.ts';
import { PostForm } from '../../features/posts/components/post-form.tsx';
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
