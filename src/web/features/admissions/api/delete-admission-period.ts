import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { admissionPeriodsKey } from './get-admission-periods.ts';

export function deleteAdmissionPeriod(id: string) {
  return signedInApi('admissionPeriods.delete', { params: { id } });
}

/**
 * Removes an admission period no one applied in (the server refuses one with applications:
 * period_in_use), then refreshes the list of periods.
 */
export function useDeleteAdmissionPeriod() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAdmissionPeriod,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: admissionPeriodsKey });
    },
  });
}
