import { useQuery } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export const dashboardKey = [...signedInKey, 'dashboard'] as const;

export function getDashboard(signal?: AbortSignal) {
  return signedInApi('dashboard.get', {}, { signal });
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
