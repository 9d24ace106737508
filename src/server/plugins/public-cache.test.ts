import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { withoutReporting } from '../db/changes.ts';
import { openDatabase } from '../db/client.ts';
import { makeBlog, makeEvent, makeImage, makeNotice } from '../test/factories.ts';
import { makeAccount, signIn } from '../test/sign-in.ts';
import {
  asSameSiteBrowser,
  createTestApp,
  describeEachDatabase,
  type TestContext,
} from '../test/test-app.ts';

/** An event posted through the API by a signed-in admin: a write the lists must show. */
const postEvent = (app: TestContext['app'], cookie: string, imageId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { cookie },
    payload: { name: 'Posted', date: '2026-06-01', author: 'Admin', imageId },
  });

describeEachDatabase(
  'the cache of public lists',
  (ctx) => {
    it('answers with an ETag, and 304 when the browser already has the list', async () => {
      await makeEvent(ctx().database.db, { name: 'Cached event' });
      const first = await ctx().app.inject({ url: '/api/events' });
      expect(first.headers.etag).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      const again = await ctx().app.inject({
        url: '/api/events',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('sends a big list compressed as the browser takes it, the same list every way', async () => {
      const { db } = ctx().database;
      for (let i = 0; i < 12; i++)
        await makeNotice(db, { title: `Compressed notice ${i}`, body: 'x'.repeat(200) });
      const get = (encoding?: string) =>
        ctx().app.inject({
          url: '/api/notices?size=50',
          headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
        });
      const plain = await get();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const [accepted, sent, decode] of [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
        ['br;q=0, gzip', 'gzip', gunzipSync],
      ] as const) {
        for (const res of [await get(accepted), await get(accepted)]) {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe(sent);
          expect(res.headers.vary).toMatch(/accept-encoding/i);
          expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
          expect(res.headers.etag).toBe(plain.headers.etag);
          expect(decode(res.rawPayload).toString()).toBe(plain.body);
        }
      }
      expect((await get('identity')).body).toBe(plain.body);
    });

    it('serves from memory until a write through the API drops it', async () => {
      const { db } = ctx().database;
      const before = (await ctx().app.inject({ url: '/api/events?size=50' })).json().total;
      await withoutReporting(() => makeEvent(db, { name: 'Written behind the server' }));
      expect((await ctx().app.inject({ url: '/api/events?size=50' })).json().total).toBe(before);
      await makeAccount(db, 'admin', { loginId: 'cache-admin' });
      const { cookie } = await signIn(ctx().app, 'admin', 'cache-admin');
      const imageId = (await makeImage(db, ctx().app.files)).id;
      expect((await postEvent(ctx().app, cookie, imageId)).statusCode).toBe(201);
      expect((await ctx().app.inject({ url: '/api/events?size=50' })).json().total).toBe(
        before + 2,
      );
    });

    it('keeps its lists through a sign-out with no session, a refused write and a write that changed no row', async () => {
      const { db } = ctx().database;
      const total = async () =>
        (await ctx().app.inject({ url: '/api/notices?size=50' })).json().total as number;
      const before = await total();
      await withoutReporting(() => makeNotice(db, { title: 'Written behind the server' }));
      // What a stranger can send as often as they like: none of it changes a row.
      const strangers = [
        await ctx().app.inject({ method: 'POST', url: '/api/auth/logout' }),
        await ctx().app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { cookie: 'sid=no-such-session' },
        }),
        await ctx().app.inject({ method: 'POST', url: '/api/notices', payload: { title: 'x' } }),
        await ctx().app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { role: 'admin', loginId: 'nobody', password: 'wrong password here' },
        }),
      ];
      expect(strangers.map((r) => r.statusCode)).toEqual([204, 204, 401, 401]);
      expect(await total()).toBe(before); // still the kept list
    });

    it('drops only the lists made from the tables a write changed', async () => {
      const { db } = ctx().database;
      const events = async () =>
        (await ctx().app.inject({ url: '/api/events?size=50' })).json().total as number;
      const teachers = async () =>
        ((await ctx().app.inject({ url: '/api/teachers' })).json().items as unknown[]).length;
      await makeAccount(db, 'admin', { loginId: 'tags-admin' });
      const { cookie } = await signIn(ctx().app, 'admin', 'tags-admin');
      const imageId = (await makeImage(db, ctx().app.files)).id;
      const [eventsBefore, teachersBefore] = [await events(), await teachers()];
      await withoutReporting(() => makeEvent(db, { name: 'Written behind the server' }));
      await withoutReporting(() => makeAccount(db, 'teacher', { loginId: 'behind-teacher' }));
      expect((await postEvent(ctx().app, cookie, imageId)).statusCode).toBe(201);
      expect(await events()).toBe(eventsBefore + 2); // its list, drawn again
      expect(await teachers()).toBe(teachersBefore); // another table's list, still kept
    });

    it('keeps a list by what its route reads: a query parameter it does not know is the same list', async () => {
      const { db } = ctx().database;
      const total = async (query: string) =>
        (await ctx().app.inject({ url: `/api/events${query}` })).json().total as number;
      const before = await total('?size=50');
      await withoutReporting(() => makeEvent(db, { name: 'Written behind the server' }));
      expect(await total('?size=50&b=1')).toBe(before);
      expect(await total('?b=2&size=50')).toBe(before);
      expect(await total('?size=050')).toBe(before);
    });

    it('keeps signed-in lists too, on the server only (never stored by the browser), and still lets in only who may read them', async () => {
      const { db } = ctx().database;
      await makeAccount(db, 'student', { loginId: 'cache-student' });
      const { cookie } = await signIn(ctx().app, 'student', 'cache-student');
      const read = () => ctx().app.inject({ url: '/api/blogs?size=50', headers: { cookie } });
      const first = await read();
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const before = first.json().total;
      await withoutReporting(() => makeBlog(db, { subject: 'Written behind the server' }));
      expect((await read()).json().total).toBe(before);
      // No session, no list: the cached copy is behind the same check as the query.
      const stranger = await ctx().app.inject({ url: '/api/blogs?size=50' });
      expect(stranger.statusCode).toBe(401);
      expect(stranger.body).not.toContain('subject');
      const posted = await ctx().app.inject({
        method: 'POST',
        url: '/api/blogs',
        headers: { cookie },
        payload: { subject: 'Through the API', description: 'A write drops the copy.' },
      });
      expect(posted.statusCode).toBe(201);
      expect((await read()).json().total).toBe(before + 2);
    });
  },
  { rateLimits: false },
);

