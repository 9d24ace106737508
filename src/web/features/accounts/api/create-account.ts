import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewAccountInput, Profile } from '../../../../shared/schemas/users.ts';
import { api } from '../../../lib/api.ts';
import { adminsKey } from './get-admins.ts';
import { studentsKey } from './get-students.ts';

export type NewAccountRole = 'student' | 'teacher' | 'admin';

const URLS: Record<NewAccountRole, string> = {
  student: '/api/students',
  teacher: '/api/teachers',
  admin: '/api/admins',
};

export function createAccount(role: NewAccountRole, input: NewAccountInput) {
  return api<Profile>(URLS[role], { method: 'POST', body: input });
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
