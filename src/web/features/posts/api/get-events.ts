import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { EVENTS_PAGE_SIZE } from '../../../../shared/constants.ts';
import { api } from '../../../lib/api.ts';

export function getEvents(page: number, size: number, signal?: AbortSignal) {
  return api('events.list', { query: { page, size } }, { signal });
}

export const eventsQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: ['events', page, size],
    queryFn: ({ signal }) => getEvents(page, size, signal),
  });

/** One page of events, cached per page and size (SPEC.md section 7). */
export function useEvents(page: number, size: number = EVENTS_PAGE_SIZE) {
  return useQuery({ ...eventsQuery(page, size), placeholderData: keepPreviousData });
}
