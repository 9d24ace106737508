import { useMutation } from '@tanstack/react-query';
import type { Role } from '../../../../shared/constants.ts';
import { api } from '../../../lib/api.ts';

export type LoginInput = { role: Role; loginId: string; password: string };

export function login(input: LoginInput) {
  return api<unknown>('/api/auth/login', { method: 'POST', body: input });
}

/** Signs in; the server sets the session cookie. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
