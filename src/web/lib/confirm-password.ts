import type { ConfirmPasswordInput } from '../../shared/schemas/auth.ts';
import { signedInApi } from './signed-in-api.ts';

/** Types the password again: for a few minutes the session may do the guarded operations. */
export function confirmPassword(input: ConfirmPasswordInput) {
  return signedInApi('auth.confirm', { body: input });
}
