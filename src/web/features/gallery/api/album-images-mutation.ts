import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Album, AlbumImages } from '../../../../shared/schemas/gallery.ts';

/**
 * A change to an album's photos whose answer is the album as the server now has it: shown
 * at once, then fetched again; with `cards`, the albums' cards too (their count or cover
 * may have changed).
 */
export function useAlbumImagesMutation<I extends { album: Album }>(
  mutationFn: (input: I) => Promise<AlbumImages>,
  { cards }: { cards: boolean },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved, { album }) => {
      client.setQueryData(['album', album.slug], saved);
      void client.invalidateQueries({ queryKey: ['album', album.slug] });
      if (cards) void client.invalidateQueries({ queryKey: ['albums'] });
    },
  });
}
