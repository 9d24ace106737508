import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitHits } from './rate-limit-hits.repository.ts';

/** Rows whose window has ended go at most this often (per process), before a count. */
export const PURGE_EVERY_MS = 10 * 60_000;

/** What @fastify/rate-limit passes to a store's constructor and `child`: its merged settings. */
type StoreSettings = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  /** Set for a route's own limit (`config.rateLimit`): the route it was registered with. */
  routeInfo?: { method?: string | string[]; url?: string };
};

/**
 * A store for @fastify/rate-limit that counts in the database (rate-limit-hits.repository.ts),
 * so the limits hold across every app process on one PostgreSQL, and PGlite works the same
 * way. Its counts are the plugin's own in-memory store's: fixed windows, started by a key's
 * first request. Each route's limit (`child`) counts under its method and address, so two
 * routes never share a count, and a route's count is the same in every process.
 *
 * When the database does not answer, the request is let through (the plugin is registered
 * with `skipOnError`) and a warning logged: these limits slow floods of form posts, uploads
 * and lookups, they are not what keeps an account or a result safe (the sign-in and per-roll
 * throttles, login-throttle.ts, are). Refusing everyone, or answering 500, while the
 * database stumbles would turn away the parents the limits are there to serve; and a route
 * that needs the database fails on its own, with the one error shape.
 */
export function databaseRateLimitStore(
  hits: RateLimitHits,
  log: FastifyBaseLogger,
  now: () => number = Date.now,
): FastifyRateLimitStoreCtor {
  let purgedAt = Number.NEGATIVE_INFINITY;
  const purge = async () => {
    if (now() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = now();
    try {
      await hits.purgeEnded();
    } catch (err) {
      log.warn({ err }, 'rate limits: ended windows not purged');
    }
  };

  class DatabaseStore implements FastifyRateLimitStore {
    readonly #scope: string;

    constructor(settings: StoreSettings, scope = 'global') {
      // The plugin's other counting modes would need other statements; refuse them loudly.
      if (settings.continueExceeding || settings.exponentialBackoff)
        throw new Error(
          'The database rate-limit store counts fixed windows only (no continueExceeding, no exponentialBackoff)',
        );
      this.#scope = scope;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const counted = `${this.#scope}|${key}`;
      purge()
        .then(() => hits.hit(counted, timeWindow))
        .then(
          ({ hits: current, ttlMs }) => callback(null, { current, ttl: ttlMs }),
          (err: unknown) => {
            log.warn({ err, limit: this.#scope }, 'rate limit not counted: the database failed');
            callback(err instanceof Error ? err : new Error(String(err)));
          },
        );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const settings = routeOptions as StoreSettings;
      const { method, url } = settings.routeInfo ?? {};
      // `app.rateLimit()` and `app.createRateLimit()` make children with no route: their
      // counts could not be told apart, so they are not supported with this store.
      if (!method || !url)
        throw new Error('The database rate-limit store counts per route: use config.rateLimit');
      return new DatabaseStore(settings, `${[method].flat().join(',')} ${url}`);
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
