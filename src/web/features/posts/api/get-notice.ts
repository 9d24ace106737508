import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isUnknownItem } from '../../../lib/api.ts';

/**
 * One notice, for its own page (under the notices' key: a change to any notice drops it);
 * null when there is no such notice (or the address names none), an answer like any
 * other: the server draws the not-found page from it, and the browser takes that over.
 */
export const noticeQuery = (id: string) =>
  queryOptions({
    queryKey: ['notices', 'one', id],
    queryFn: ({ signal }) =>
      api('notices.get', { params: { id } }, { signal }).catch((error: unknown) => {
        if (isUnknownItem(error)) return null;
        throw error;
      }),
  });

export function useNotice(id: string) {
  return useQuery(noticeQuery(id));
}
