import { expect, it } from 'vitest';
import { makeImage } from './test/factories.ts';
import { confirmPassword, makeAccount, signIn, TEST_PASSWORD } from './test/sign-in.ts';
import { describeEachDatabase } from './test/test-app.ts';

describeEachDatabase(
  'no response holds a password or a hash',
  (ctx) => {
    it('over a run that creates accounts and reads every list and profile', async () => {
      const { app, database } = ctx();
      const bodies: { url: string; body: string; headers: string }[] = [];
      const call = async (
        cookie: string,
        method: 'GET' | 'POST' | 'PUT',
        url: string,
        payload?: object,
      ) => {
        const res = await app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
        bodies.push({ url, body: res.body, headers: JSON.stringify(res.headers) });
        return res;
      };
      await makeAccount(database.db, 'admin', { loginId: 'a' });
      await makeAccount(database.db, 'teacher', { loginId: 't' });
      const admin = (await signIn(app, 'admin', 'a')).cookie;
      const teacher = (await signIn(app, 'teacher', 't')).cookie;
      const secrets = ['student secret 1', 'teacher secret 2', 'admin secret 3'];
      await call(teacher, 'POST', '/api/students', {
        loginId: 'kid',
        password: secrets[0],
        name: 'Kid',
        nameBn: '',
        grade: 'vi',
        roll: '1',
      });
      await call(admin, 'POST', '/api/teachers', {
        loginId: 'tt',
        password: secrets[1],
        name: 'Teacher',
        nameBn: '',
        designation: 'Assistant Teacher',
        designationBn: '',
        subject: '',
        phone: '',
        imageId: null,
      });
      await confirmPassword(app, admin);
      await call(admin, 'POST', '/api/admins', { loginId: 'aa', password: secrets[2] });
      const kid = (await signIn(app, 'student', 'kid', secrets[0])).cookie;
      const imageId = (await makeImage(database.db, ctx().app.files)).id;
      await call(kid, 'PUT', '/api/profile', {
        role: 'student',
        name: 'Kid',
        nameBn: '',
        guardianName: 'G',
        guardianPhone: '01812345678',
        phone: '01712345678',
        city: 'C',
        village: 'V',
        bari: 'B',
        ward: '1',
        facebook: 'https://facebook.com/k',
        imageId,
      });
      await call(kid, 'POST', '/api/auth/login', {
        role: 'student',
        loginId: 'kid',
        password: secrets[0],
      });
      for (const cookie of ['', kid, teacher, admin]) {
        for (const url of [
          '/api/session',
          '/api/profile',
          '/api/students',
          '/api/admins',
          '/api/teachers',
          '/api/staff',
          '/api/site',
          '/api/account/sessions',
        ]) {
          await call(cookie, 'GET', url);
        }
      }
      await call(admin, 'POST', '/api/account/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'another secret 4',
      });
      expect(bodies.length).toBeGreaterThan(30);
      for (const { url, body, headers } of bodies) {
        for (const s of [...secrets, TEST_PASSWORD, 'another secret 4'])
          expect(body, url).not.toContain(s);
        expect(body, url).not.toMatch(/\$argon2|\$scrypt|passwordHash|password_hash|"password"/i);
        expect(headers, url).not.toMatch(/\$argon2/);
      }
      // The lists did carry the accounts (so the check looked at real data).
      expect(bodies.some((b) => b.url === '/api/students' && b.body.includes('"kid"'))).toBe(true);
    });
  },
  { rateLimits: false },
);
