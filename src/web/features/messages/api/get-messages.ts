import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Messages } from '../../../../shared/schemas/site.ts';
import { api } from '../../../lib/api.ts';

export function getMessages(signal?: AbortSignal) {
  return api<Messages>('/api/messages', { signal });
}

export const messagesQuery = queryOptions({
  queryKey: ['messages'],
  queryFn: ({ signal }) => getMessages(signal),
});

/** Messages from the chairman, principal, vice-principal and a teacher. */
export function useMessages() {
  return useQuery(messagesQuery);
}
