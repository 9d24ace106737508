import { useQuery } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export const studentsKey = [...signedInKey, 'students'] as const;

export function getStudents(signal?: AbortSignal) {
  return signedInApi('students.list', {}, { signal });
}

/** Every student's profile, with the total (teachers and admins). */
export function useStudents() {
  return useQuery({ queryKey: studentsKey, queryFn: ({ signal }) => getStudents(signal) });
}
