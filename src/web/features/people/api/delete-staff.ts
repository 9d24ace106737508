import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function deleteStaff(id: string) {
  return api<null>(`/api/staff/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Removes a staff member, then refreshes the Staff page's list. */
export function useDeleteStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['staff'] });
    },
  });
}
