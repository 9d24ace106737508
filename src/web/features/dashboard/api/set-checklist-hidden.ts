import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/schemas/dashboard.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { dashboardKey } from './get-dashboard.ts';

export function setChecklistHidden(hidden: boolean) {
  return signedInApi('dashboard.setChecklistHidden', { body: { hidden } });
}

/** Hides the finished setup checklist for every admin, or shows it again. */
export function useSetChecklistHidden() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setChecklistHidden,
    onSuccess: (checklist) =>
      client.setQueryData<Dashboard>(dashboardKey, (data) =>
        data?.role === 'admin' ? { ...data, checklist } : data,
      ),
  });
}
