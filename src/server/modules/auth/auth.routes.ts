import { endpoints } from '../../../shared/api/index.ts';
import { clearSessionCookie, SESSION_COOKIE } from '../../plugins/auth.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { perAddressLimit } from '../../plugins/rate-limits.ts';
import { usersRepository } from '../users/users.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertNewPassword } from './password-policy.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { signInService, tooManySignIns } from './sign-in.ts';

const wrongPassword = (field: string) =>
  new HttpError(400, 'wrong_password', 'The current password is not right.', {
    fields: [{ field, message: 'The current password is not right.' }],
  });

export const authRoutes: ApiModule = async (app) => {
  const sessions = sessionsRepository(app.database.db, app.config.sessionTtlMs);
  const users = usersRepository(app.database.db);
  const signIn = await signInService(app);
  const { throttle } = signIn;
  const limited = app.config.rateLimits;
  const secure = app.config.trustProxy;

  app.endpoint(endpoints['session.get'], async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!req.user) return { user: null };
    const { sessionId: _s, ...user } = req.user;
    return { user };
  });

  app.endpoint(endpoints['auth.login'], async (req, reply) => ({
    user: await signIn.signIn(req, reply, req.body),
  }));

  app.endpoint(endpoints['auth.logout'], async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await sessions.delete(token);
    clearSessionCookie(reply, secure);
  });

  app.endpoint(endpoints['auth.confirm'], async (req, reply) => {
    const user = req.user!;
    // A wrong password here is a guess like one at sign-in, and counts the same (on this
    // browser's own budget when it holds the account's device cookie).
    const budget = await signIn.budgetOf(req, user.role, user.loginId);
    if (limited) {
      const slot = await throttle.reserve(budget.policy, budget.key);
      if (!slot.ok) throw tooManySignIns(reply, slot, 'account');
    }
    const stored = await users.passwordHash(user.id);
    if (!stored || !(await verifyPassword(stored, req.body.password))) {
      req.log.warn(
        { role: user.role, loginId: user.loginId, ip: req.ip, outcome: 'failure' },
        'password confirmation failed',
      );
      throw wrongPassword('password');
    }
    if (limited) await throttle.release(budget.policy, budget.key);
    await sessions.confirm(user.sessionId);
  });

  app.endpoint(
    endpoints['account.changePassword'],
    async (req) => {
      const user = req.user!;
      const stored = await users.passwordHash(user.id);
      if (!stored || !(await verifyPassword(stored, req.body.currentPassword)))
        throw wrongPassword('currentPassword');
      assertNewPassword(req.body.newPassword, user.loginId, 'newPassword');
      await users.setPassword(user.id, await hashPassword(req.body.newPassword));
      await sessions.deleteForUser(user.id, user.sessionId);
    },
    { rateLimit: perAddressLimit(app.config.rateLimits, 10) },
  );

  app.endpoint(endpoints['sessions.list'], async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const user = req.user!;
    return { items: await sessions.listForUser(user.id, user.sessionId) };
  });

  app.endpoint(endpoints['sessions.end'], async (req) => {
    const user = req.user!;
    const result = await sessions.deleteOther(user.id, req.params.id, user.sessionId);
    if (result === 'current')
      throw new HttpError(400, 'current_session', 'To end this session, log out.');
    if (result === 'none') throw new HttpError(404, 'not_found', 'No such session.');
  });
};
