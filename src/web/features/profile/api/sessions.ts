import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export const sessionsKey = [...signedInKey, 'account-sessions'] as const;

export function getSessions(signal?: AbortSignal) {
  return signedInApi('sessions.list', {}, { signal });
}

export function endSession(id: string) {
  return signedInApi('sessions.end', { params: { id } });
}

/** Where I am signed in: device, when started and last used, this one marked. */
export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: ({ signal }) => getSessions(signal) });
}

/** Signs another device out, then lists again. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
