import { expect, it } from 'vitest';
import { ADMISSION_INPUT } from './test/factories.ts';
import { makeAccount, signIn, TEST_PASSWORD } from './test/sign-in.ts';
import { describeEachDatabase, rawInject } from './test/test-app.ts';

/**
 * A page on another site can make a signed-in visitor's browser send any method with the
 * visitor's cookie, or sign the visitor in as someone else. Every state-changing method
 * must prove it comes from this site; a request that proves nothing is refused.
 */

describeEachDatabase(
  'cross-site requests',
  (ctx) => {
    const admin = () => signIn(ctx().app, 'admin', 'xs-admin');
    const crossSite = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'not a url' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
      {},
    ] as Record<string, string>[];

    it('refuses POST, PUT, PATCH and DELETE from elsewhere, with or without a cookie', async () => {
      await makeAccount(ctx().database.db, 'admin', { loginId: 'xs-admin' });
      const { cookie } = await admin();
      const requests = [
        { method: 'POST', url: '/api/notices', payload: { date: '2026-05-02', author: 'X' } },
        { method: 'PUT', url: '/api/content/headline', payload: {} },
        { method: 'PATCH', url: '/api/admissions/x', payload: { status: 'contacted' } },
        { method: 'DELETE', url: '/api/notices/x' },
        { method: 'POST', url: '/api/admissions', payload: ADMISSION_INPUT },
        {
          method: 'POST',
          url: '/api/auth/login',
          payload: { role: 'admin', loginId: 'xs-admin', password: TEST_PASSWORD },
        },
      ] as const;
      for (const r of requests)
        for (const headers of crossSite)
          for (const withCookie of [true, false]) {
            const res = await rawInject(ctx().app, {
              ...r,
              headers: { ...headers, ...(withCookie ? { cookie } : {}) },
            });
            const what = `${r.method} ${r.url} ${JSON.stringify(headers)} cookie=${withCookie}`;
            expect(res.statusCode, what).toBe(403);
            expect(res.json().error, what).toMatchObject({
              code: 'cross_origin',
              message: 'Requests from other sites are not allowed.',
            });
            expect(res.headers['set-cookie'], what).toBeUndefined();
          }
    });

    it('accepts the same requests from the site’s own pages', async () => {
      const login = { role: 'admin', loginId: 'xs-admin', password: TEST_PASSWORD };
      for (const headers of [
        { origin: 'http://localhost:80' },
        { 'sec-fetch-site': 'same-origin' },
      ]) {
        const res = await rawInject(ctx().app, {
          method: 'POST',
          url: '/api/auth/login',
          payload: login,
          headers: { ...headers, host: 'localhost:80' },
        });
        expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      }
    });

    it('refuses an Origin without a host, even where the address read as a file has none', async () => {
      // file://localhost is file:// (an empty host): an empty host must never count as this site's.
      for (const host of ['localhost:80', 'localhost']) {
        const res = await rawInject(ctx().app, {
          method: 'POST',
          url: '/api/auth/logout',
          headers: { origin: 'file://', host },
        });
        expect(res.statusCode, host).toBe(403);
        expect(res.json().error.code, host).toBe('cross_origin');
      }
    });

    it('lets OPTIONS through the check like GET and HEAD (no route answers it: 404)', async () => {
      const res = await rawInject(ctx().app, { method: 'OPTIONS', url: '/api/notices' });
      expect(res.statusCode).toBe(404);
    });

    it('signs in with a cookie the page’s scripts cannot read, sent to this site alone, for 7 days', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { role: 'admin', loginId: 'xs-admin', password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const sid = res.cookies.find((c) => c.name === 'sid')!;
      expect(sid.value).toMatch(/^[\w-]{20,100}$/);
      expect(sid.httpOnly).toBe(true);
      expect(sid.sameSite).toBe('Lax');
      expect(sid.path).toBe('/');
      // Plain http in this test; behind the proxy's https the cookie is Secure (deploy.test.ts).
      expect(sid.secure).toBeUndefined();
      const days = (sid.expires!.getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
    });

    it('reads GET and HEAD from anywhere (they change nothing)', async () => {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await rawInject(ctx().app, {
          method,
          url: '/api/notices',
          headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        });
        expect(res.statusCode, method).toBe(200);
      }
    });

    it('treats an over-long or odd session cookie as no session, never a 500', async () => {
      for (const value of ['x'.repeat(101), 'x'.repeat(5000), '%%%', '']) {
        const res = await ctx().app.inject({
          url: '/api/profile',
          headers: { cookie: `sid=${value}` },
        });
        expect(res.statusCode, value.slice(0, 10)).toBe(401);
        const session = await ctx().app.inject({
          url: '/api/session',
          headers: { cookie: `sid=${value}` },
        });
        expect(session.json()).toEqual({ user: null });
      }
    });

    it('signs out with a cookie cleared on the same path and with the same flags', async () => {
      const { cookie } = await admin();
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(204);
      const cleared = res.cookies.find((c) => c.name === 'sid')!;
      expect(cleared.value).toBe('');
      expect(cleared.path).toBe('/');
      expect(cleared.httpOnly).toBe(true);
      expect(cleared.sameSite).toBe('Lax');
      expect(cleared.expires!.getTime()).toBeLessThanOrEqual(Date.now());
      const after = await ctx().app.inject({ url: '/api/profile', headers: { cookie } });
      expect(after.statusCode).toBe(401);
    });
  },
  { rateLimits: false },
);
