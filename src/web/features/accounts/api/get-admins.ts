import { useQuery } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export const adminsKey = [...signedInKey, 'admins'] as const;

export function getAdmins(signal?: AbortSignal) {
  return signedInApi('admins.list', {}, { signal });
}

/** Every admin's profile, with the total (admins). */
export function useAdmins() {
  return useQuery({ queryKey: adminsKey, queryFn: ({ signal }) => getAdmins(signal) });
}
