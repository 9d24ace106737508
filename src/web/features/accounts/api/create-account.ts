import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NewAccountInput,
  NewStudentInput,
  NewTeacherInput,
} from '../../../../shared/schemas/users.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { adminsKey } from './get-admins.ts';
import { studentsKey } from './get-students.ts';
import { teacherAccountsKey } from './get-teacher-accounts.ts';

export type NewAccountRole = 'student' | 'teacher' | 'admin';

/** What each form sends: Add Student and Add Teacher ask more than an id and a password (issue 19). */
export type NewAccountInputs = {
  student: NewStudentInput;
  teacher: NewTeacherInput;
  admin: NewAccountInput;
};

export function createAccount<R extends NewAccountRole>(role: R, input: NewAccountInputs[R]) {
  if (role === 'student') return signedInApi('students.create', { body: input as NewStudentInput });
  if (role === 'teacher') return signedInApi('teachers.create', { body: input as NewTeacherInput });
  return signedInApi('admins.create', { body: input as NewAccountInput });
}

const LISTS = { student: studentsKey, teacher: teacherAccountsKey, admin: adminsKey } as const;

/** Add Student, Add Teacher, Make Admin; 409 when the id (or a student's roll) is taken. */
export function useCreateAccount<R extends NewAccountRole>(role: R) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAccountInputs[R]) => createAccount(role, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: LISTS[role] });
      // A new teacher shows on the public Teachers page too.
      if (role === 'teacher') void client.invalidateQueries({ queryKey: ['teachers'] });
    },
  });
}
