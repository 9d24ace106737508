import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '../../../shared/api/index.ts';
import type { Role } from '../../../shared/constants.ts';
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from '../../plugins/auth.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { perAddressLimit } from '../../plugins/rate-limits.ts';
import { demoRepository } from '../demo/demo.repository.ts';
import { usersRepository } from '../users/users.repository.ts';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  loginThrottle,
  type Reservation,
} from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { assertNewPassword } from './password-policy.ts';
import { sessionsRepository } from './sessions.repository.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A request made on the computer that runs the site: from a loopback address, and not
 * passed on by a proxy (a proxy on the same computer would make every visitor look local).
 */
function fromThisComputer(req: FastifyRequest): boolean {
  const h = req.headers;
  const forwarded = h['x-forwarded-for'] ?? h.forwarded ?? h['x-real-ip'];
  return LOOPBACK.has(req.ip) && LOOPBACK.has(req.socket.remoteAddress ?? '') && !forwarded;
}

const loginFailed = () => new HttpError(401, 'login_failed', 'Login failed');
const wrongPassword = (field: string) =>
  new HttpError(400, 'wrong_password', 'The current password is not right.', {
    fields: [{ field, message: 'The current password is not right.' }],
  });

/** "2 minutes", "40 seconds": how long to wait, rounded up. */
function waitText(ms: number) {
  if (ms < 60_000) {
    const s = Math.ceil(ms / 1000);
    return `${s} second${s === 1 ? '' : 's'}`;
  }
  const m = Math.ceil(ms / 60_000);
  return `${m} minute${m === 1 ? '' : 's'}`;
}

function tooMany(
  reply: FastifyReply,
  refused: Reservation & { ok: false },
  whose: 'address' | 'account',
) {
  const seconds = Math.ceil(refused.retryAfterMs / 1000);
  reply.header('Retry-After', String(seconds));
  return new HttpError(
    429,
    'too_many_requests',
    `Too many failed sign-ins ${whose === 'address' ? 'from this address' : 'for this account'}. Please try again in ${waitText(refused.retryAfterMs)}.`,
    { reason: whose === 'address' ? 'sign_ins_address' : 'sign_ins_account', params: { seconds } },
  );
}

/** Old rows (forgotten failures, expired and idle sessions) go at most this often, on a sign-in. */
const PURGE_EVERY_MS = 10 * 60_000;

export const authRoutes: ApiModule = async (app) => {
  const sessions = sessionsRepository(app.database.db, app.config.sessionTtlMs);
  const users = usersRepository(app.database.db);
  const demo = demoRepository(app.database.db);
  const throttle = loginThrottle(app.database.db);
  const limited = app.config.rateLimits;
  const secure = app.config.trustProxy;
  const accountKey = (role: Role, loginId: string) => `${role}:${loginId.toLowerCase()}`;
  // Verified against when the id is unknown, so a wrong id costs as long as a wrong password.
  const dummyHash = await hashPassword('not-a-password-anyone-has');
  let purgedAt = Number.NEGATIVE_INFINITY;
  const housekeeping = async () => {
    if (Date.now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = Date.now();
    await throttle.purge();
    await sessions.purgeExpired();
  };

  app.endpoint(endpoints['session.get'], async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!req.user) return { user: null };
    const { sessionId: _s, ...user } = req.user;
    return { user };
  });

  app.endpoint(endpoints['auth.login'], async (req, reply) => {
    const { role, loginId, password } = req.body;
    const key = accountKey(role, loginId);
    const who = { role, loginId, ip: req.ip };
    await housekeeping();
    if (limited) {
      // Each attempt takes its slot before the password is checked (login-throttle.ts);
      // the address first, since giving back an address's slot is giving back one.
      const byAddress = await throttle.reserve(ADDRESS_POLICY, req.ip);
      if (!byAddress.ok) {
        req.log.warn({ ...who, outcome: 'throttled', limit: 'address' }, 'sign-in refused');
        throw tooMany(reply, byAddress, 'address');
      }
      const byAccount = await throttle.reserve(ACCOUNT_POLICY, key);
      if (!byAccount.ok) {
        await throttle.release(ADDRESS_POLICY, req.ip);
        req.log.warn({ ...who, outcome: 'throttled', limit: 'account' }, 'sign-in refused');
        throw tooMany(reply, byAccount, 'account');
      }
    }
    const account = await users.credentials(role, loginId);
    const ok = await verifyPassword(account?.passwordHash ?? dummyHash, password);
    if (!account || !ok) {
      req.log.warn({ ...who, outcome: 'failure' }, 'sign-in failed');
      throw loginFailed();
    }
    // The demo accounts' password is printed in the README: they sign in only on the
    // computer that runs the site, never from the network (README, "The demo school").
    if (!fromThisComputer(req) && (await demo.isDemoAccount(account.id))) {
      req.log.warn({ ...who, outcome: 'demo-account-from-network' }, 'sign-in refused');
      throw loginFailed();
    }
    if (limited) {
      await throttle.release(ACCOUNT_POLICY, key);
      await throttle.release(ADDRESS_POLICY, req.ip);
    }
    // Said only to someone who knows the password: a wrong one is the usual 'Login failed'.
    if (account.deactivatedAt) {
      req.log.warn({ ...who, outcome: 'deactivated' }, 'sign-in refused');
      throw new HttpError(403, 'account_deactivated', 'This account has been turned off.');
    }
    // Rotate: a session the browser already had is ended, so a planted token is worthless.
    const previous = req.cookies[SESSION_COOKIE];
    if (previous) await sessions.delete(previous);
    const session = await sessions.create(account.id, req.headers['user-agent'] ?? '');
    setSessionCookie(reply, session.token, session.expiresAt, secure);
    const profile = (await users.byId(account.id))!;
    req.log.info({ ...who, outcome: 'success' }, 'sign-in succeeded');
    return {
      user: {
        id: profile.id,
        role: profile.role,
        loginId: profile.loginId,
        name: profile.name,
        mustChangePassword: account.mustChangePassword,
      },
    };
  });

  app.endpoint(endpoints['auth.logout'], async (req, reply) => {
    const token = req.cookies[SESSION_COOKIE];
    if (token) await sessions.delete(token);
    clearSessionCookie(reply, secure);
  });

  app.endpoint(endpoints['auth.confirm'], async (req, reply) => {
    const user = req.user!;
    const key = accountKey(user.role, user.loginId);
    // A wrong password here is a guess like one at sign-in, and counts the same.
    if (limited) {
      const slot = await throttle.reserve(ACCOUNT_POLICY, key);
      if (!slot.ok) throw tooMany(reply, slot, 'account');
    }
    const stored = await users.passwordHash(user.id);
    if (!stored || !(await verifyPassword(stored, req.body.password))) {
      req.log.warn(
        { role: user.role, loginId: user.loginId, ip: req.ip, outcome: 'failure' },
        'password confirmation failed',
      );
      throw wrongPassword('password');
    }
    if (limited) await throttle.release(ACCOUNT_POLICY, key);
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
