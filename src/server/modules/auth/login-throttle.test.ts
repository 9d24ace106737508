import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { loginFailures, sessions } from '../../db/schema.ts';
import { makeAccount, signIn, TEST_PASSWORD } from '../../test/sign-in.ts';
import { asSameSiteBrowser, createTestApp, describeEachDatabase } from '../../test/test-app.ts';
import { ACCOUNT_POLICY, ADDRESS_POLICY, loginThrottle } from './login-throttle.ts';

const MINUTE = 60_000;
const T0 = Date.parse('2030-01-01T00:00:00Z');

describeEachDatabase('login throttle (the table)', (ctx) => {
  let clock = T0;
  const throttle = () => loginThrottle(ctx().database.db, () => clock);
  const keys = async () =>
    (await ctx().database.db.select({ key: loginFailures.key }).from(loginFailures))
      .map((r) => r.key)
      .sort();

  it('lets five attempts through, then asks for a wait that doubles up to 15 minutes, never more', async () => {
    clock = T0;
    const t = throttle();
    for (let i = 0; i < 5; i++)
      expect(await t.reserve(ACCOUNT_POLICY, 'student:slow')).toEqual({ ok: true });
    expect(await t.reserve(ACCOUNT_POLICY, 'student:slow')).toEqual({
      ok: false,
      retryAfterMs: 30_000,
    });
    const waits: number[] = [];
    for (let i = 0; i < 15; i++) {
      const refused = await t.reserve(ACCOUNT_POLICY, 'student:slow');
      if (refused.ok) throw new Error('should wait');
      waits.push(refused.retryAfterMs);
      // One moment too early is still refused; at the time given, one attempt goes through.
      clock += refused.retryAfterMs - 1000;
      expect((await t.reserve(ACCOUNT_POLICY, 'student:slow')).ok).toBe(false);
      clock += 1000;
      expect((await t.reserve(ACCOUNT_POLICY, 'student:slow')).ok).toBe(true);
    }
    expect(waits.slice(0, 6)).toEqual([
      30_000,
      MINUTE,
      2 * MINUTE,
      4 * MINUTE,
      8 * MINUTE,
      15 * MINUTE,
    ]);
    expect(Math.max(...waits)).toBe(15 * MINUTE);
  });

  it('a clock gone wrong, or any count, cannot make a wait last for ever', async () => {
    const t = throttle();
    // Failures written by a clock far ahead (another process, a bad time setting)…
    clock = Date.parse('2300-01-01T00:00:00Z');
    for (let i = 0; i < 8; i++) await t.reserve(ACCOUNT_POLICY, 'student:skewed');
    // …do not hold the account when the clock is right again: a wait past the cap is not honoured.
    clock = T0;
    expect(await t.reserve(ACCOUNT_POLICY, 'student:skewed')).toEqual({ ok: true });

    // A huge count still waits at most the cap.
    await t.reserve(ACCOUNT_POLICY, 'student:many');
    await ctx()
      .database.db.update(loginFailures)
      .set({ failures: 1_000_000_000 })
      .where(eq(loginFailures.key, 'account:student:many'));
    await t.reserve(ACCOUNT_POLICY, 'student:many');
    const refused = await t.reserve(ACCOUNT_POLICY, 'student:many');
    expect(refused).toEqual({ ok: false, retryAfterMs: 15 * MINUTE });
    clock += 15 * MINUTE;
    expect(await t.reserve(ACCOUNT_POLICY, 'student:many')).toEqual({ ok: true });

    // A clock that gives no number is not believed.
    const broken = loginThrottle(ctx().database.db, () => Number.NaN);
    expect(await broken.reserve(ACCOUNT_POLICY, 'student:nan')).toEqual({ ok: true });
  });

  it('a success forgets an account’s failures; at an address it gives back that one attempt', async () => {
    clock = T0;
    const t = throttle();
    for (let i = 0; i < 5; i++) await t.reserve(ACCOUNT_POLICY, 'teacher:owner');
    await t.release(ACCOUNT_POLICY, 'teacher:owner');
    for (let i = 0; i < 5; i++)
      expect((await t.reserve(ACCOUNT_POLICY, 'teacher:owner')).ok).toBe(true);

    for (let i = 0; i < 20; i++)
      expect((await t.reserve(ADDRESS_POLICY, '10.5.5.5')).ok).toBe(true);
    expect(await t.reserve(ADDRESS_POLICY, '10.5.5.5')).toEqual({
      ok: false,
      retryAfterMs: 10 * MINUTE,
    });
    // The twentieth attempt succeeded after all: the address is back under its limit.
    await t.release(ADDRESS_POLICY, '10.5.5.5');
    expect((await t.reserve(ADDRESS_POLICY, '10.5.5.5')).ok).toBe(true);
    expect((await t.reserve(ADDRESS_POLICY, '10.5.5.5')).ok).toBe(false);
  });

  it('purges the rows every policy has forgotten, and only those', async () => {
    await ctx().database.db.delete(loginFailures);
    const t = throttle();
    clock = T0;
    await t.reserve(ADDRESS_POLICY, '10.9.9.1');
    await t.reserve(ACCOUNT_POLICY, 'student:yesterday');
    clock = Date.parse('2300-01-01T00:00:00Z');
    await t.reserve(ACCOUNT_POLICY, 'student:future');
    clock = T0 + 11 * MINUTE;
    await t.reserve(ADDRESS_POLICY, '10.9.9.2');
    await t.purge();
    expect(await keys()).toEqual(['account:student:yesterday', 'address:10.9.9.2']);
    clock = T0 + 25 * 60 * MINUTE;
    await t.purge();
    expect(await keys()).toEqual([]);
  });
});

