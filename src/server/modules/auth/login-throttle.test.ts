import { eq } from 'drizzle-orm';
import { beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { loginFailures, sessions } from '../../db/schema.ts';
import { makeAccount, signIn, TEST_PASSWORD } from '../../test/sign-in.ts';
import { asSameSiteBrowser, createTestApp, describeEachDatabase } from '../../test/test-app.ts';
import {
  ACCOUNT_POLICY,
  ADDRESS_POLICY,
  DEVICE_POLICY,
  loginThrottle,
  minutesToTell,
} from './login-throttle.ts';

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
    // The wait is 30 s; it is told in the whole minutes a person needs (minutesToTell).
    expect(refused.json().error).toEqual({
      code: 'too_many_requests',
      message: 'Too many failed sign-ins for this account. Please try again in 1 minute.',
      // What the browser words in the reader's language (apiErrors.sign_ins_account).
      details: { reason: 'sign_ins_account', params: { count: 1 } },
    });
    expect(refused.headers['retry-after']).toBe('60');
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

it('tells a wait in the coarse minutes a person needs, never less than the real wait', () => {
  expect([1, 30_000, 60_000].map(minutesToTell)).toEqual([1, 1, 1]);
  expect([60_001, 4 * MINUTE, 5 * MINUTE].map(minutesToTell)).toEqual([5, 5, 5]);
  expect([7 * MINUTE + 13_000, 10 * MINUTE, 14 * MINUTE + 1].map(minutesToTell)).toEqual([
    10, 10, 15,
  ]);
});

describeEachDatabase(
  'sign-in: a browser that signed in before (device cookies, issue 45)',
  (ctx) => {
    beforeAll(async () => {
      const { db } = ctx().database;
      await makeAccount(db, 'teacher', { loginId: 'owned' });
      await makeAccount(db, 'teacher', { loginId: 'neighbour' });
    });
    const login = (loginId: string, password: string, remoteAddress: string, cookie?: string) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { role: 'teacher', loginId, password },
        remoteAddress,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    const deviceOf = (res: Awaited<ReturnType<typeof login>>) => {
      const device = res.cookies.find((c) => c.name === 'device');
      if (!device) throw new Error('no device cookie');
      expect(device.httpOnly).toBe(true);
      expect(device.sameSite).toBe('Lax');
      return `device=${device.value}`;
    };

    it('an account held by a stranger’s failures still lets in the browser its owner signed in with before', async () => {
      const signedIn = await login('owned', TEST_PASSWORD, '10.70.0.1');
      expect(signedIn.statusCode).toBe(200);
      const device = deviceOf(signedIn);
      // The cookie names nobody: no id, no role in it.
      expect(device).not.toMatch(/owned|teacher/);

      // A stranger, from eleven addresses: five guesses, then the account's shared budget waits.
      for (let i = 0; i < 5; i++)
        expect((await login('owned', `guess ${i}`, `10.71.0.${i}`)).statusCode).toBe(401);
      for (let i = 5; i < 11; i++)
        expect((await login('owned', `guess ${i}`, `10.71.0.${i}`)).statusCode).toBe(429);
      // Any browser without the cookie waits, even with the right password…
      expect((await login('owned', TEST_PASSWORD, '10.70.0.1')).statusCode).toBe(429);
      // …a cookie altered, or one for another account, is no cookie at all…
      const altered = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
      expect((await login('owned', TEST_PASSWORD, '10.70.0.1', altered)).statusCode).toBe(429);
      const other = deviceOf(await login('neighbour', TEST_PASSWORD, '10.70.0.2'));
      expect((await login('owned', TEST_PASSWORD, '10.70.0.2', other)).statusCode).toBe(429);
      // …and the owner's browser signs in, from anywhere.
      const owner = await login('owned', TEST_PASSWORD, '10.70.0.9', device);
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user.loginId).toBe('owned');
      // The strangers' failures still hold every other browser: the owner's success did not
      // give them five more guesses.
      expect((await login('owned', 'guess 12', '10.71.0.12')).statusCode).toBe(429);

      // One browser, two accounts (a shared phone): its new cookie names both.
      const shared = deviceOf(
        await login('neighbour', TEST_PASSWORD, '10.70.0.9', deviceOf(owner)),
      );
      expect((await login('owned', TEST_PASSWORD, '10.70.0.9', shared)).statusCode).toBe(200);
    });

    it('a browser known to the account has a budget of its own, and an address full of a stranger’s failures does not hold it', async () => {
      await makeAccount(ctx().database.db, 'teacher', { loginId: 'cafe' });
      const device = deviceOf(await login('cafe', TEST_PASSWORD, '10.72.0.1'));
      // A stranger at the same shared address (a cyber café) uses up its twenty failures.
      for (let i = 0; i < ADDRESS_POLICY.free; i++)
        await login(`nobody-${i}`, 'wrong password', '10.72.0.1');
      expect((await login('cafe', TEST_PASSWORD, '10.72.0.1')).statusCode).toBe(429);
      expect((await login('cafe', TEST_PASSWORD, '10.72.0.1', device)).statusCode).toBe(200);
      // The cookie's own budget: its holder's mistakes wait like an account's do.
      for (let i = 0; i < DEVICE_POLICY.free; i++)
        expect((await login('cafe', 'typo', '10.72.0.1', device)).statusCode).toBe(401);
      const waits = await login('cafe', TEST_PASSWORD, '10.72.0.1', device);
      expect(waits.statusCode).toBe(429);
      expect(waits.json().error.details).toEqual({
        reason: 'sign_ins_account',
        params: { count: 1 },
      });
    });

    it('does not tell a stranger the second the account reopens: the wait left, rounded up to 1, 5, 10 or 15 minutes', async () => {
      await makeAccount(ctx().database.db, 'teacher', { loginId: 'held' });
      for (let i = 0; i < 6; i++) await login('held', `guess ${i}`, `10.73.0.${i}`);
      // As if the account had been held for a while: 7 minutes 13 seconds left.
      await ctx()
        .database.db.update(loginFailures)
        .set({ nextAttemptAt: new Date(Date.now() + 7 * MINUTE + 13_000) })
        .where(eq(loginFailures.key, 'account:teacher:held'));
      const refused = await login('held', 'guess 7', '10.73.0.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('600');
      expect(refused.json().error.message).toBe(
        'Too many failed sign-ins for this account. Please try again in 10 minutes.',
      );
      expect(refused.body).not.toMatch(/433|434/);
    });
  },
);

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
