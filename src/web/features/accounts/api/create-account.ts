import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewAccountInput } from '../../../../shared/schemas/users.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { adminsKey } from './get-admins.ts';
import { studentsKey } from './get-students.ts';

export type NewAccountRole = 'student' | 'teacher' | 'admin';

const CREATE = {
  student: 'students.create',
  teacher: 'teachers.create',
  admin: 'admins.create',
} as const satisfies Record<NewAccountRole, string>;

export function createAccount(role: NewAccountRole, input: NewAccountInput) {
  return signedInApi(CREATE[role], { body: input });
}

/** Add Student, Add Teacher, Make Admin: an id and a first password; 409 when the id is taken. */
export function useCreateAccount(role: NewAccountRole) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAccountInput) => createAccount(role, input),
    onSuccess: () => {
      if (role === 'student') void client.invalidateQueries({ queryKey: studentsKey });
      if (role === 'admin') void client.invalidateQueries({ queryKey: adminsKey });
    },
  });
}
