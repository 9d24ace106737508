import { useQuery } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import type { RegisterOf } from '../lib/pending-saves.ts';

export type { Register } from '../../../../shared/schemas/attendance.ts';

/** Every query of the Attendance screen starts with this key. */
export const attendanceKey = [...signedInKey, 'attendance'] as const;

export const registerKey = ({ grade, section, date }: RegisterOf) =>
  [...attendanceKey, 'register', grade, section, date] as const;

export function getRegister(which: RegisterOf, signal?: AbortSignal) {
  return signedInApi('attendance.register', { query: which }, { signal });
}

/**
 * One class's (section's) register for a day, by roll, and whether the reader may save it.
 * Not asked again when the network returns: the register's pending save is sent then
 * (useRegisterSaves), and its answer is the register.
 */
export function useRegister(which: RegisterOf | null) {
  return useQuery({
    queryKey: which ? registerKey(which) : [...attendanceKey, 'register'],
    queryFn: ({ signal }) => getRegister(which!, signal),
    enabled: which !== null,
    refetchOnReconnect: false,
  });
}
