import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { type InputOf, keysOf, type PostKind, type PostOf } from './post-kinds.ts';

export type SavePostInput<K extends PostKind> = {
  /** The post to change; none adds a new one. */
  id?: string;
  input: InputOf[K];
};

export function savePost<K extends PostKind>(kind: K, { id, input }: SavePostInput<K>) {
  // Every kind's input goes with its own kind's endpoints (src/shared/post-kinds.ts).
  const body = input as InputOf['blogs'];
  return (id
    ? signedInApi(`${kind as 'blogs'}.update`, { params: { id }, body })
    : signedInApi(`${kind as 'blogs'}.create`, { body })) as Promise<unknown> as Promise<PostOf[K]>;
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
