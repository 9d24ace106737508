import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function resetPassword(userId: string) {
  return api<{ temporaryPassword: string }>(
    `/api/users/${encodeURIComponent(userId)}/password-reset`,
    { method: 'POST' },
  );
}

/** Gives an account a temporary password, shown once (teachers: students; admins: anyone). */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
