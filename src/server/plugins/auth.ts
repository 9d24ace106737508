import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Access, apiAccess, can } from '../../shared/permissions.ts';
import type { SessionUser } from '../../shared/schemas/auth.ts';
import { sessionsRepository } from '../modules/auth/sessions.repository.ts';
import { HttpError } from './errors.ts';
import { SharedMemo } from './shared-memo.ts';

export const SESSION_COOKIE = 'sid';

declare module 'fastify' {
  interface FastifyRequest {
    user: (SessionUser & { sessionId: string }) | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A state-changing request must come from this site's own pages (ARCHITECTURE.md,
 * "Sessions"). `req.host` is the Host header, or X-Forwarded-Host behind a trusted proxy.
 */
function refuseCrossOrigin(req: FastifyRequest) {
  if (!UNSAFE.has(req.method)) return;
  const origin = req.headers.origin;
  if (origin) {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      host = '';
    }
    if (host !== req.host)
      throw new HttpError(403, 'cross_origin', 'Requests from other sites are not allowed.');
  } else if (req.headers['sec-fetch-site'] === 'cross-site') {
    throw new HttpError(403, 'cross_origin', 'Requests from other sites are not allowed.');
  }
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
 * every API route declares its access in src/shared/permissions.ts or is refused at start.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const repo = sessionsRepository(app.database.db, app.config.sessionTtlMs);
  // Sessions looked up in the last half minute, kept in memory (never past the session's
  // own expiry): signing out, a password change or reset, or any other write drops them
  // all (in every process, see public-cache.ts).
  type Found = Awaited<ReturnType<typeof repo.find>>;
  const recent = new SharedMemo<Found>(10_000, (found, now) =>
    Math.min(now + 30_000, found?.expiresAt.getTime() ?? Infinity),
  );
  app.onCacheDrop(() => recent.clear());
  const findSession = async (token: string): Promise<FastifyRequest['user']> => {
    const found = await recent.get(token, () => repo.find(token));
    return (
      found && {
        id: found.id,
        role: found.role,
        loginId: found.loginId,
        name: found.name,
        sessionId: found.sessionId,
      }
    );
  };
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (
      !route.url.startsWith('/api/') ||
      route.url.startsWith('/api/docs') ||
      route.method === 'HEAD'
    )
      return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const key = `${method} ${route.url}`;
      const access = apiAccess[key];
      if (!access)
        throw new Error(`Route ${key} has no entry in apiAccess (src/shared/permissions.ts)`);
      route.config = { ...(route.config as object), access };
      const check = requireAccess(access);
      // At onRequest, so nothing of a refused request is even parsed (uploads included).
      const existing = route.onRequest
        ? Array.isArray(route.onRequest)
          ? route.onRequest
          : [route.onRequest]
        : [];
      route.onRequest = [...existing, check];
    }
  });

  app.addHook('onRequest', async (req: FastifyRequest, _reply: FastifyReply) => {
    if (!req.url.startsWith('/api/')) return;
    refuseCrossOrigin(req);
    const token = req.cookies[SESSION_COOKIE];
    if (token && token.length <= 100) req.user = await findSession(token);
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
