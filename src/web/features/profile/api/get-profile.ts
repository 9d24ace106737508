import { useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/schemas/users.ts';
import { api } from '../../../lib/api.ts';
import { signedInKey } from '../../auth/api/get-session.ts';

export const profileKey = [...signedInKey, 'profile'] as const;

export function getProfile(signal?: AbortSignal) {
  return api<Profile>('/api/profile', { signal });
}

/** The signed-in user's own profile. */
export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: ({ signal }) => getProfile(signal) });
}
