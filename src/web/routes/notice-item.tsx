import { useParams } from 'react-router';
import { NotFoundView } from '../components/ui/not-found-view.tsx';
import { QueryState } from '../components/ui/query-state.tsx';
import { noticeQuery, useNotice } from '../features/posts/api/get-notice.ts';
import { NoticeArticle } from '../features/posts/components/notice-article.tsx';
import '../locales/pages.ts';

/** What the page shows first: the notice its address names (/notice/:id). */
export const pageQueries = (_search: URLSearchParams, params: Readonly<Record<string, string>>) => [
  noticeQuery(params.id ?? ''),
];

/**
 * A notice's own page, the address a parent shares; the not-found page for a notice that
 * does not exist (its data is null), Retry when it could not be fetched.
 */
export default function NoticeItemRoute() {
  const notice = useNotice(useParams().id ?? '');
  return (
    <QueryState query={notice}>
      {(found) => (found ? <NoticeArticle notice={found} /> : <NotFoundView />)}
    </QueryState>
  );
}
