import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PageSchema } from '../../../../shared/schemas/common.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { type DashboardKind, type PostOf, postsKey } from './post-kinds.ts';

/** The server's default and the dashboard lists' page size. */
export const POSTS_PAGE_SIZE = 20;

/** A page of a kind's list (the shared page schema, with the kind's items). */
export type PostsPage<K extends DashboardKind> = Omit<
  z.output<PageSchema<z.ZodUnknown>>,
  'items'
> & {
  items: PostOf[K][];
};

export function getPosts<K extends DashboardKind>(
  kind: K,
  page: number,
  size: number,
  signal?: AbortSignal,
) {
  return signedInApi(`${kind as 'blogs'}.list`, { query: { page, size } }, { signal }) as Promise<
    PostsPage<K>
  >;
}

/** One page of blogs, problems, student notices or suggestions, newest first (the server sorts). */
export function usePosts<K extends DashboardKind>(kind: K, page: number, size = POSTS_PAGE_SIZE) {
  return useQuery({
    queryKey: [...postsKey(kind), page, size],
    queryFn: ({ signal }) => getPosts(kind, page, size, signal),
    placeholderData: keepPreviousData,
  });
}
