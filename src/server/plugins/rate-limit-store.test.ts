import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { rateLimitHits } from '../db/schema.ts';
import {
  asSameSiteBrowser,
  createTestApp,
  describeEachDatabase,
  type TestContext,
  testDatabases,
} from '../test/test-app.ts';
import { rateLimitHitsRepository } from './rate-limit-hits.repository.ts';
import { databaseRateLimitStore, PURGE_EVERY_MS } from './rate-limit-store.ts';

/**
 * Another app process on the same database: on PostgreSQL its own connection pool (as a
 * second server would have); PGlite cannot be opened twice, so there the same instance.
 */
async function secondApp(c: TestContext, log?: { write: (line: string) => void }) {
  const database: Database = c.config.databaseUrl
    ? await openDatabase({ databaseUrl: c.config.databaseUrl, pgliteDir: 'memory://' })
    : c.database;
  const config = log ? { ...c.config, logLevel: 'warn' as const } : c.config;
  const app = asSameSiteBrowser(await buildApp(config, database, { logStream: log }));
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (database !== c.database) await database.close();
    },
  };
}

/**
 * A results lookup that finds nothing (404) unless the address's limit of 60 such lookups
 * is reached (an outcome limit, rate-limits.ts: counted in the same table, in fixed windows).
 */
const lookup = (app: App, roll: number, remoteAddress: string) =>
  app.inject({
    url: `/api/results/lookup?${new URLSearchParams({ exam: 'no-such-exam', grade: 'vi', roll: String(roll), dateOfBirth: '2014-01-01' })}`,
    remoteAddress,
  });

const incr = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (err, res) => (err ? reject(err) : resolve(res!)), windowMs, 10),
  );

const routeStore = (store: FastifyRateLimitStore, method: string, url: string) =>
  store.child({ routeInfo: { method, url } } as never);

describeEachDatabase('rate limits shared through the database', (ctx) => {
  it('two apps on one database share a route limit: 60 failed lookups in all, then 429', async () => {
    const other = await secondApp(ctx());
    try {
      const apps = [ctx().app, other.app];
      const codes: number[] = [];
      for (let i = 0; i < 61; i++)
        codes.push((await lookup(apps[i % 2]!, i + 1, '198.51.100.1')).statusCode);
      expect(codes.slice(0, 60).every((c) => c === 404)).toBe(true);
      expect(codes[60]).toBe(429);
      // Either app refuses the address now, with the 429 the per-address limits give.
      for (const app of apps) {
        const refused = await lookup(app, 99, '198.51.100.1');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error).toMatchObject({
          code: 'too_many_requests',
          message: 'Too many requests from this address. Please try again in a few minutes.',
        });
      }
      // Another address is counted apart.
      expect((await lookup(other.app, 1, '198.51.100.2')).statusCode).toBe(404);
      const [row] = await ctx()
        .database.db.select()
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, 'GET /api/results/lookup|198.51.100.1|failed'));
      expect(row?.hits).toBe(63);
    } finally {
      await other.close();
    }
  });

  it('lets exactly 60 of 120 lookups sent at once through, across two apps', async () => {
    const other = await secondApp(ctx());
    try {
      const apps = [ctx().app, other.app];
      const answers = await Promise.all(
        Array.from({ length: 120 }, (_, i) => lookup(apps[i % 2]!, i + 1, '198.51.100.3')),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 404)).toHaveLength(60);
      expect(codes.filter((c) => c === 429)).toHaveLength(60);
    } finally {
      await other.close();
    }
  });

  it('counts increments made at the same time from two connections each once', async () => {
    const other = await secondApp(ctx());
    try {
      const repos = [ctx().database.db, other.database.db].map(rateLimitHitsRepository);
      const counted = await Promise.all(
        Array.from({ length: 100 }, (_, i) => repos[i % 2]!.hit('test|at-once', 60_000)),
      );
      expect(counted.map((c) => c.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 100 }, (_, i) => i + 1),
      );
      for (const c of counted) {
        expect(c.ttlMs).toBeGreaterThan(0);
        expect(c.ttlMs).toBeLessThanOrEqual(60_000);
      }
    } finally {
      await other.close();
    }
  });

  it('starts a new window once the last has ended', async () => {
    const repo = rateLimitHitsRepository(ctx().database.db);
    expect(await repo.hit('test|window', 300)).toEqual({ hits: 1, ttlMs: 300 });
    expect((await repo.hit('test|window', 300)).hits).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const again = await repo.hit('test|window', 300);
    expect(again).toEqual({ hits: 1, ttlMs: 300 });
  });

  it("counts each route's limit apart, by method and address", async () => {
    const Store = databaseRateLimitStore(rateLimitHitsRepository(ctx().database.db), ctx().app.log);
    const root = new Store({});
    const post = routeStore(root, 'POST', '/api/routes-test');
    const get = routeStore(root, 'GET', '/api/routes-test');
    const elsewhere = routeStore(root, 'POST', '/api/routes-test/other');
    expect((await incr(post, '10.0.0.1', 60_000)).current).toBe(1);
    expect((await incr(post, '10.0.0.1', 60_000)).current).toBe(2);
    expect((await incr(get, '10.0.0.1', 60_000)).current).toBe(1);
    expect((await incr(elsewhere, '10.0.0.1', 60_000)).current).toBe(1);
    // The same route made again (another process) counts on where the first left off.
    const again = routeStore(new Store({}), 'POST', '/api/routes-test');
    expect((await incr(again, '10.0.0.1', 60_000)).current).toBe(3);
    expect(() => root.child({ routeInfo: {} } as never)).toThrow(/per route/);
  });

  it('purges ended windows at most every ten minutes, keeping live ones', async () => {
    const { db } = ctx().database;
    let clock = 1_000_000;
    const Store = databaseRateLimitStore(rateLimitHitsRepository(db), ctx().app.log, () => clock);
    const store = routeStore(new Store({}), 'POST', '/api/purge-test');
    const ended = (key: string) =>
      db
        .insert(rateLimitHits)
        .values({ key, hits: 5, windowEnds: sql`now() - interval '1 second'` });
    const keys = async () =>
      (await db.select({ key: rateLimitHits.key }).from(rateLimitHits))
        .map((r) => r.key)
        .filter((k) => k.startsWith('purge|'));
    await ended('purge|old');
    await db
      .insert(rateLimitHits)
      .values({ key: 'purge|live', hits: 5, windowEnds: sql`now() + interval '1 hour'` });
    await incr(store, '10.0.0.9', 60_000);
    expect(await keys()).toEqual(['purge|live']);
    await ended('purge|old-again');
    clock += PURGE_EVERY_MS - 1;
    await incr(store, '10.0.0.9', 60_000);
    expect((await keys()).sort()).toEqual(['purge|live', 'purge|old-again']);
    clock += 1;
    await incr(store, '10.0.0.9', 60_000);
    expect(await keys()).toEqual(['purge|live']);
  });
});

