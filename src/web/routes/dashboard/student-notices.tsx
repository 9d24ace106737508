import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { PostActions, useMayChange } from '../../features/posts/components/post-actions.tsx';
import { PostCard } from '../../features/posts/components/post-card.tsx';
import { PostsList } from '../../features/posts/components/posts-list.tsx';
import { noticeClasses } from '../../features/posts/notice-classes.ts';
import { useTranslation } from '../../lib/i18n.ts';
import '../../locales/pages.ts';

/** Notices for students, newest first. */
export default function StudentNoticesRoute() {
  const { t, i18n } = useTranslation();
  const mayChange = useMayChange();
  return (
    <DashboardPage
      title={t('dashboard.items.studentNotice')}
      heading={t('posts.headings.studentNotices')}
    >
      <PostsList kind="studentNotices">
        {(notice) => (
          <PostCard
            heading={notice.subject}
            date={notice.date}
            author={notice.author}
            facts={[[t('posts.fields.grades'), noticeClasses(t, i18n.language, notice.grades)]]}
            body={notice.details}
            actions={
              mayChange(notice.createdById) ? (
                <PostActions kind="studentNotices" item={notice} what={notice.subject} />
              ) : null
            }
          />
        )}
      </PostsList>
    </DashboardPage>
  );
}
