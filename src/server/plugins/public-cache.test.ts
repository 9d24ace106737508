import { expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { makeEvent, makeImage } from '../test/factories.ts';
import { makeAccount, signIn } from '../test/sign-in.ts';
import { createTestApp, describeEachDatabase } from '../test/test-app.ts';

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

    it('serves from memory until a write through the API drops it', async () => {
      const { db } = ctx().database;
      const before = (await ctx().app.inject({ url: '/api/events?size=50' })).json().total;
      await makeEvent(db, { name: 'Written behind the server' });
      expect((await ctx().app.inject({ url: '/api/events?size=50' })).json().total).toBe(before);
      await makeAccount(db, 'admin', { loginId: 'cache-admin' });
      const { cookie } = await signIn(ctx().app, 'admin', 'cache-admin');
      const imageId = (await makeImage(db, ctx().config.uploadsDir)).id;
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/events',
        headers: { cookie },
        payload: { name: 'Posted', date: '2026-06-01', author: 'Admin', imageId },
      });
      expect(res.statusCode).toBe(201);
      expect((await ctx().app.inject({ url: '/api/events?size=50' })).json().total).toBe(
        before + 2,
      );
    });
  },
  { rateLimits: false },
);

// Only where there is a PostgreSQL to share (CI has one): declared, not skipped, elsewhere.
const onPostgres = process.env.TEST_DATABASE_URL ? it : () => {};
onPostgres('a write on one process drops the cache of another on the same PostgreSQL', async () => {
  const a = await createTestApp('postgres', { rateLimits: false });
  const database = await openDatabase({
    databaseUrl: a.config.databaseUrl,
    pgliteDir: 'memory://',
  });
  const b = await buildApp(a.config, database);
  try {
    await b.ready();
    const { db } = a.database;
    await makeAccount(db, 'admin', { loginId: 'two-process-admin' });
    const { cookie } = await signIn(a.app, 'admin', 'two-process-admin');
    expect((await b.inject({ url: '/api/notices' })).json().total).toBe(0);
    const imageId = (await makeImage(db, a.config.uploadsDir)).id;
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/notices',
      headers: { cookie },
      payload: { date: '2026-06-02', author: 'Admin', imageId },
    });
    expect(res.statusCode).toBe(201);
    // The session made on one process works on the other too.
    expect(
      (await b.inject({ url: '/api/session', headers: { cookie } })).json().user,
    ).not.toBeNull();
    await expect
      .poll(async () => (await b.inject({ url: '/api/notices' })).json().total, { timeout: 5000 })
      .toBe(1);
  } finally {
    await b.close();
    await database.close();
    await a.close();
  }
});
