import { beforeAll, expect, it } from 'vitest';
import { makeAccount, TEST_PASSWORD } from '../../test/sign-in.ts';
import { describeEachDatabase, rawInject } from '../../test/test-app.ts';

describeEachDatabase('the sign-in pages’ form, sent without the app (issue 45)', (ctx) => {
  beforeAll(async () => {
    await makeAccount(ctx().database.db, 'teacher', { loginId: 'formteacher' });
  });
  const send = (
    page: string,
    fields: Record<string, string>,
    { origin = 'http://localhost', remoteAddress = '10.80.0.1' } = {},
  ) =>
    rawInject(ctx().app, {
      method: 'POST',
      url: page,
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress,
    });

  it('signs in and goes to the dashboard with the session cookie: the password is in no address', async () => {
    const res = await send('/teacherLogin', { loginId: 'formteacher', password: TEST_PASSWORD });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dashboard');
    expect(res.headers['cache-control']).toBe('no-store');
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    expect(res.cookies.find((c) => c.name === 'device')).toBeTruthy();
    const session = await ctx().app.inject({
      url: '/api/session',
      headers: { cookie: `sid=${sid!.value}` },
    });
    expect(session.json().user).toMatchObject({ role: 'teacher', loginId: 'formteacher' });
  });

  it('sends a refused form back to its page, which says why; nothing typed goes with it', async () => {
    const wrong = await send('/teacherLogin', { loginId: 'formteacher', password: 'a guess' });
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe('/teacherLogin?failed=login_failed');
    expect(wrong.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // The role is the page's: a teacher's id on the admin's page is no admin.
    const admin = await send('/admin', { loginId: 'formteacher', password: TEST_PASSWORD });
    expect(admin.headers.location).toBe('/admin?failed=login_failed');
    const empty = await send('/studentLogin', {});
    expect(empty.headers.location).toBe('/studentLogin?failed=login_failed');
  });

  it('is held by the same throttles as the API, and says the wait in minutes', async () => {
    await makeAccount(ctx().database.db, 'student', { loginId: 'formstudent' });
    for (let i = 0; i < 5; i++)
      await send(
        '/studentLogin',
        { loginId: 'formstudent', password: `guess ${i}` },
        {
          remoteAddress: `10.81.0.${i}`,
        },
      );
    const held = await send('/studentLogin', { loginId: 'formstudent', password: TEST_PASSWORD });
    expect(held.headers.location).toBe('/studentLogin?failed=sign_ins_account&minutes=1');
    const api = await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { role: 'student', loginId: 'formstudent', password: TEST_PASSWORD },
    });
    expect(api.statusCode).toBe(429);
  });

  it('refuses a form sent from another site', async () => {
    const res = await send(
      '/teacherLogin',
      { loginId: 'formteacher', password: TEST_PASSWORD },
      { origin: 'https://elsewhere.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});
