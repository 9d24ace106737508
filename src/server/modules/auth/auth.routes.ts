import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  loginInputSchema,
  sessionSchema,
} from '../../../shared/schemas/auth.ts';
import { errorSchema } from '../../../shared/schemas/common.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/auth.ts';
import { HttpError } from '../../plugins/errors.ts';
import { perAddressLimit } from '../../plugins/rate-limits.ts';
import { usersRepository } from '../users/users.repository.ts';
import { loginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { sessionsRepository } from './sessions.repository.ts';

const loginFailed = () => new HttpError(401, 'login_failed', 'Login failed');

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = sessionsRepository(app.database.db, app.config.sessionTtlMs);
  const users = usersRepository(app.database.db);
  const throttle = loginThrottle();
  const secure = app.config.trustProxy;
  // Verified against when the id is unknown, so a wrong id costs as long as a wrong password.
  const dummyHash = await hashPassword('not-a-password-anyone-has');

  app.get(
    '/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in (null when nobody)',
        response: { 200: sessionSchema },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!req.user) return { user: null };
      const { sessionId: _s, ...user } = req.user;
      return { user };
    },
  );

  app.post(
    '/auth/login',
    {
      config: { rateLimit: perAddressLimit(app.config.rateLimits, 20) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in as a student, teacher or admin; sets the session cookie',
        body: loginInputSchema,
        response: { 200: sessionSchema, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (req, reply) => {
      const { role, loginId, password } = req.body;
      const key = `${role}:${loginId.toLowerCase()}`;
      if (app.config.rateLimits && throttle.blocked(key))
        throw new HttpError(
          429,
          'too_many_requests',
          'Too many failed sign-ins for this account. Please try again in 15 minutes.',
        );
      const account = await users.credentials(role, loginId);
      const ok = await verifyPassword(account?.passwordHash ?? dummyHash, password);
      if (!account || !ok) {
        throttle.fail(key);
        throw loginFailed();
      }
      throttle.succeed(key);
      // Rotate: a session the browser already had is ended, so a planted token is worthless.
      const previous = req.cookies[SESSION_COOKIE];
      if (previous) await sessions.delete(previous);
      const session = await sessions.create(account.id);
      setSessionCookie(reply, session.token, session.expiresAt, secure);
      const profile = (await users.byId(account.id))!;
      return {
        user: { id: profile.id, role: profile.role, loginId: profile.loginId, name: profile.name },
      };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends this session',
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (token) await sessions.delete(token);
      clearSessionCookie(reply, secure);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/account/password',
    {
      config: { rateLimit: perAddressLimit(app.config.rateLimits, 10) },
      schema: {
        tags: ['auth'],
        summary: 'Change my password; ends every other session of mine',
        body: changePasswordSchema,
        response: { 204: z.null(), 400: errorSchema, 401: errorSchema },
      },
    },
    async (req, reply) => {
      const user = req.user!;
      const stored = await users.passwordHash(user.id);
      if (!stored || !(await verifyPassword(stored, req.body.currentPassword)))
        throw new HttpError(400, 'wrong_password', 'The current password is not right.', {
          fields: [{ field: 'currentPassword', message: 'The current password is not right.' }],
        });
      await users.setPassword(user.id, await hashPassword(req.body.newPassword));
      await sessions.deleteForUser(user.id, user.sessionId);
      return reply.status(204).send(null);
    },
  );
};
