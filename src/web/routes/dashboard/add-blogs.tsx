import { useNavigate } from 'react-router';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { PostForm } from '../../features/posts/components/post-form.tsx';
import { dashboardUrl } from '../../lib/dashboard-menu.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Add Blogs (students): then Our Blogs. */
export default function AddBlogsRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DashboardPage title={t('dashboard.items.addBlogs')} heading={t('posts.headings.addBlogs')}>
      <PostForm kind="blogs" onSaved={() => void navigate(dashboardUrl('blogs'))} />
    </DashboardPage>
  );
}
