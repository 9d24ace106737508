import { useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/schemas/dashboard.ts';
import { api } from '../../../lib/api.ts';
import { signedInKey } from '../../auth/api/get-session.ts';

export const dashboardKey = [...signedInKey, 'dashboard'] as const;

export function getDashboard(signal?: AbortSignal) {
  return api<Dashboard>('/api/dashboard', { signal });
}

/**
 * The dashboard's first screen for the signed-in role. Asked again each time the screen
 * opens (a few counts): coming back after adding a notice, its step is ticked.
 */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
  });
}
