import { useSaveOrder } from '../../dashboard/api/save-order.ts';

/** Saves the order of the album cards on /images: PUT /api/albums/order with every id. */
export function useReorderAlbums() {
  return useSaveOrder('/api/albums/order', ['albums']);
}
