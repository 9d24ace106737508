import { useQuery } from '@tanstack/react-query';
import type { Site } from '../../../../shared/schemas/site.ts';
import { api } from '../../../lib/api.ts';

export function getSite(signal?: AbortSignal) {
  return api<Site>('/api/site', { signal });
}

/** The school's identity, headline, logo and newest blog titles (header, footer, home). */
export function useSite() {
  return useQuery({ queryKey: ['site'], queryFn: ({ signal }) => getSite(signal) });
}
