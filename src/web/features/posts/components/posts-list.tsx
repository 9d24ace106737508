import { type ReactNode, useState } from 'react';
import { ListPager } from '../../../components/ui/list-pager.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { POSTS_PAGE_SIZE, usePosts } from '../api/get-posts.ts';
import type { DashboardKind, PostOf } from '../api/post-kinds.ts';

type Props<K extends DashboardKind> = {
  kind: K;
  children: (item: PostOf[K], index: number) => ReactNode;
};

/** A dashboard list in the server's order (newest first), a page at a time; loading, empty, error. */
export function PostsList<K extends DashboardKind>({ kind, children }: Props<K>) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const posts = usePosts(kind, page);
  return (
    <QueryState query={posts} isEmpty={(data) => data.total === 0} empty={t(`posts.empty.${kind}`)}>
      {(data) => (
        <>
          <ul
            aria-busy={posts.isPlaceholderData}
            className={`grid gap-6 transition-opacity ${posts.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.items.map((item, index) => (
              <li key={item.id}>{children(item, index)}</li>
            ))}
          </ul>
          <ListPager
            page={page}
            total={data.total}
            size={POSTS_PAGE_SIZE}
            onChange={(next) => setPage(next)}
            label={t('posts.pagesLabel')}
          />
        </>
      )}
    </QueryState>
  );
}