for (const kind of testDatabases) {
  describe(`rate limits when the database fails [${kind}]`, () => {
    it('lets the request through with a warning in the log, not a 500 or a 429', async () => {
      const ctx = await createTestApp(kind);
      const lines: string[] = [];
      const logged = await secondApp(ctx, { write: (line) => lines.push(line) });
      try {
        await ctx.database.db.execute(sql`drop table rate_limit_hits`);
        const codes: number[] = [];
        for (let i = 0; i < 35; i++)
          codes.push((await lookup(logged.app, i + 1, '198.51.100.9')).statusCode);
        expect(codes.every((c) => c === 404)).toBe(true);
        const warnings = lines
          .map((l) => JSON.parse(l) as { level: number; msg: string; limit?: string })
          .filter((l) => l.msg === 'rate limit not counted: the database failed');
        expect(warnings).toHaveLength(35);
        expect(warnings[0]).toMatchObject({ level: 40, limit: 'GET /api/results/lookup' });
      } finally {
        await logged.close();
        await ctx.close();
      }
    });
  });
}

// Two connections at once: PostgreSQL only (PGlite is one connection, taking one transaction
// at a time).
for (const kind of testDatabases.filter((k) => k === 'postgres'))
  describe(`a rate limit's time left [${kind}]`, () => {
    it('is never more than the window, for a hit whose transaction began before the window opened', async () => {
      const t = await createTestApp(kind);
      const other = await secondApp(t);
      try {
        const key = 'test|began-before';
        const ttl = await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select now()`); // the transaction's now() is fixed here
          await new Promise((done) => setTimeout(done, 50));
          await rateLimitHitsRepository(other.database.db).hit(key, 60_000); // opens the window
          return (await rateLimitHitsRepository(tx).hit(key, 60_000)).ttlMs;
        });
        expect(ttl).toBeGreaterThan(59_000);
        expect(ttl).toBeLessThanOrEqual(60_000);
      } finally {
        await other.close();
        await t.close();
      }
    });
  });
