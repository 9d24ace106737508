import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { keysOf, POST_URLS, type PostKind } from './post-kinds.ts';

export function deletePost(kind: PostKind, id: string) {
  return api<null>(`${POST_URLS[kind]}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes a post (its author, or an admin), then refreshes the lists that showed it. */
export function useDeletePost(kind: PostKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePost(kind, id),
    onSuccess: () => {
      for (const queryKey of keysOf(kind)) void client.invalidateQueries({ queryKey });
    },
  });
}
