import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album } from '../../../../shared/schemas/gallery.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export type AddAlbumImagesInput = {
  album: Album;
  /** Images already uploaded (the uploads operation), added at the end in this order. */
  imageIds: string[];
};

export function addAlbumImages({ album, imageIds }: AddAlbumImagesInput) {
  return signedInApi('albums.addImages', { params: { id: album.id }, body: { imageIds } });
}

/** Adds uploaded images to an album, then shows the album as the server now has it. */
export function useAddAlbumImages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addAlbumImages,
    onSuccess: (saved, { album }) => {
      client.setQueryData(['album', album.slug], saved);
      void client.invalidateQueries({ queryKey: ['album', album.slug] });
      void client.invalidateQueries({ queryKey: ['albums'] });
    },
  });
}
