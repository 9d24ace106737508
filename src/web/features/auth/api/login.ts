import { useMutation } from '@tanstack/react-query';
import type { LoginInput, Session } from '../../../../shared/schemas/auth.ts';
import { api } from '../../../lib/api.ts';

export function login(input: LoginInput) {
  return api<Session>('/api/auth/login', { method: 'POST', body: input });
}

/** Signs in; the server sets the session cookie. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
