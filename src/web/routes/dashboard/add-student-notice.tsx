import { useNavigate } from 'react-router';
import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { PostForm } from '../../features/posts/components/post-form.tsx';
import { dashboardUrl } from '../../lib/dashboard-menu.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Add Notice for students (teachers and admins): then Student Notices. */
export default function AddStudentNoticeRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DashboardPage
      title={t('dashboard.items.addStudentNotice')}
      heading={t('posts.headings.addStudentNotice')}
    >
      <p className="mb-6 max-w-prose">{t('posts.intros.addStudentNotice')}</p>
      <PostForm
        kind="studentNotices"
        onSaved={() => void navigate(dashboardUrl('studentNotice'))}
      />
    </DashboardPage>
  );
}
