import { useMutation } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export function resetPassword(userId: string) {
  return signedInApi('users.resetPassword', { params: { id: userId } });
}

/** Gives an account a temporary password, shown once (teachers: students; admins: anyone). */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
