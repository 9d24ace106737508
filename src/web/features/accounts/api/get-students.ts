import { useQuery } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { signedInKey } from '../../auth/api/get-session.ts';

export const studentsKey = [...signedInKey, 'students'] as const;

export function getStudents(signal?: AbortSignal) {
  return signedInApi('students.list', {}, { signal });
}

/** Every student's profile, with the total (teachers and admins). */
export function useStudents() {
  return useQuery({ queryKey: studentsKey, queryFn: ({ signal }) => getStudents(signal) });
}