describeEachDatabase('sign-in limits', (ctx) => {
  beforeAll(async () => {
    const { db } = ctx().database;
    await makeAccount(db, 'admin', { loginId: 'admin' });
    await makeAccount(db, 'student', { loginId: 'roomstudent' });
    await makeAccount(db, 'teacher', { loginId: 'logged' });
  });
  const login = (loginId: string, password: string, remoteAddress: string, role = 'student') =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { role, loginId, password },
      remoteAddress,
    });

  it('twenty guesses at once on one account: only the five free ones reach the password check', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login('admin', `guess-${i}`, `10.30.0.${i}`, 'admin')),
    );
    const codes = answers.map((r) => r.statusCode);
    // A 401 is a guess whose password was checked; a 429 was refused before any hashing.
    expect(codes.filter((c) => c === 401)).toHaveLength(ACCOUNT_POLICY.free);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - ACCOUNT_POLICY.free);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().error).toEqual({
      code: 'too_many_requests',
      message: 'Too many failed sign-ins for this account. Please try again in 30 seconds.',
      // What the browser words in the reader's language (apiErrors.sign_ins_account).
      details: { reason: 'sign_ins_account', params: { seconds: 30 } },
    });
    expect(refused.headers['retry-after']).toBe('30');
    // The owner is asked to wait, not locked out: the same count is seen by the table.
    const [row] = await ctx()
      .database.db.select()
      .from(loginFailures)
      .where(eq(loginFailures.key, 'account:admin:admin'));
    expect(row?.failures).toBe(ACCOUNT_POLICY.free);
  });

  it('counts only failures per address: a computer room signs in 30 times, failures are limited', async () => {
    for (let i = 0; i < 30; i++)
      expect((await login('roomstudent', TEST_PASSWORD, '10.40.0.1')).statusCode).toBe(200);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await login(`nobody-${i}`, 'wrong password', '10.40.0.2')).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
    // Limited is limited, even with the right password; another address is not.
    const limited = await login('roomstudent', TEST_PASSWORD, '10.40.0.2');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/from this address.*try again in 10 minutes/);
    expect((await login('roomstudent', TEST_PASSWORD, '10.40.0.1')).statusCode).toBe(200);
  });

  it('logs successes, failures and refusals with role, id, outcome and address, never the password', async () => {
    const info = vi.spyOn(ctx().app.log, 'info');
    const warn = vi.spyOn(ctx().app.log, 'warn');
    await login('logged', TEST_PASSWORD, '10.50.0.1', 'teacher');
    for (let i = 0; i < 6; i++) await login('logged', 'secret-guess', '10.50.0.2', 'teacher');
    // Fastify's own request logs go to the same logger: only the sign-in lines here.
    const entries = [...info.mock.calls, ...warn.mock.calls]
      .filter(([, msg]) => typeof msg === 'string' && msg.startsWith('sign-in'))
      .map(([obj, msg]) => ({ ...(obj as object), msg }));
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          role: 'teacher',
          loginId: 'logged',
          ip: '10.50.0.1',
          outcome: 'success',
        }),
        expect.objectContaining({
          role: 'teacher',
          loginId: 'logged',
          ip: '10.50.0.2',
          outcome: 'failure',
        }),
        expect.objectContaining({
          role: 'teacher',
          loginId: 'logged',
          ip: '10.50.0.2',
          outcome: 'throttled',
          limit: 'account',
        }),
      ]),
    );
    expect(entries).toHaveLength(7);
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(TEST_PASSWORD);
    expect(logged).not.toContain('secret-guess');
  });
});

