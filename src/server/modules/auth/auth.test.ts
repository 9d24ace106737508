import { beforeAll, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { makeAccount, signIn, TEST_PASSWORD } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('sign-in and sessions', (ctx) => {
  beforeAll(async () => {
    const { db } = ctx().database;
    await makeAccount(db, 'student', { loginId: 'student1', name: 'Sadia Islam' });
    await makeAccount(db, 'teacher', { loginId: 'teacher1' });
    await makeAccount(db, 'student', { loginId: 'limited' });
    await makeAccount(db, 'student', { loginId: 'changer' });
  });
  const login = (
    payload: object,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) =>
    ctx().app.inject({ method: 'POST', url: '/api/auth/login', payload, headers, remoteAddress });

  it('signs in with the right id and password, with an httpOnly SameSite=Lax cookie', async () => {
    const res = await login({ role: 'student', loginId: 'student1', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      role: 'student',
      loginId: 'student1',
      name: 'Sadia Islam',
    });
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    const session = await ctx().app.inject({
      url: '/api/session',
      headers: { cookie: `sid=${cookie.value}` },
    });
    expect(session.json().user).toMatchObject({ role: 'student', loginId: 'student1' });
    expect(session.headers['cache-control']).toBe('no-store');
  });

  it('says only "Login failed" for a wrong password, an unknown id or the wrong role', async () => {
    const wrong = await login({ role: 'student', loginId: 'student1', password: 'nope nope' });
    const unknown = await login({ role: 'student', loginId: 'nobody', password: 'nope nope' });
    const role = await login({ role: 'teacher', loginId: 'student1', password: TEST_PASSWORD });
    for (const r of [wrong, unknown, role]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ error: { code: 'login_failed', message: 'Login failed' } });
      expect(r.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
  });

  it('nobody is signed in without a cookie or with a forged one', async () => {
    expect((await ctx().app.inject({ url: '/api/session' })).json()).toEqual({ user: null });
    const forged = await ctx().app.inject({
      url: '/api/session',
      headers: { cookie: 'sid=forged-token' },
    });
    expect(forged.json()).toEqual({ user: null });
  });

  it('rotates the token on sign-in: a token held before is worthless after', async () => {
    const first = await signIn(ctx().app, 'teacher', 'teacher1');
    const second = await login(
      { role: 'teacher', loginId: 'teacher1', password: TEST_PASSWORD },
      { cookie: first.cookie },
    );
    const newToken = second.cookies.find((c) => c.name === 'sid')!.value;
    expect(newToken).not.toBe(first.token);
    expect(
      (await ctx().app.inject({ url: '/api/session', headers: { cookie: first.cookie } })).json()
        .user,
    ).toBeNull();
    expect(
      (
        await ctx().app.inject({ url: '/api/session', headers: { cookie: `sid=${newToken}` } })
      ).json().user,
    ).not.toBeNull();
  });

  it('stores only a hash of the token', async () => {
    const { token } = await signIn(ctx().app, 'teacher', 'teacher1');
    const rows = await ctx().database.db.select().from(sessions);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const { cookie } = await signIn(ctx().app, 'student', 'student1');
    const out = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect(
      (await ctx().app.inject({ url: '/api/session', headers: { cookie } })).json().user,
    ).toBeNull();
    expect((await ctx().app.inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it('a password change ends every other session of that account, and the old password stops working', async () => {
    const phone = await signIn(ctx().app, 'student', 'changer');
    const laptop = await signIn(ctx().app, 'student', 'changer');
    const wrong = await ctx().app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: laptop.cookie },
      payload: { currentPassword: 'not it', newPassword: 'a brand new password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fields[0].field).toBe('currentPassword');
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: laptop.cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' },
    });
    expect(res.statusCode).toBe(204);
    expect(
      (await ctx().app.inject({ url: '/api/session', headers: { cookie: phone.cookie } })).json()
        .user,
    ).toBeNull();
    expect(
      (await ctx().app.inject({ url: '/api/session', headers: { cookie: laptop.cookie } })).json()
        .user,
    ).not.toBeNull();
    expect(
      (await login({ role: 'student', loginId: 'changer', password: TEST_PASSWORD })).statusCode,
    ).toBe(401);
    expect(
      (await login({ role: 'student', loginId: 'changer', password: 'a brand new password' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a state-changing request from another origin', async () => {
    const { cookie } = await signIn(ctx().app, 'student', 'student1');
    const evil = await ctx().app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'hijacked password' },
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().error.code).toBe('cross_origin');
    const crossSite = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(
      (await ctx().app.inject({ url: '/api/session', headers: { cookie } })).json().user,
    ).not.toBeNull();
    const same = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(same.statusCode).toBe(204);
  });

  it('limits failed sign-ins per account: after five, even the right password waits', async () => {
    for (let i = 0; i < 5; i++) {
      // From a different address each time: the limit is on the account.
      expect(
        (
          await login(
            { role: 'student', loginId: 'limited', password: `wrong-${i}` },
            {},
            `10.0.0.${i}`,
          )
        ).statusCode,
      ).toBe(401);
    }
    const blocked = await login(
      { role: 'student', loginId: 'limited', password: TEST_PASSWORD },
      {},
      '10.0.0.99',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/try again/i);
    // Another account is not affected.
    expect(
      (
        await login(
          { role: 'student', loginId: 'student1', password: TEST_PASSWORD },
          {},
          '10.0.0.99',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('limits sign-in attempts per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await ctx().app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.1.2.3',
        payload: { role: 'teacher', loginId: `guess${i}`, password: 'guess guess' },
      });
      codes.push(r.statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describeEachDatabase(
  'session expiry',
  (ctx) => {
    it('ends a session when it expires, even one the server has just looked up', async () => {
      await makeAccount(ctx().database.db, 'student', { loginId: 'brief' });
      const { cookie } = await signIn(ctx().app, 'student', 'brief');
      expect(
        (await ctx().app.inject({ url: '/api/profile', headers: { cookie } })).statusCode,
      ).toBe(200);
      await new Promise((r) => setTimeout(r, 1600));
      const res = await ctx().app.inject({ url: '/api/profile', headers: { cookie } });
      expect(res.statusCode).toBe(401);
      expect(
        (await ctx().app.inject({ url: '/api/session', headers: { cookie } })).json().user,
      ).toBeNull();
    });
  },
  { sessionTtlMs: 1500 },
);
