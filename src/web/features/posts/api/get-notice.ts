import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';

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
        // Unknown (404), or an address that names no notice at all (400: no id).
        if (error instanceof ApiError && (error.status === 404 || error.status === 400))
          return null;
        throw error;
      }),
  });

export function useNotice(id: string) {
  return useQuery(noticeQuery(id));
}
