import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function getMessages(signal?: AbortSignal) {
  return api('messages.list', {}, { signal });
}

export const messagesQuery = queryOptions({
  queryKey: ['messages'],
  queryFn: ({ signal }) => getMessages(signal),
});

/** Messages from the chairman, principal, vice-principal and a teacher. */
export function useMessages() {
  return useQuery(messagesQuery);
}
