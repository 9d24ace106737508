import { useNavigate } from 'react-router';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page.tsx';
import { dashboardUrl } from '../../features/dashboard/menu-items.ts';
import { PostForm } from '../../features/posts/components/post-form.tsx';
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
