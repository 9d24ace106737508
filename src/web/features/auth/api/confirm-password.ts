import type { ConfirmPasswordInput } from '../../../../shared/schemas/auth.ts';
import { api } from '../../../lib/api.ts';

/** Types the password again: for a few minutes the session may do the guarded operations. */
export function confirmPassword(input: ConfirmPasswordInput) {
  return api<null>('/api/auth/confirm', { method: 'POST', body: input });
}
