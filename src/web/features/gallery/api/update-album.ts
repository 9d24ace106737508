import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album, AlbumInput } from '../../../../shared/schemas/gallery.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export type UpdateAlbumInput = {
  album: Album;
  /** Both are sent: the album's title and cover as they should be. */
  input: Required<AlbumInput>;
};

export function updateAlbum({ album, input }: UpdateAlbumInput) {
  return signedInApi('albums.update', { params: { id: album.id }, body: input });
}

/** Renames an album or sets its cover, then refreshes the album cards and the album. */
export function useUpdateAlbum() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAlbum,
    onSuccess: (_saved, { album }) => {
      void client.invalidateQueries({ queryKey: ['albums'] });
      void client.invalidateQueries({ queryKey: ['album', album.slug] });
    },
  });
}
