import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album } from '../../../../shared/schemas/gallery.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export function deleteAlbum(album: Album) {
  return signedInApi('albums.remove', { params: { id: album.id } });
}

/** Deletes an album (never 'home' or 'sport': the server refuses), then refreshes the album cards. */
export function useDeleteAlbum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAlbum,
    onSuccess: (_done, album) => {
      client.removeQueries({ queryKey: ['album', album.slug] });
      void client.invalidateQueries({ queryKey: ['albums'] });
    },
  });
}
