import { useQuery } from '@tanstack/react-query';
import type { PageImages } from '../../../../shared/schemas/site.ts';
import { api } from '../../../lib/api.ts';

export function getPageImages(signal?: AbortSignal) {
  return api<PageImages>('/api/page-images', { signal });
}

/** Images of the information pages: calendar, prayer room, sports, facilities. */
export function usePageImages() {
  return useQuery({ queryKey: ['page-images'], queryFn: ({ signal }) => getPageImages(signal) });
}
