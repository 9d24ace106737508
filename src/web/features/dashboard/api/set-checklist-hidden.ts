import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Checklist, Dashboard } from '../../../../shared/schemas/dashboard.ts';
import { api } from '../../../lib/api.ts';
import { dashboardKey } from './get-dashboard.ts';

export function setChecklistHidden(hidden: boolean) {
  return api<Checklist>('/api/dashboard/checklist', { method: 'PUT', body: { hidden } });
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
