import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolidayInput } from '../../../../shared/schemas/attendance.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { attendanceKey } from './get-register.ts';

export function addHoliday(input: HolidayInput) {
  return signedInApi('attendance.addHoliday', { body: input });
}

/** Adds a holiday, then asks for the settings and the registers again (its days close). */
export function useAddHoliday() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addHoliday,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: attendanceKey });
    },
  });
}
