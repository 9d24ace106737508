import { and, eq, gt, like, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginFailures } from '../../db/schema.ts';

/**
 * How sign-in attempts that have not (yet) succeeded are slowed down, per key.
 *
 * Why a growing wait and not a lockout: a fixed "5 failures, then 15 minutes locked" lets
 * anyone who knows an id (every admin's is `admin` on a new install) keep its owner out
 * for ever with five guesses every quarter hour. NIST SP 800-63B (5.2.2, rate limiting)
 * and OWASP's Authentication Cheat Sheet prefer throttling: a few attempts free, then a
 * wait between attempts that grows with each further failure, up to a cap. Guessing stays
 * slow (at the cap, 96 guesses a day per account), and the owner is never refused for
 * longer than the cap; a success forgets the account's failures.
 */
export type ThrottlePolicy = {
  /** What the key names, the prefix of its rows. */
  scope: 'account' | 'address' | 'result' | 'device' | 'result-device';
  /** Attempts let through before any wait. */
  free: number;
  /** The wait after the `free`-th failed attempt, doubled by each one after it. */
  baseDelayMs: number;
  /** The longest wait, whatever the count or the clock says. */
  maxDelayMs: number;
  /** Failures are forgotten after this long without an attempt. */
  forgetAfterMs: number;
};

