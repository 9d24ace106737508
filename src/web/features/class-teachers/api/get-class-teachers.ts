import { useQuery } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export type { ClassTeacher, ClassTeachers } from '../../../lib/class-teachers.ts';
export { classTeachersKey, useClassTeachers } from '../../../lib/class-teachers.ts';

/**
 * Every teacher account (teachers.accounts, the Teachers screen's list and key): the
 * active ones are offered as class teachers.
 */
export function useTeacherAccounts() {
  return useQuery({
    queryKey: [...signedInKey, 'teacher-accounts'],
    queryFn: ({ signal }) => signedInApi('teachers.accounts', {}, { signal }),
  });
}
