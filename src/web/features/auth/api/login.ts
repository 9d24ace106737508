import { useMutation } from '@tanstack/react-query';
import type { LoginInput } from '../../../../shared/schemas/auth.ts';
import { api } from '../../../lib/api.ts';

export function login(input: LoginInput) {
  return api('auth.login', { body: input });
}

/** Signs in; the server sets the session cookie. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
