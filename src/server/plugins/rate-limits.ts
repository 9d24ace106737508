import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../shared/api/rules.ts';
import { HttpError } from './errors.ts';

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
    errorResponseBuilder: () =>
      new HttpError(
        429,
        'too_many_requests',
        'Too many requests from this address. Please try again in a few minutes.',
      ),
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