/** One account, from any address: 5 free attempts, then 30 s, 1 min, 2 min … up to 15 min. */
export const ACCOUNT_POLICY: ThrottlePolicy = {
  scope: 'account',
  free: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/**
 * One address, any account: 20 failed sign-ins, then 10 minutes. Only failures count (a
 * success gives its attempt back), so a computer room or a mobile carrier's shared address
 * with many good sign-ins is never refused.
 */
export const ADDRESS_POLICY: ThrottlePolicy = {
  scope: 'address',
  free: 20,
  baseDelayMs: 10 * 60_000,
  maxDelayMs: 10 * 60_000,
  forgetAfterMs: 10 * 60_000,
};

/**
 * One browser that has signed in before (its device cookie, device-cookies.ts), for the
 * accounts its cookie names: the same pace as an account's, but its own. Strangers' failures
 * never reach it, and a stolen cookie buys a thief no more than these few guesses.
 */
export const DEVICE_POLICY: ThrottlePolicy = { ...ACCOUNT_POLICY, scope: 'device' };

/**
 * One student's results (whatever the exam: the key is the student, results.routes.ts),
 * from any browser without the student's device cookie: 10 free lookups that find nothing,
 * then 30 s, 1 min … up to 15 min (issue 21, issue 45). A class's dates of birth span about
 * 700 days: at most about 110 guesses a day per student, so finding one takes days from any
 * number of addresses, and a second published exam gives no more guesses. A lookup that
 * finds the result forgets the student's failures.
 */
export const RESULT_POLICY: ThrottlePolicy = {
  scope: 'result',
  free: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** A browser that found a student's result before: the same pace as the student's, its own. */
export const RESULT_DEVICE_POLICY: ThrottlePolicy = { ...RESULT_POLICY, scope: 'result-device' };

/**
 * The wait told to whoever is refused, in whole minutes: 1, 5, 10 or 15, never less than
 * the real wait. A person needs to know roughly when to come back; someone keeping an
 * account or a roll held would like the second it reopens, and is not told it.
 */
export function minutesToTell(retryAfterMs: number): number {
  const minutes = Math.ceil(retryAfterMs / 60_000);
  return minutes <= 1 ? 1 : Math.ceil(minutes / 5) * 5;
}

export type Reservation = { ok: true } | { ok: false; retryAfterMs: number };

const iso = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Failed sign-ins counted in the database (table `login_failures`), so every process on
 * one PostgreSQL sees the same counts, and PGlite works the same.
 *
 * An attempt is counted *before* the password is checked: `reserve` takes a slot in one
 * atomic upsert (PostgreSQL locks the row, so of twenty guesses sent at once only the
 * free ones get a slot), and `release` gives it back after a success. The clock is the
 * app's (tests set it); a wait longer than the cap can only come from a clock that went
 * back, and is not honoured.
 */
export function loginThrottle(db: Db, clock: () => number = Date.now) {
  const now = () => {
    const t = clock();
    return Number.isFinite(t) ? t : Date.now();
  };
  /** The wait after the `count`-th attempt, in ms (an SQL expression over `count`). */
  const delayAfter = (count: ReturnType<typeof sql>, p: ThrottlePolicy) =>
    sql`(case when ${count} < ${p.free} then 0 else least(${p.maxDelayMs}::double precision, ${p.baseDelayMs}::double precision * power(2, least(${count} - ${p.free}, 30))) end)`;
  const rowKey = (p: ThrottlePolicy, key: string) => `${p.scope}:${key}`;

  return {
    /** Takes a slot for an attempt on `key`, or says how long to wait. */
    async reserve(policy: ThrottlePolicy, key: string): Promise<Reservation> {
      const at = now();
      const k = rowKey(policy, key);
      const forgotten = sql`${loginFailures.lastAttemptAt} <= ${iso(at - policy.forgetAfterMs)}`;
      const count = sql`(case when ${forgotten} then 1 else ${loginFailures.failures} + 1 end)`;
      const [row] = await db
        .insert(loginFailures)
        .values({
          key: k,
          failures: 1,
          lastAttemptAt: new Date(at),
          nextAttemptAt: sql`${iso(at)} + ${delayAfter(sql`1`, policy)} * interval '1 millisecond'`,
        })
        .onConflictDoUpdate({
          target: loginFailures.key,
          set: {
            failures: count,
            lastAttemptAt: new Date(at),
            nextAttemptAt: sql`${iso(at)} + ${delayAfter(count, policy)} * interval '1 millisecond'`,
          },
          // Only when the wait is over (or longer than any wait can be, or forgotten).
          setWhere: or(
            lte(loginFailures.nextAttemptAt, sql`${iso(at)}`),
            gt(loginFailures.nextAttemptAt, sql`${iso(at + policy.maxDelayMs)}`),
            forgotten,
          ),
        })
        .returning({ failures: loginFailures.failures });
      if (row) return { ok: true };
      const [held] = await db
        .select({ next: loginFailures.nextAttemptAt })
        .from(loginFailures)
        .where(eq(loginFailures.key, k));
      const wait = held ? held.next.getTime() - at : 0;
      return { ok: false, retryAfterMs: Math.min(Math.max(wait, 1000), policy.maxDelayMs) };
    },

    /**
     * After a success: an account's failures are forgotten (its owner is in); an address
     * gets back the one attempt, and any wait it had is lifted once under the free count.
     */
    async release(policy: ThrottlePolicy, key: string) {
      const k = rowKey(policy, key);
      const gone = await db
        .delete(loginFailures)
        .where(
          policy.scope !== 'address'
            ? eq(loginFailures.key, k)
            : and(eq(loginFailures.key, k), lte(loginFailures.failures, 1)),
        )
        .returning({ key: loginFailures.key });
      if (gone.length > 0 || policy.scope !== 'address') return;
      await db
        .update(loginFailures)
        .set({
          failures: sql`greatest(${loginFailures.failures} - 1, 0)`,
          nextAttemptAt: sql`case when ${loginFailures.failures} - 1 < ${policy.free} then least(${loginFailures.nextAttemptAt}, ${iso(now())}) else ${loginFailures.nextAttemptAt} end`,
        })
        .where(eq(loginFailures.key, k));
    },

    /** Deletes the rows every policy has forgotten (and rows dated after any wait: a clock gone back). */
    async purge(
      policies: readonly ThrottlePolicy[] = [
        ACCOUNT_POLICY,
        ADDRESS_POLICY,
        RESULT_POLICY,
        DEVICE_POLICY,
        RESULT_DEVICE_POLICY,
      ],
    ) {
      const at = now();
      for (const p of policies) {
        await db
          .delete(loginFailures)
          .where(
            and(
              like(loginFailures.key, `${p.scope}:%`),
              or(
                lte(loginFailures.lastAttemptAt, new Date(at - p.forgetAfterMs)),
                gt(loginFailures.lastAttemptAt, new Date(at + p.forgetAfterMs)),
              ),
            ),
          );
      }
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
