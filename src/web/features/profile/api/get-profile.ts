import { useQuery } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export const profileKey = [...signedInKey, 'profile'] as const;

export function getProfile(signal?: AbortSignal) {
  return signedInApi('profile.get', {}, { signal });
}

/** The signed-in user's own profile. */
export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: ({ signal }) => getProfile(signal) });
}
