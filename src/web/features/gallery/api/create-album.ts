import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export function createAlbum(title: string) {
  return signedInApi('albums.create', { body: { title } });
}

/** Creates an empty album (its card comes last on /images), then refreshes the album cards. */
export function useCreateAlbum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAlbum,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['albums'] });
    },
  });
}
