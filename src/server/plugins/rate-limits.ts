import net from 'node:net';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../shared/api/rules.ts';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';
import { rateLimitHitsRepository } from './rate-limit-hits.repository.ts';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The benchmark's own loopback client (and only it), which no limit counts: it measures the
 * server, not 429s (and the end-to-end journeys' setup calls, playwright.config.ts).
 */
export const benchClient =
  (config: Pick<Config, 'benchToken'>) =>
  (req: FastifyRequest): boolean =>
    Boolean(config.benchToken) &&
    req.headers['x-bench-token'] === config.benchToken &&
    LOOPBACK.has(req.ip);

const tooManyFromAddress = () =>
  new HttpError(
    429,
    'too_many_requests',
    'Too many requests from this address. Please try again in a few minutes.',
  );

/** A per-address limit for a public form, with a message a parent understands. */
export function perAddressLimit(
  enabled: boolean,
  max: number,
  timeWindow = '10 minutes',
): RateLimitOptions | false {
  if (!enabled) return false;
  return {
    max,
    timeWindow,
    errorResponseBuilder: tooManyFromAddress,
  };
}

/**
 * A per-account limit for a signed-in route (the access check runs first, so the user is
 * known): counted by user id, so a class sharing one address is not limited together.
 */
export function perAccountLimit(
  enabled: boolean,
  max: (req: FastifyRequest) => number,
  timeWindow: string,
  message: (limit: { max: number; after: string }) => string,
  /** What was limited, for the browser's words (apiErrors.<reason>). */
  reason: ErrorCode,
): RateLimitOptions | false {
  if (!enabled) return false;
  return {
    max: (req) => max(req),
    timeWindow,
    keyGenerator: (req) => `account:${req.user?.id ?? req.ip}`,
    errorResponseBuilder: (_req, context) =>
      new HttpError(429, 'too_many_requests', message(context), {
        reason,
        params: { max: context.max, seconds: Math.ceil(context.ttl / 1000) },
      }),
  };
}

/** At most `max` requests of one kind per address in each window of `windowMs`. */
export type Budget = { max: number; windowMs: number };

/**
 * A per-address limit counted by outcome (issue 45): `failures` counts the requests refused
 * (4xx: a lookup that found nothing, a form the server would not take), `successes`, when
 * given, those accepted (2xx). What succeeds never uses up the failures' budget, so a shared
 * address (a cyber café, a computer room, a mobile operator's) full of people who get their
 * answers is never refused, while guessing and spam, which fail, stay slow. A 429 (another
 * limit's) and a 5xx (the server's fault) count as neither.
 */
export type OutcomeLimit = { failures: Budget; successes?: Budget };

export function perAddressOutcomeLimit(
  enabled: boolean,
  failures: Budget,
  successes?: Budget,
): OutcomeLimit | false {
  return enabled ? { failures, ...(successes ? { successes } : {}) } : false;
}

/**
 * The address a limit counts: an IPv6 address by its /64 (one home or phone is given a
 * whole /64; counted one by one, its owner would have 2^64 budgets), as @fastify/rate-limit
 * counts it; an IPv4 address written as IPv6 (::ffff:a.b.c.d) as the IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(ip)) return ip.toLowerCase();
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The hooks of an outcome limit on one route (registered by plugins/endpoints.ts). Each
 * request takes its slot in both counts before anything else runs (one atomic upsert each,
 * rate-limit-hits.repository.ts, so a burst sent at once cannot slip past), and the count
 * its outcome is not for gets its slot back once the answer is sent. Counted in the
 * database, in fixed windows, for every process; when the database does not answer, the
 * request is let through (as the other limits do, rate-limit-store.ts says why).
 */
export function outcomeLimitHooks(app: FastifyInstance, route: string, limit: OutcomeLimit) {
  const hits = rateLimitHitsRepository(app.database.db);
  const exempt = benchClient(app.config);
  const held = new WeakMap<FastifyRequest, { failed: string; succeeded?: string }>();
  const giveBack = async (key: string | undefined) => {
    if (key) await hits.giveBack(key);
  };

  const onRequest = async (req: FastifyRequest) => {
    if (exempt(req)) return;
    const at = `${route}|${addressKey(req.ip)}`;
    const failed = `${at}|failed`;
    const succeeded = limit.successes ? `${at}|accepted` : undefined;
    try {
      const f = await hits.hit(failed, limit.failures.windowMs);
      if (f.hits > limit.failures.max) throw tooManyFromAddress();
      if (succeeded && limit.successes) {
        const s = await hits.hit(succeeded, limit.successes.windowMs);
        if (s.hits > limit.successes.max) {
          await hits.giveBack(failed);
          throw tooManyFromAddress();
        }
      }
    } catch (err) {
      if (err instanceof HttpError) throw err;
      req.log.warn({ err, limit: route }, 'rate limit not counted: the database failed');
      return;
    }
    held.set(req, { failed, ...(succeeded ? { succeeded } : {}) });
  };

  const onResponse = async (req: FastifyRequest, reply: FastifyReply) => {
    const slots = held.get(req);
    if (!slots) return;
    const status = reply.statusCode;
    try {
      if (status < 400) await giveBack(slots.failed);
      else if (status === 429 || status >= 500)
        await Promise.all([giveBack(slots.failed), giveBack(slots.succeeded)]);
      else await giveBack(slots.succeeded);
    } catch (err) {
      req.log.warn({ err, limit: route }, 'rate limit slot not given back: the database failed');
    }
  };

  return { onRequest, onResponse };
}
