import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../shared/schemas/auth.ts';
import { api } from '../../../lib/api.ts';

export function changePassword(input: ChangePasswordInput) {
  return api<null>('/api/account/password', { method: 'POST', body: input });
}

/** Changes the own password; the server ends the user's other sessions. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
