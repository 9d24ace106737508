import { useQuery } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export const teacherAccountsKey = [...signedInKey, 'teacher-accounts'] as const;

export function getTeacherAccounts(signal?: AbortSignal) {
  return signedInApi('teachers.accounts', {}, { signal });
}

/** Every teacher account, turned off ones too, in the order of /teachers (admins). */
export function useTeacherAccounts() {
  return useQuery({
    queryKey: teacherAccountsKey,
    queryFn: ({ signal }) => getTeacherAccounts(signal),
  });
}
