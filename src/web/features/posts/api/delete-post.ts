import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { keysOf, type PostKind } from './post-kinds.ts';

export function deletePost(kind: PostKind, id: string) {
  return signedInApi(`${kind}.remove`, { params: { id } });
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
