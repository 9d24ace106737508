import type { ReactNode } from 'react';
import type { StudentDashboard, TeacherDashboard } from '../../../../shared/schemas/dashboard.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { RecentPosts } from './recent-posts.tsx';

/**
 * A teacher's home: today's attendance of their classes (`attendance`, the attendance
 * feature's card, given by the route), problems waiting for a solution, and their own
 * notices and suggestions.
 */
export function TeacherHome({
  data,
  attendance,
}: {
  data: TeacherDashboard;
  attendance?: ReactNode;
}) {
  const { t } = useTranslation();
  const posts = (
    <div className="grid gap-6 md:grid-cols-2">
      <RecentPosts
        title={t('dashboardHome.teacher.unanswered')}
        list={data.unanswered}
        empty={t('dashboardHome.teacher.unansweredEmpty')}
        screen="problems"
      />
      <RecentPosts
        title={t('dashboardHome.teacher.myNotices')}
        list={data.myNotices}
        empty={t('dashboardHome.teacher.myNoticesEmpty')}
        screen="studentNotice"
        add="addStudentNotice"
      />
      <RecentPosts
        title={t('dashboardHome.teacher.mySuggestions')}
        list={data.mySuggestions}
        empty={t('dashboardHome.teacher.mySuggestionsEmpty')}
        screen="studentSuggestion"
        add="addSuggestion"
      />
    </div>
  );
  return attendance ? (
    <div className="grid gap-8">
      {attendance}
      {posts}
    </div>
  ) : (
    posts
  );
}

/** A student's home: their problems (with solutions) and blogs, and what is for their class. */
export function StudentHome({ data }: { data: StudentDashboard }) {
  const { t } = useTranslation();
  const forClass = data.grade !== null;
  return (
    <div className="grid gap-6">
      {forClass ? null : (
        // The class is the school's record (issue 19): a teacher sets it, not the student.
        <p className="max-w-prose">{t('dashboardHome.student.noClass')}</p>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <RecentPosts
          title={t('dashboardHome.student.myProblems')}
          list={data.myProblems}
          empty={t('dashboardHome.student.myProblemsEmpty')}
          screen="problems"
          add="addProblems"
          answers
        />
        <RecentPosts
          title={t('dashboardHome.student.myBlogs')}
          list={data.myBlogs}
          empty={t('dashboardHome.student.myBlogsEmpty')}
          screen="blogs"
          add="addBlogs"
        />
        <RecentPosts
          title={t(forClass ? 'dashboardHome.student.notices' : 'dashboardHome.student.allNotices')}
          list={data.notices}
          empty={t(forClass ? 'dashboardHome.student.noticesEmpty' : 'posts.empty.studentNotices')}
          screen="studentNotice"
        />
        <RecentPosts
          title={t(
            forClass ? 'dashboardHome.student.suggestions' : 'dashboardHome.student.allSuggestions',
          )}
          list={data.suggestions}
          empty={t(forClass ? 'dashboardHome.student.suggestionsEmpty' : 'posts.empty.suggestions')}
          screen="studentSuggestion"
        />
      </div>
    </div>
  );
}
