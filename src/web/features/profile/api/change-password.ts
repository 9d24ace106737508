import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../shared/schemas/auth.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export function changePassword(input: ChangePasswordInput) {
  return signedInApi('account.changePassword', { body: input });
}

/** Changes the own password; the server ends the user's other sessions. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
