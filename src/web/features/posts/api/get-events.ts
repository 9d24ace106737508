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

/**
 * The events' page the home page's address shows, zero-based: `/?events=2` is the second
 * (the pager's links, which work before the app has the page and without JavaScript);
 * the first for anything else.
 */
export function eventsPageOf(search: URLSearchParams): number {
  const page = Number(search.get('events'));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/** One page of events, cached per page and size (SPEC.md section 7). */
export function useEvents(page: number, size: number = EVENTS_PAGE_SIZE) {
  return useQuery({ ...eventsQuery(page, size), placeholderData: keepPreviousData });
}
