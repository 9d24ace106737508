import { expect, it } from 'vitest';
import { ADMISSION_INPUT, openAdmission } from './test/factories.ts';
import { makeAccount, signIn } from './test/sign-in.ts';
import { describeEachDatabase } from './test/test-app.ts';

describeEachDatabase(
  'behind an https proxy (TRUST_PROXY=true)',
  (ctx) => {
    it('sends HSTS and upgrade-insecure-requests, and a Secure session cookie', async () => {
      const res = await ctx().app.inject({
        url: '/api/site',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toMatch(
        /max-age=31536000; includeSubDomains/,
      );
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      await makeAccount(ctx().database.db, 'student', { loginId: 'secure-cookie' });
      const { res: login } = await signIn(ctx().app, 'student', 'secure-cookie');
      const cookie = login.cookies.find((c) => c.name === 'sid')!;
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
    });

    it('takes the visitor address from X-Forwarded-For for the rate limits', async () => {
      let n = 0;
      // A new id each time, so the per-account limit stays out of the way.
      const apply = (ip: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-for': ip },
          payload: { role: 'student', loginId: `nobody-${n++}`, password: 'wrong password' },
        });
      for (let i = 0; i < 20; i++) expect((await apply('203.0.113.7')).statusCode).toBe(401);
      expect((await apply('203.0.113.7')).statusCode).toBe(429);
      expect((await apply('203.0.113.8')).statusCode).toBe(401);
    });

    it('believes only the nearest proxy: a forged X-Forwarded-For does not change the address counted', async () => {
      await openAdmission(ctx().database.db, 'vi');
      const apply = (forged: string, proxied = '198.51.100.20') =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/admissions',
          // The client wrote the first entry; the school's proxy appended the address it saw.
          headers: { 'x-forwarded-for': `${forged}, ${proxied}` },
          // Refused forms (no name), of which one address may send twenty in ten minutes.
          payload: { ...ADMISSION_INPUT, studentName: '' },
        });
      for (let i = 0; i < 20; i++) expect((await apply(`192.0.2.${i}`)).statusCode).toBe(400);
      expect((await apply('192.0.2.200')).statusCode).toBe(429);
      expect((await apply('127.0.0.1')).statusCode).toBe(429);
      // The address the proxy saw is what is counted: another visitor is not held.
      expect((await apply('192.0.2.0', '198.51.100.21')).statusCode).toBe(400);
    });
  },
  { trustProxy: true, proxies: 1 },
);
