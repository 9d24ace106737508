import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { endpointByRoute } from '../../shared/api/index.ts';
import { type Access, can } from '../../shared/permissions.ts';
import type { SessionUser } from '../../shared/schemas/auth.ts';
import { withoutReporting } from '../db/changes.ts';
import { SESSION_TOUCH_MS, sessionsRepository } from '../modules/auth/sessions.repository.ts';
import { HttpError } from './errors.ts';

export const SESSION_COOKIE = 'sid';

/** Routes under /api that declare their access; the API description at /api/docs is public. */
const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

declare module 'fastify' {
  interface FastifyRequest {
    user: (SessionUser & { sessionId: string }) | null;
  }
  interface FastifyInstance {
    /** Who signed in the request's session cookie is, for a route outside the API (a student's photo). */
    sessionOf: (req: FastifyRequest) => Promise<FastifyRequest['user']>;
  }
  interface FastifyContextConfig {
    /** What the route needs, from its declaration. */
    access?: Access;
  }
}

/** Methods that never change state; every other method the router answers must prove its origin. */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

const crossOrigin = () =>
  new HttpError(403, 'cross_origin', 'Requests from other sites are not allowed.');

/**
 * A state-changing request must come from this site's own pages (ARCHITECTURE.md,
 * "Sessions"): its Origin names this host, or, without an Origin, the browser says
 * Sec-Fetch-Site: same-origin. A request with neither is refused: every browser this
 * site supports sends one of them, and a form or script elsewhere cannot fake either.
 * `req.host` is the Host header, or X-Forwarded-Host behind a trusted proxy.
 */
export function refuseCrossOrigin(req: FastifyRequest) {
  if (SAFE.has(req.method)) return;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    let same = false;
    try {
      // Compared as URLs, so a default port written out (`Host: school.example:80`) matches.
      const from = new URL(origin);
      same = from.host !== '' && from.host === new URL(`${from.protocol}//${req.host}`).host;
    } catch {}
    if (!same) throw crossOrigin();
    return;
  }
  if (req.headers['sec-fetch-site'] !== 'same-origin') throw crossOrigin();
}

export function requireAccess(access: Access) {
  return async (req: FastifyRequest) => {
    if (access === 'public') return;
    if (!req.user) throw new HttpError(401, 'unauthenticated', 'Please sign in first.');
    if (access !== 'signed-in' && !can(req.user.role, access))
      throw new HttpError(403, 'forbidden', 'You are not allowed to do this.');
  };
}

/**
 * Sessions and authorization: who is signed in comes from the session cookie alone, and
 * every API route is declared in src/shared/api, with its access, or is refused at start.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const repo = sessionsRepository(app.database.db, app.config.sessionTtlMs);
  // Sessions looked up in the last half minute, kept in memory (never past the session's
  // own expiry): a change to the sessions or the accounts (signing in or out, a password
  // change or reset, an account turned off) drops them, in every process (public-cache.ts).
  type Found = Awaited<ReturnType<typeof repo.find>>;
  const recent = app.memo<Found>({
    maxEntries: 10_000,
    keepUntil: (found, now) => Math.min(now + 30_000, found?.expiresAt.getTime() ?? Infinity),
  });
  // The database finds only sessions active in the last SESSION_IDLE_MS; one held here was
  // found at most half a minute ago and touched then if it had been a minute idle, so it
  // cannot pass that limit while cached. A request on a session is written down at most
  // once a minute (the cached copy remembers when), so reads stay one query per half minute.
  const findSession = async (token: string): Promise<FastifyRequest['user']> => {
    const found = await recent.get(token, () => repo.find(token));
    if (!found) return null;
    const now = Date.now();
    if (now - found.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
      found.lastSeenAt = new Date(now);
      // Bookkeeping no kept answer shows: reported, it would drop every kept session.
      await withoutReporting(() => repo.touch(found.sessionId, found.lastSeenAt));
    }
    return {
      id: found.id,
      role: found.role,
      loginId: found.loginId,
      name: found.name,
      nameBn: found.nameBn,
      mustChangePassword: found.mustChangePassword,
      sessionId: found.sessionId,
    };
  };
  app.decorateRequest('user', null);
  app.decorate('sessionOf', async (req: FastifyRequest) => {
    const token = req.cookies[SESSION_COOKIE];
    return token && token.length <= 100 ? findSession(token) : null;
  });

  // Every API route is registered from its declaration in src/shared/api (plugins/
  // endpoints.ts), or the server refuses to start. A HEAD route (Fastify adds one for every
  // GET) is held to its GET's declaration: it runs the same handler.
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const found = new Set(
      methods.map((method) => {
        const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
        const declared = endpointByRoute.get(key);
        if (!declared) throw new Error(`Route ${key} has no declaration in src/shared/api`);
        return declared;
      }),
    );
    if (found.size !== 1) throw new Error(`Route ${route.url} needs one declaration`);
    const [declared] = found;
    route.config = { ...(route.config as object), endpoint: declared, access: declared!.access };
  });

  // Decided on the route the router matched, not on the address as sent: `/%61pi/...` is
  // the same route as `/api/...` and gets the same checks. At onRequest, so nothing of a
  // refused request is even parsed (uploads included).
  app.addHook('onRequest', async (req: FastifyRequest, _reply: FastifyReply) => {
    refuseCrossOrigin(req);
    const url = req.routeOptions.url;
    if (url === undefined || !isApiRoute(url)) return;
    const token = req.cookies[SESSION_COOKIE];
    // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent; a longer value finds no session either, the limit only spares hashing and a query for it.
    if (token && token.length <= 100) req.user = await findSession(token);
    const { access, endpoint: declared } = req.routeOptions.config;
    // Fails closed: an API route without a declared access answers to nobody.
    // Stryker disable all: unreachable while onRoute above gives every API route its declaration or stops the start.
    if (!access || !declared)
      throw new HttpError(403, 'forbidden', 'You are not allowed to do this.');
    // Stryker restore all
    await requireAccess(access)(req);
    if (access === 'public') return;
    // Signed in from here on (requireAccess refused anyone else). A temporary password is
    // changed before anything else but public routes (the cached session may predate the
    // change, so the database has the last word before a refusal); the operations declared
    // recentPassword want the password typed again lately (read fresh: POST
    // /api/auth/confirm may have come through another process).
    const user = req.user!;
    if (
      user.mustChangePassword &&
      !declared.beforePasswordChange &&
      (await repo.mustChangePassword(user.id))
    )
      throw new HttpError(
        403,
        'password_change_required',
        'Please change your temporary password first.',
      );
    if (declared.recentPassword && !(await repo.isConfirmed(user.sessionId)))
      throw new HttpError(403, 'reauth_required', 'Please enter your password again to do this.');
  });

  // What only a signed-in person may see is never kept by the browser or anything between:
  // students share phones and the computer room's PCs.
  app.addHook('onSend', async (req, reply, payload) => {
    const access = req.routeOptions.config.access;
    if (access && access !== 'public') reply.header('Cache-Control', 'no-store');
    return payload;
  });
});

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
