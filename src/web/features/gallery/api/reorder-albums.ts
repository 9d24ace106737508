import { useSaveOrder } from '../../../lib/save-order.ts';

/** Saves the order of the album cards on /images: `albums.reorder` with every id. */
export function useReorderAlbums() {
  return useSaveOrder('albums.reorder', ['albums']);
}
