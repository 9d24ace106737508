import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { attendanceKey } from './get-register.ts';

export function removeHoliday(id: string) {
  return signedInApi('attendance.removeHoliday', { params: { id } });
}

/** Removes a holiday, then asks for the settings and the registers again (its days open). */
export function useRemoveHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeHoliday,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: attendanceKey });
    },
  });
}
