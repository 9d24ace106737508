import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { type InputOf, keysOf, POST_URLS, type PostKind, type PostOf } from './post-kinds.ts';

export type SavePostInput<K extends PostKind> = {
  /** The post to change; none adds a new one. */
  id?: string;
  input: InputOf[K];
};

export function savePost<K extends PostKind>(kind: K, { id, input }: SavePostInput<K>) {
  return id
    ? api<PostOf[K]>(`${POST_URLS[kind]}/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
    : api<PostOf[K]>(POST_URLS[kind], { method: 'POST', body: input });
}

/** Adds or edits a post (its image already uploaded), then refreshes the lists that show it. */
export function useSavePost<K extends PostKind>(kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: SavePostInput<K>) => savePost(kind, value),
    onSuccess: () => {
      for (const queryKey of keysOf(kind)) void client.invalidateQueries({ queryKey });
    },
  });
}