// Only where there is a PostgreSQL to share (CI has one): declared, not skipped, elsewhere.
const onPostgres = process.env.TEST_DATABASE_URL ? it : () => {};
onPostgres(
  'two processes on one PostgreSQL share sessions, writes and a correct cache',
  async () => {
    const a = await createTestApp('postgres', { rateLimits: false });
    const database = await openDatabase({
      databaseUrl: a.config.databaseUrl,
      pgliteDir: 'memory://',
    });
    const b = asSameSiteBrowser(await buildApp(a.config, database));
    try {
      await b.ready();
      const { db } = a.database;
      await makeAccount(db, 'admin', { loginId: 'two-process-admin' });
      const { cookie } = await signIn(a.app, 'admin', 'two-process-admin');
      const fromB = await signIn(b, 'admin', 'two-process-admin');
      const total = async (app: typeof b) =>
        (await app.inject({ url: '/api/notices' })).json().total;
      // Both caches hold the empty list before anything is written.
      expect([await total(a.app), await total(b)]).toEqual([0, 0]);
      const imageId = (await makeImage(db, a.app.files)).id;
      const post = (app: typeof b, cookie: string, title: string) =>
        app.inject({
          method: 'POST',
          url: '/api/notices',
          headers: { cookie },
          payload: { date: '2026-06-02', author: 'Admin', title, imageId },
        });

      // A write on A shows on B's list promptly, and one on B on A's.
      expect((await post(a.app, cookie, 'from A')).statusCode).toBe(201);
      await expect.poll(() => total(b), { timeout: 5000 }).toBe(1);
      expect(await total(b)).toBe(1); // and B keeps it cached now
      expect((await post(b, fromB.cookie, 'from B')).statusCode).toBe(201);
      await expect.poll(() => total(a.app), { timeout: 5000 }).toBe(2);

      // Writes from both at once are all there, seen alike from both.
      const sent = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2 ? post(a.app, cookie, `A ${i}`) : post(b, fromB.cookie, `B ${i}`),
        ),
      );
      expect(sent.map((r) => r.statusCode)).toEqual(sent.map(() => 201));
      const ids = sent.map((r) => r.json().id as string);
      const listed = async (app: typeof b) =>
        ((await app.inject({ url: '/api/notices?size=50' })).json().items as { id: string }[]).map(
          (n) => n.id,
        );
      await expect
        .poll(() => listed(a.app), { timeout: 5000 })
        .toEqual(expect.arrayContaining(ids));
      await expect.poll(() => listed(b), { timeout: 5000 }).toEqual(expect.arrayContaining(ids));
      expect((await listed(a.app)).sort()).toEqual((await listed(b)).sort());
      expect(await total(a.app)).toBe(22);

      // The session made on A works on B, and signing out on A ends it on B promptly,
      // although B keeps recent sessions in memory.
      const session = async () =>
        (await b.inject({ url: '/api/session', headers: { cookie } })).json().user;
      expect(await session()).not.toBeNull();
      const out = await a.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie },
      });
      expect(out.statusCode).toBe(204);
      await expect.poll(session, { timeout: 5000 }).toBeNull();
      expect((await post(b, cookie, 'after sign-out')).statusCode).toBe(401);
    } finally {
      await b.close();
      await database.close();
      await a.close();
    }
  },
);

