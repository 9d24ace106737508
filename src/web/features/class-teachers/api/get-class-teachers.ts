import { useQuery } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export type { ClassTeacher, ClassTeachers } from '../../../../shared/schemas/class-teachers.ts';

/** The SMS composer asks for the same list under this key (features/sms, written out). */
export const classTeachersKey = [...signedInKey, 'class-teachers'] as const;

export function getClassTeachers(signal?: AbortSignal) {
  return signedInApi('classTeachers.list', {}, { signal });
}

/** Each class's (or section's) class teacher, and the sections each class has. */
export function useClassTeachers() {
  return useQuery({
    queryKey: classTeachersKey,
    queryFn: ({ signal }) => getClassTeachers(signal),
  });
}

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
