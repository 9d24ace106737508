import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../../shared/constants.ts';
import type { LoginInput, SessionUser } from '../../../shared/schemas/auth.ts';
import { hostName, isLoopbackName } from '../../plugins/allowed-hosts.ts';
import { SESSION_COOKIE, setSessionCookie } from '../../plugins/auth.ts';
import type { ApiApp } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { demoRepository } from '../demo/demo.repository.ts';
import { usersRepository } from '../users/users.repository.ts';
import { deviceCookies } from './device-cookies.ts';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  DEVICE_POLICY,
  loginThrottle,
  minutesToTell,
  type Reservation,
  type ThrottlePolicy,
} from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { sessionsRepository } from './sessions.repository.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The headers a proxy adds to say whom it passes a request on for (and any `X-Forwarded-*`
 * besides): a proxy on the same computer would make every visitor look local.
 */
const PROXY_HEADERS = new Set([
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-original-forwarded-for',
]);

/**
 * A request made on the computer that runs the site, by a program there: from a loopback
 * address, for one of this computer's own names (not a name of a page elsewhere pointed at
 * this computer: DNS rebinding), and with no sign of a proxy of any kind: a header a proxy
 * adds, or HTTP/1.0, which nginx's plain proxy_pass speaks (naming 127.0.0.1 as the Host
 * and adding no header) and no browser does.
 */
function fromThisComputer(req: FastifyRequest): boolean {
  const proxied = Object.keys(req.headers).some(
    (h) => h.startsWith('x-forwarded-') || PROXY_HEADERS.has(h),
  );
  return (
    !proxied &&
    Number(req.raw.httpVersion) >= 1.1 &&
    LOOPBACK.has(req.ip) &&
    LOOPBACK.has(req.socket.remoteAddress ?? '') &&
    isLoopbackName(hostName(req.headers.host))
  );
}

const loginFailed = () => new HttpError(401, 'login_failed', 'Login failed');

/** "1 minute", "5 minutes". */
const minutesText = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

/**
 * The 429 of a sign-in refused by a throttle: the wait in the coarse minutes a person
 * needs (minutesToTell), never the second the throttle reopens.
 */
export function tooManySignIns(
  reply: FastifyReply,
  refused: Reservation & { ok: false },
  whose: 'address' | 'account',
) {
  const minutes = minutesToTell(refused.retryAfterMs);
  reply.header('Retry-After', String(minutes * 60));
  return new HttpError(
    429,
    'too_many_requests',
    `Too many failed sign-ins ${whose === 'address' ? 'from this address' : 'for this account'}. Please try again in ${minutesText(minutes)}.`,
    {
      reason: whose === 'address' ? 'sign_ins_address' : 'sign_ins_account',
      params: { count: minutes },
    },
  );
}

/** Old rows (forgotten failures, expired and idle sessions) go at most this often, on a sign-in. */
const PURGE_EVERY_MS = 10 * 60_000;

/**
 * Signing in, for the API's JSON route and the sign-in pages' form (sign-in-form.routes.ts):
 * the same throttles, the same checks, the same cookies.
 *
 * Throttles (login-throttle.ts): a browser whose device cookie names the account
 * (device-cookies.ts) draws on that cookie's own budget alone; any other attempt on the
 * address's budget, then the account's shared one. So strangers who use up an account's
 * budget (or an address's) keep out only browsers that never signed in to it.
 */
export async function signInService(app: ApiApp) {
  const sessions = sessionsRepository(app.database.db, app.config.sessionTtlMs);
  const users = usersRepository(app.database.db);
  const demo = demoRepository(app.database.db);
  const throttle = loginThrottle(app.database.db);
  const limited = app.config.rateLimits;
  const secure = app.config.trustProxy;
  const devices = deviceCookies(app.database.db, 'sign-in', secure);
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

  /** The budget an attempt on the account draws on: this browser's own, or the account's. */
  const budgetOf = async (
    req: FastifyRequest,
    role: Role,
    loginId: string,
  ): Promise<{ policy: ThrottlePolicy; key: string; subject: string }> => {
    const key = accountKey(role, loginId);
    const subject = await devices.subject(key);
    const nonce = await devices.holder(req, subject);
    return nonce
      ? { policy: DEVICE_POLICY, key: nonce, subject }
      : { policy: ACCOUNT_POLICY, key, subject };
  };

  return {
    budgetOf,
    throttle,

    /** Signs in: sets the session cookie (and the device cookie), or throws 401, 403 or 429. */
    async signIn(
      req: FastifyRequest,
      reply: FastifyReply,
      { role, loginId, password }: LoginInput,
    ): Promise<SessionUser> {
      const who = { role, loginId, ip: req.ip };
      await housekeeping();
      const budget = await budgetOf(req, role, loginId);
      const trusted = budget.policy === DEVICE_POLICY;
      if (limited) {
        // Each attempt takes its slot before the password is checked (login-throttle.ts);
        // the address first, since giving back an address's slot is giving back one.
        if (!trusted) {
          const byAddress = await throttle.reserve(ADDRESS_POLICY, req.ip);
          if (!byAddress.ok) {
            req.log.warn({ ...who, outcome: 'throttled', limit: 'address' }, 'sign-in refused');
            throw tooManySignIns(reply, byAddress, 'address');
          }
        }
        const byAccount = await throttle.reserve(budget.policy, budget.key);
        if (!byAccount.ok) {
          if (!trusted) await throttle.release(ADDRESS_POLICY, req.ip);
          req.log.warn(
            { ...who, outcome: 'throttled', limit: trusted ? 'device' : 'account' },
            'sign-in refused',
          );
          throw tooManySignIns(reply, byAccount, 'account');
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
        // A browser known to the account gives back its own slot; the strangers' failures
        // stay counted against the account's shared budget. Any other success is the owner's
        // (or as good as): the account's failures are forgotten.
        await throttle.release(budget.policy, budget.key);
        if (!trusted) await throttle.release(ADDRESS_POLICY, req.ip);
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
      await devices.issue(req, reply, budget.subject);
      const profile = (await users.byId(account.id))!;
      req.log.info({ ...who, outcome: 'success' }, 'sign-in succeeded');
      return {
        id: profile.id,
        role: profile.role,
        loginId: profile.loginId,
        name: profile.name,
        nameBn: profile.nameBn,
        mustChangePassword: account.mustChangePassword,
      };
    },
  };
}
