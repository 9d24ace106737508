import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDetailsInput } from '../../../../shared/schemas/users.ts';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { adminsKey } from './get-admins.ts';
import { studentsKey } from './get-students.ts';
import { teacherAccountsKey } from './get-teacher-accounts.ts';

export const accountKey = (id: string) => [...signedInKey, 'account', id] as const;

export function getAccount(id: string, signal?: AbortSignal) {
  return signedInApi('users.get', { params: { id } }, { signal });
}

/** One account, with how many posts it wrote (teachers: students'; admins: anyone's). */
export function useAccount(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: accountKey(id),
    queryFn: ({ signal }) => getAccount(id, signal),
    enabled,
  });
}

/** Every list an account shows in: the dashboard's three and the public Teachers page. */
function refreshLists(client: QueryClient) {
  for (const queryKey of [studentsKey, teacherAccountsKey, adminsKey, ['teachers']])
    void client.invalidateQueries({ queryKey });
}

/** Corrects an account's details (the photo already uploaded). */
export function useUpdateAccount(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountDetailsInput) =>
      signedInApi('users.update', { params: { id }, body: input }),
    onSuccess: () => {
      refreshLists(client);
      void client.invalidateQueries({ queryKey: accountKey(id) });
    },
  });
}

/** Turns an account off or on again (admins; the server may want the password again). */
export function useSetAccountActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      signedInApi('users.setActive', { params: { id }, body: { active } }),
    onSuccess: (_profile, { id }) => {
      refreshLists(client);
      void client.invalidateQueries({ queryKey: accountKey(id) });
    },
  });
}

/** Deletes an account for good; its posts stay (admins; the password again when asked). */
export function useDeleteAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => signedInApi('users.remove', { params: { id } }),
    onSuccess: (_none, id) => {
      refreshLists(client);
      client.removeQueries({ queryKey: accountKey(id) });
    },
  });
}
