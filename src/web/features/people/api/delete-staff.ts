import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export function deleteStaff(id: string) {
  return signedInApi('staff.remove', { params: { id } });
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
