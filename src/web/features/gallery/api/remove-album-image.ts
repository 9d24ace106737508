import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album } from '../../../../shared/schemas/gallery.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export function removeAlbumImage(album: Album, itemId: string) {
  return signedInApi('albums.removeImage', { params: { id: album.id, imageId: itemId } });
}

/** Takes a photo out of an album (by the item's id), then refreshes the album and the cards. */
export function useRemoveAlbumImage(album: Album) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => removeAlbumImage(album, itemId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['album', album.slug] });
      void client.invalidateQueries({ queryKey: ['albums'] });
    },
  });
}
