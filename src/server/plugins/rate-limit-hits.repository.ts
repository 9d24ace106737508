import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';

/**
 * The rate limits' counts (table `rate_limit_hits`), in fixed windows on the database's
 * clock, so every process on one PostgreSQL counts the same requests against one window
 * whatever its own clock says.
 */
export function rateLimitHitsRepository(db: Db) {
  return {
    /**
     * Counts one request on `key` in one statement: a first request, or the first after the
     * window ended, starts a new window of `windowMs` with 1; any other adds 1. PostgreSQL
     * locks the row for the upsert, so requests counted at the same time from any process
     * each get their own number and none is lost. Returns the count and the ms left.
     */
    async hit(key: string, windowMs: number): Promise<{ hits: number; ttlMs: number }> {
      const ended = sql`${rateLimitHits.windowEnds} <= now()`;
      const [row] = await db
        .insert(rateLimitHits)
        .values({
          key,
          hits: 1,
          windowEnds: sql`now() + ${windowMs}::double precision * interval '1 millisecond'`,
        })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
            windowEnds: sql`case when ${ended} then excluded.window_ends else ${rateLimitHits.windowEnds} end`,
          },
        })
        .returning({
          hits: rateLimitHits.hits,
          // now() is when this statement's transaction began: one that began a moment
          // before the one that opened the window would read a little more than the window
          // left (60,001 ms in a CI run), so the answer is kept within it.
          ttlMs:
            sql<number>`least(greatest(ceil(extract(epoch from ${rateLimitHits.windowEnds} - now()) * 1000), 0), ${windowMs}::integer)::integer`.mapWith(
              Number,
            ),
        });
      if (!row) throw new Error('rate limit upsert returned no row');
      return row;
    },

    /**
     * Takes back one request counted on `key` in its current window (one whose outcome is
     * not what the limit counts: a lookup that found its result, an accepted application).
     */
    async giveBack(key: string) {
      await db
        .update(rateLimitHits)
        .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
        .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.windowEnds, sql`now()`)));
    },

    /** Deletes the rows whose window has ended (a missing row counts the same). */
    async purgeEnded() {
      await db.delete(rateLimitHits).where(lte(rateLimitHits.windowEnds, sql`now()`));
    },
  };
}

export type RateLimitHits = ReturnType<typeof rateLimitHitsRepository>;
