import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOTICES_PAGE_SIZE } from '../../../../shared/constants.ts';
import { api } from '../../../lib/api.ts';

export function getNotices(page: number, size: number, signal?: AbortSignal) {
  return api('notices.list', { query: { page, size } }, { signal });
}

export const noticesQuery = (page: number, size: number) =>
  queryOptions({
    queryKey: ['notices', page, size],
    queryFn: ({ signal }) => getNotices(page, size, signal),
  });

/**
 * The notices' page an address shows, zero-based: `?page=2` is the second (the pager's
 * links, which work before the app has the page and without JavaScript); the first for
 * anything else.
 */
export function noticesPageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page - 1 : 0;
}

/** One page of notices, newest first (the server sorts). */
export function useNotices(page: number, size: number = NOTICES_PAGE_SIZE) {
  return useQuery({ ...noticesQuery(page, size), placeholderData: keepPreviousData });
}
