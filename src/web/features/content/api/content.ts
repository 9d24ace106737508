import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContentKey,
  ContentResponse,
  ContentValue,
} from '../../../../shared/schemas/content.ts';
import { api } from '../../../lib/api.ts';

export const contentQueryKey = (key: ContentKey) => ['content', key] as const;

export function getContent<K extends ContentKey>(key: K, signal?: AbortSignal) {
  return api<ContentResponse<K>>(`/api/content/${key}`, { signal });
}

export const contentQuery = <K extends ContentKey>(key: K) =>
  queryOptions({
    queryKey: contentQueryKey(key),
    queryFn: ({ signal }) => getContent(key, signal),
  });

/** One page's content, as published. */
export function useContent<K extends ContentKey>(key: K) {
  return useQuery(contentQuery(key));
}

/** Publishes a page's content (admin): the public pages show it at once. */
export function useSaveContent<K extends ContentKey>(key: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: ContentValue<K>) =>
      api<ContentResponse<K>>(`/api/content/${key}`, { method: 'PUT', body: value }),
    onSuccess: (saved) => {
      client.setQueryData(contentQueryKey(key), saved);
      // The frame (identity, headline, sidebar) and the messages are built from content too.
      void client.invalidateQueries({ queryKey: ['site'] });
      void client.invalidateQueries({ queryKey: ['messages'] });
    },
  });
}
