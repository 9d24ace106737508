import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentKey, ContentResponse } from '../../shared/schemas/content.ts';
import { api } from './api.ts';

export const contentQueryKey = (key: ContentKey) => ['content', key] as const;

// Each key has its own operations (`content.<key>.get` and `.put`), whose answer is the
// key's own value: ContentResponse<K> says so for a key given as a type parameter. The
// pages read it here; the editor saves it (features/content/api/save-content.ts).

export function getContent<K extends ContentKey>(key: K, signal?: AbortSignal) {
  const name = `content.${key as ContentKey}.get` as const;
  return api(name, {}, { signal }) as Promise<ContentResponse<K>>;
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