describeEachDatabase('sign-in clean-up', (ctx) => {
  it('the first sign-in deletes forgotten failures and ended sessions', async () => {
    const { db } = ctx().database;
    const user = await makeAccount(db, 'student', { loginId: 'tidy' });
    const hour = 60 * MINUTE;
    const now = Date.now();
    await db.insert(loginFailures).values([
      {
        key: 'account:student:long-ago',
        failures: 3,
        lastAttemptAt: new Date(now - 25 * hour),
        nextAttemptAt: new Date(now - 25 * hour),
      },
      {
        key: 'account:student:lately',
        failures: 3,
        lastAttemptAt: new Date(now - hour),
        nextAttemptAt: new Date(now - hour),
      },
    ]);
    await db.insert(sessions).values([
      { id: 'expired', userId: user.id, expiresAt: new Date(now - 1000) },
      {
        id: 'idle',
        userId: user.id,
        expiresAt: new Date(now + 24 * hour),
        lastSeenAt: new Date(now - 3 * hour),
      },
      { id: 'live', userId: user.id, expiresAt: new Date(now + 24 * hour) },
    ]);
    await signIn(ctx().app, 'student', 'tidy');
    const failures = (await db.select().from(loginFailures)).map((r) => r.key);
    expect(failures).toEqual(['account:student:lately']);
    const left = (await db.select().from(sessions)).map((r) => r.id);
    expect(left).toContain('live');
    expect(left).not.toContain('expired');
    expect(left).not.toContain('idle');
  });
});

// Only where there is a PostgreSQL to share (CI has one): declared, not skipped, elsewhere.
const onPostgres = process.env.TEST_DATABASE_URL ? it : () => {};
onPostgres('two processes on one PostgreSQL count one account’s failures together', async () => {
  const a = await createTestApp('postgres');
  const database = await openDatabase({
    databaseUrl: a.config.databaseUrl,
    pgliteDir: 'memory://',
  });
  const b = asSameSiteBrowser(await buildApp(a.config, database));
  try {
    await b.ready();
    await makeAccount(a.database.db, 'admin', { loginId: 'shared-admin' });
    const guess = (app: typeof b, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { role: 'admin', loginId: 'shared-admin', password: `guess ${i}` },
        remoteAddress: `10.60.0.${i}`,
      });
    // Ten guesses at once, half through each process: only the five free ones are checked.
    const codes = (
      await Promise.all(Array.from({ length: 10 }, (_, i) => guess(i % 2 ? a.app : b, i)))
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(ACCOUNT_POLICY.free);
    expect(codes.filter((c) => c === 429)).toHaveLength(10 - ACCOUNT_POLICY.free);
    expect((await guess(a.app, 20)).statusCode).toBe(429);
    expect((await guess(b, 21)).statusCode).toBe(429);
  } finally {
    await b.close();
    await database.close();
    await a.close();
  }
});
