import { useQuery } from '@tanstack/react-query';
import type { ProfilesList } from '../../../../shared/schemas/users.ts';
import { api } from '../../../lib/api.ts';
import { signedInKey } from '../../auth/api/get-session.ts';

export const adminsKey = [...signedInKey, 'admins'] as const;

export function getAdmins(signal?: AbortSignal) {
  return api<ProfilesList>('/api/admins', { signal });
}

/** Every admin's profile, with the total (admins). */
export function useAdmins() {
  return useQuery({ queryKey: adminsKey, queryFn: ({ signal }) => getAdmins(signal) });
}
