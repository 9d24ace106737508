import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function getAlbum(slug: string, signal?: AbortSignal) {
  return api('albums.get', { params: { slug } }, { signal });
}

export const albumQuery = (slug: string) =>
  queryOptions({ queryKey: ['album', slug], queryFn: ({ signal }) => getAlbum(slug, signal) });

/** An album's images: 'home' is the home page gallery, 'sport' the sport gallery. */
export function useAlbum(slug: string) {
  return useQuery(albumQuery(slug));
}
