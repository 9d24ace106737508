import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export function getSite(signal?: AbortSignal) {
  return api('site.get', {}, { signal });
}

/** The school's identity; main.tsx fetches it before the first render (index.html preloads it). */
export const siteQuery = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => getSite(signal),
});

/** The school's identity, headline, logo and newest blog titles (header, footer, home). */
export function useSite() {
  return useQuery(siteQuery);
}
