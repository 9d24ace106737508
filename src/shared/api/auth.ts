import {
  accountSessionParams,
  accountSessionsSchema,
  changePasswordSchema,
  confirmPasswordSchema,
  loginInputSchema,
  sessionSchema,
} from '../schemas/auth.ts';
import { endpoint } from './endpoint.ts';

export const authEndpoints = {
  'session.get': endpoint({
    method: 'GET',
    path: '/api/session',
    access: 'public',
    tags: ['auth'],
    summary: 'Who is signed in (null when nobody)',
    response: sessionSchema,
  }),
  'auth.login': endpoint({
    method: 'POST',
    path: '/api/auth/login',
    access: 'public',
    tags: ['auth'],
    summary:
      'Sign in as a student, teacher or admin; sets the session cookie. Failed sign-ins are slowed down per account and per address. 403: the right password to an account an admin turned off.',
    body: loginInputSchema,
    response: sessionSchema,
    errors: [401, 403, 429],
  }),
  'auth.logout': endpoint({
    method: 'POST',
    path: '/api/auth/logout',
    access: 'public',
    tags: ['auth'],
    summary: 'Sign out: ends this session',
    status: 204,
  }),
  'auth.confirm': endpoint({
    method: 'POST',
    path: '/api/auth/confirm',
    access: 'signed-in',
    tags: ['auth'],
    summary:
      'Type my password again: for 5 minutes this session may create admins, reset passwords and download backups',
    body: confirmPasswordSchema,
    status: 204,
    errors: [429],
  }),
  'account.changePassword': endpoint({
    method: 'POST',
    path: '/api/account/password',
    access: 'change:own-password',
    beforePasswordChange: true,
    tags: ['auth'],
    summary: 'Change my password; ends every other session of mine',
    body: changePasswordSchema,
    status: 204,
    errors: [429],
  }),
  'sessions.list': endpoint({
    method: 'GET',
    path: '/api/account/sessions',
    access: 'signed-in',
    tags: ['auth'],
    summary: 'My signed-in sessions: device, when started, when last used; this one marked',
    response: accountSessionsSchema,
  }),
  'sessions.end': endpoint({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    access: 'signed-in',
    tags: ['auth'],
    summary: 'End another session of mine (signs that device out)',
    params: accountSessionParams,
    status: 204,
    errors: [404],
  }),
};
