import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ContentKey,
  ContentResponse,
  ContentValue,
} from '../../../../shared/schemas/content.ts';
import { contentQueryKey } from '../../../lib/content.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

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
