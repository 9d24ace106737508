import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContentKey,
  ContentResponse,
  ContentValue,
} from '../../../../shared/schemas/content.ts';
import { api } from '../../../lib/api.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export const contentQueryKey = (key: ContentKey) => ['content', key] as const;

// Each key has its own operations (`content.<key>.get` and `.put`), whose answer is the
// key's own value: ContentResponse<K> says so for a key given as a type parameter.

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

function putContent<K extends ContentKey>(key: K, value: ContentValue<K>) {
  const name = `content.${key as ContentKey}.put` as const;
  return signedInApi(name, { body: value }) as Promise<ContentResponse<K>>;
}

/** Publishes a page's content (admin): the public pages show it at once. */
export function useSaveContent<K extends ContentKey>(key: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: ContentValue<K>) => putContent(key, value),
    onSuccess: (saved) => {
      client.setQueryData(contentQueryKey(key), saved);
      // The frame (identity, headline, sidebar) and the messages are built from content too.
      void client.invalidateQueries({ queryKey: ['site'] });
      void client.invalidateQueries({ queryKey: ['messages'] });
    },
  });
}
