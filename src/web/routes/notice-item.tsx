import { useParams } from 'react-router';
import { ErrorState } from '../components/ui/error-state.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { noticeQuery, useNotice } from '../features/posts/api/get-notice.ts';
import { NoticeArticle } from '../features/posts/components/notice-article.tsx';
import '../locales/pages.ts';
import NotFoundRoute from './not-found.tsx';

/** What the page shows first: the notice its address names (/notice/:id). */
export const pageQueries = (_search: URLSearchParams, params: Readonly<Record<string, string>>) => [
  noticeQuery(params.id ?? ''),
];

/** A notice's own page, the address a parent shares; an unknown one is not found (its data is null). */
export default function NoticeItemRoute() {
  const id = useParams().id ?? '';
  const notice = useNotice(id);
  if (notice.isPending) return <Spinner />;
  if (notice.isError)
    return <ErrorState error={notice.error} onRetry={() => void notice.refetch()} />;
  return notice.data ? <NoticeArticle notice={notice.data} /> : <NotFoundRoute />;
}
