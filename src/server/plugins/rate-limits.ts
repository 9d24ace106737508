import type { RateLimitOptions } from '@fastify/rate-limit';
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
