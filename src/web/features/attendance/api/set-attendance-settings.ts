import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceSettingsInput } from '../../../../shared/schemas/attendance.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { attendanceSettingsKey } from './get-attendance-settings.ts';
import { attendanceKey } from './get-register.ts';

export function setAttendanceSettings(input: AttendanceSettingsInput) {
  return signedInApi('attendance.setSettings', { body: input });
}

/**
 * Sets the weekly days off and the absence SMS; the answer is the settings again. The
 * registers are asked again: a day may have opened or closed.
 */
export function useSetAttendanceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAttendanceSettings,
    onSuccess: (settings) => {
      client.setQueryData(attendanceSettingsKey, settings);
      void client.invalidateQueries({ queryKey: [...attendanceKey, 'register'] });
    },
  });
}
