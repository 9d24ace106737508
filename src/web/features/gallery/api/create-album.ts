import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album } from '../../../../shared/schemas/gallery.ts';
import { api } from '../../../lib/api.ts';

export function createAlbum(title: string) {
  return api<Album>('/api/albums', { method: 'POST', body: { title } });
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
