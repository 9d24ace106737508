import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { PostActions, useMayChange } from '../../features/posts/components/post-actions.tsx';
import { PostCard } from '../../features/posts/components/post-card.tsx';
import { PostsList } from '../../features/posts/components/posts-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Our Blogs: every student's blog, newest first. */
export default function BlogsRoute() {
  const { t } = useTranslation();
  const mayChange = useMayChange();
  return (
    <DashboardPage title={t('dashboard.items.blogs')} heading={t('posts.headings.blogs')}>
      <PostsList kind="blogs">
        {(blog) => (
          <PostCard
            heading={blog.subject}
            date={blog.date}
            author={blog.author}
            body={blog.description}
            actions={
              mayChange(blog.createdById) ? (
                <PostActions kind="blogs" item={blog} what={blog.subject} />
              ) : null
            }
          />
        )}
      </PostsList>
    </DashboardPage>
  );
}
