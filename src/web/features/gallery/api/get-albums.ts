import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlbumsList } from '../../../../shared/schemas/gallery.ts';
import { api } from '../../../lib/api.ts';

export function getAlbums(signal?: AbortSignal) {
  return api<AlbumsList>('/api/albums', { signal });
}

export const albumsQuery = queryOptions({
  queryKey: ['albums'],
  queryFn: ({ signal }) => getAlbums(signal),
});

/** The album cards of /images. */
export function useAlbums() {
  return useQuery(albumsQuery);
}
