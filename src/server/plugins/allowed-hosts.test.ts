import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/seed.ts';
import { describeEachDatabase } from '../test/test-app.ts';

const REBINDING = 'rebind.evil.example:3100';
const login = { role: 'admin', loginId: 'nobody', password: 'not the password' };

describeEachDatabase('without SITE_URL: this computer’s names and addresses only', (ctx) => {
  const get = (url: string, host: string) => ctx().app.inject({ url, headers: { host } });

  it('refuses a name pointed at this computer by a page elsewhere (DNS rebinding), pages and API alike', async () => {
    for (const url of ['/', '/notices', '/api/site', '/api/session', '/uploads/x.webp']) {
      const res = await get(url, REBINDING);
      expect(res.statusCode, url).toBe(421);
      expect(res.json().error.code, url).toBe('unknown_host');
      expect(res.json().error.message, url).toMatch(/SITE_URL/);
    }
    const signIn = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: REBINDING, origin: `http://${REBINDING}` },
      payload: { role: 'teacher', loginId: 'teacher01', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(421);
    expect(signIn.headers['set-cookie']).toBeUndefined();
    for (const host of ['evil.example', 'localhost.evil.example', '127.0.0.1.evil.example', 'a b'])
      expect((await get('/api/site', host)).statusCode, host).toBe(421);
  });

  it('answers to localhost, 127.0.0.1, [::1] and any address written as digits, on any port', async () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'LOCALHOST:3000',
      '127.0.0.1:3100',
      '[::1]:3000',
      '192.168.1.20:3000',
      '[fd00::20]',
    ])
      expect((await get('/api/site', host)).statusCode, host).toBe(200);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
      payload: login,
    });
    expect(res.statusCode).toBe(401);
  });
});

describeEachDatabase(
  'with SITE_URL, behind a proxy (TRUST_PROXY)',
  (ctx) => {
    const get = (headers: Record<string, string>) =>
      ctx().app.inject({ url: '/api/site', headers });

    it('answers to the site’s names and refuses others, by Host or the proxy’s X-Forwarded-Host', async () => {
      expect((await get({ host: 'school.example.edu.bd' })).statusCode).toBe(200);
      expect((await get({ host: 'www.school.example.edu.bd:443' })).statusCode).toBe(200);
      expect((await get({ host: 'localhost:3000' })).statusCode).toBe(200);
      expect(
        (await get({ host: '127.0.0.1:3000', 'x-forwarded-host': 'school.example.edu.bd' }))
          .statusCode,
      ).toBe(200);
      for (const headers of [
        { host: REBINDING } as Record<string, string>,
        { host: '127.0.0.1:3000', 'x-forwarded-host': REBINDING },
      ]) {
        const res = await get(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(421);
        expect(res.json().error.message).toBe(
          'This site answers to school.example.edu.bd, www.school.example.edu.bd only.',
        );
      }
    });
  },
  {
    siteHosts: ['school.example.edu.bd', 'www.school.example.edu.bd'],
    trustProxy: true,
    proxies: 1,
  },
);
