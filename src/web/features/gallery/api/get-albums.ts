import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function getAlbums(signal?: AbortSignal) {
  return api('albums.list', {}, { signal });
}

export const albumsQuery = queryOptions({
  queryKey: ['albums'],
  queryFn: ({ signal }) => getAlbums(signal),
});

/** The album cards of /images. */
export function useAlbums() {
  return useQuery(albumsQuery);
}
