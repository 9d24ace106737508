import type { Album } from '../../../../shared/schemas/gallery.ts';
import { useSaveOrder } from '../../../lib/save-order.ts';

/** Saves the order of an album's photos: `albums.reorderImages` with every item id. */
export function useReorderAlbumImages(album: Album) {
  // The cards show a cover that may be the first photo.
  return useSaveOrder(
    { name: 'albums.reorderImages', params: { id: album.id } },
    ['album', album.slug],
    [['albums']],
  );
}
