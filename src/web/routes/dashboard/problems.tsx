import { DashboardPage } from '../../components/ui/dashboard-page.tsx';
import { PostsList } from '../../features/posts/components/posts-list.tsx';
import { ProblemCard } from '../../features/posts/components/problem-card.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** Our Problems: newest first, each with its solutions; teachers and admins give solutions. */
export default function ProblemsRoute() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('dashboard.items.problems')} heading={t('posts.headings.problems')}>
      <PostsList kind="problems">
        {(problem, index) => <ProblemCard problem={problem} priority={index === 0} />}
      </PostsList>
    </DashboardPage>
  );
}
