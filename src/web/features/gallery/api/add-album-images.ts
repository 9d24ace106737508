import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album, AlbumImages } from '../../../../shared/schemas/gallery.ts';
import { api } from '../../../lib/api.ts';

export type AddAlbumImagesInput = {
  album: Album;
  /** Images already uploaded (POST /api/uploads), added at the end in this order. */
  imageIds: string[];
};

export function addAlbumImages({ album, imageIds }: AddAlbumImagesInput) {
  return api<AlbumImages>(`/api/albums/${encodeURIComponent(album.id)}/images`, {
    method: 'POST',
    body: { imageIds },
  });
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
