import { useQuery } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { attendanceKey } from './get-register.ts';

export type { AttendanceSettings } from '../../../../shared/schemas/attendance.ts';

export const attendanceSettingsKey = [...attendanceKey, 'settings'] as const;

export function getAttendanceSettings(signal?: AbortSignal) {
  return signedInApi('attendance.settings', {}, { signal });
}

/** The school's weekly days off, its holidays, and when the absence SMS go. */
export function useAttendanceSettings() {
  return useQuery({
    queryKey: attendanceSettingsKey,
    queryFn: ({ signal }) => getAttendanceSettings(signal),
  });
}