onPostgres(
  'a process whose listening connection is killed listens again, and hears the other process promptly',
  { timeout: 60_000 },
  async () => {
    const a = await createTestApp('postgres', { rateLimits: false });
    const database = await openDatabase({
      databaseUrl: a.config.databaseUrl,
      pgliteDir: 'memory://',
    });
    const b = asSameSiteBrowser(await buildApp(a.config, database));
    const watcher = new pg.Client({ connectionString: a.config.databaseUrl });
    try {
      await b.ready();
      await watcher.connect();
      const { db } = a.database;
      await makeAccount(db, 'admin', { loginId: 'reconnect-admin' });
      const fromB = await signIn(b, 'admin', 'reconnect-admin');
      const imageId = (await makeImage(db, a.app.files)).id;
      const post = async (title: string) =>
        (
          await b.inject({
            method: 'POST',
            url: '/api/notices',
            headers: { cookie: fromB.cookie },
            payload: { date: '2026-06-02', author: 'Admin', title, imageId },
          })
        ).statusCode;
      const total = async () => (await a.app.inject({ url: '/api/notices' })).json().total;
      // The listening connections of this database's app processes (A's and B's): an idle
      // backend shows its last statement, the LISTEN.
      const listening = `from pg_stat_activity where datname = current_database() and query ilike 'listen %'`;
      const listeners = async () =>
        (await watcher.query<{ pid: number }>(`select pid ${listening}`)).rows.map((r) => r.pid);
      expect(await listeners()).toHaveLength(2);
      let rows = 0;

      for (const round of [1, 2, 3]) {
        expect(await total()).toBe(rows); // A has the list in memory
        const killed = (await watcher.query(`select pg_terminate_backend(pid) ${listening}`)).rows;
        expect(killed).toHaveLength(2);

        // Cut off, A may miss notices: a write from B right now still shows on A promptly.
        expect(await post(`while cut off ${round}`)).toBe(201);
        rows++;
        await expect.poll(total, { timeout: 5000 }).toBe(rows);

        // Both listen again, on new connections, within the backoff.
        const before = new Set(killed.map((r) => r.pid as number));
        await expect
          .poll(async () => (await listeners()).filter((pid) => !before.has(pid)).length, {
            timeout: 5000,
          })
          .toBe(2);

        // A keeps its list in memory again: a row written behind the server does not show…
        await expect
          .poll(
            async () => {
              await total();
              await withoutReporting(() => makeNotice(db, { title: `behind the server ${round}` }));
              rows++;
              return rows - (await total());
            },
            { timeout: 5000 },
          )
          .toBe(1);
        // …until B writes, which A hears through its new connection, promptly.
        expect(await post(`after round ${round}`)).toBe(201);
        rows++;
        await expect.poll(total, { timeout: 5000 }).toBe(rows);
      }

      // A session made on B and kept in A's memory ends on A when B signs it out.
      const session = async () =>
        (await a.app.inject({ url: '/api/session', headers: { cookie: fromB.cookie } })).json()
          .user;
      expect(await session()).not.toBeNull();
      const out = await b.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: fromB.cookie },
      });
      expect(out.statusCode).toBe(204);
      await expect.poll(session, { timeout: 5000 }).toBeNull();
    } finally {
      await watcher.end().catch(() => {});
      await b.close();
      await database.close();
      await a.close();
    }
  },
);
