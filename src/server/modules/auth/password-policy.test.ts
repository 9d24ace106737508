import { beforeAll, expect, it } from 'vitest';
import { makeAccount, makeAccountWithPassword, signIn, TEST_PASSWORD } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { passwordProblem } from './password-policy.ts';

it('refuses common passwords whatever their case, and the account’s own id', () => {
  expect(passwordProblem('PasswordPassword', 'rahim')).toMatch(/too common/);
  expect(passwordProblem('qwerty123456', 'rahim')).toMatch(/too common/);
  expect(passwordProblem('Bangladesh1971', 'rahim')).toMatch(/too common/);
  expect(passwordProblem('Student-Number-7', 'student-number-7')).toMatch(/your id/);
  expect(passwordProblem('river boat at dusk', 'rahim')).toBeNull();
});

describeEachDatabase('new passwords and temporary ones', (ctx) => {
  let admin = { cookie: '' };
  beforeAll(async () => {
    const { db } = ctx().database;
    await makeAccount(db, 'admin', { loginId: 'policy-admin' });
    await makeAccount(db, 'student', { loginId: 'chooser' });
    await makeAccountWithPassword(db, 'student', 'short1', { loginId: 'old-timer' });
    admin = await signIn(ctx().app, 'admin', 'policy-admin');
    await ctx().app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      headers: { cookie: admin.cookie },
      payload: { password: TEST_PASSWORD },
    });
  });
  const post = (url: string, cookie: string, payload: object) =>
    ctx().app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const fieldError = (res: { json: () => unknown }) =>
    (
      res.json() as {
        error: { code: string; details: { fields: { field: string; message: string }[] } };
      }
    ).error;

  it('a new account’s password: at least 12 characters, not common, not the id, at the field', async () => {
    // What each kind of account asks for besides its id and password.
    const more: Record<string, object> = {
      '/api/students': { name: 'Fresh One', nameBn: '', grade: 'vi', roll: '1' },
      '/api/teachers': {
        name: 'Fresh One',
        nameBn: '',
        designation: 'Assistant Teacher',
        designationBn: '',
        subject: '',
        phone: '',
        imageId: null,
      },
      '/api/admins': {},
    };
    for (const url of ['/api/students', '/api/teachers', '/api/admins']) {
      const short = await post(url, admin.cookie, {
        ...more[url],
        loginId: 'fresh-one',
        password: 'elevenchars',
      });
      expect(short.statusCode).toBe(400);
      expect(fieldError(short).details.fields).toEqual([
        {
          field: 'password',
          message: 'Use at least 12 characters',
          rule: { name: 'tooShort', n: 12 },
        },
      ]);
      const common = await post(url, admin.cookie, {
        ...more[url],
        loginId: 'fresh-one',
        password: 'Password1234',
      });
      expect(common.statusCode).toBe(400);
      expect(fieldError(common).code).toBe('validation_failed');
      expect(fieldError(common).details.fields).toEqual([
        {
          field: 'password',
          message: 'This password is too common. Choose another',
          rule: { name: 'commonPassword' },
        },
      ]);
      const sameAsId = await post(url, admin.cookie, {
        ...more[url],
        loginId: 'fresh-account-7',
        password: 'FRESH-ACCOUNT-7',
      });
      expect(sameAsId.statusCode).toBe(400);
      expect(fieldError(sameAsId).details.fields[0]).toMatchObject({
        field: 'password',
        rule: { name: 'passwordIsId' },
      });
    }
    const good = await post('/api/students', admin.cookie, {
      ...more['/api/students'],
      loginId: 'fresh-one',
      password: 'river boat at dusk',
    });
    expect(good.statusCode).toBe(201);
  });

  it('changing my password follows the same rules; a shorter old password still signs in', async () => {
    const old = await signIn(ctx().app, 'student', 'old-timer', 'short1');
    const change = (newPassword: string) =>
      post('/api/account/password', old.cookie, { currentPassword: 'short1', newPassword });
    const short = await change('tiny');
    expect(short.statusCode).toBe(400);
    expect(fieldError(short).details.fields[0]!.field).toBe('newPassword');
    const common = await change('iloveyou1234');
    expect(common.statusCode).toBe(400);
    expect(fieldError(common).details.fields).toEqual([
      {
        field: 'newPassword',
        message: 'This password is too common. Choose another',
        rule: { name: 'commonPassword' },
      },
    ]);
    const id = await change('Old-Timer');
    expect(id.statusCode).toBe(400);
    expect((await change('a much longer passphrase')).statusCode).toBe(204);
  });

  it('a reset password is temporary: only changing it works until it is changed', async () => {
    const student = await makeAccount(ctx().database.db, 'student', { loginId: 'was-reset' });
    const reset = await post(`/api/users/${student.id}/password-reset`, admin.cookie, {});
    expect(reset.statusCode).toBe(200);
    const { temporaryPassword } = reset.json();
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(12);

    const login = await signIn(ctx().app, 'student', 'was-reset', temporaryPassword);
    expect(login.res.json().user.mustChangePassword).toBe(true);
    const { cookie } = login;
    const get = (url: string) => ctx().app.inject({ url, headers: { cookie } });
    expect((await get('/api/session')).json().user).toMatchObject({
      loginId: 'was-reset',
      mustChangePassword: true,
    });
    for (const url of ['/api/profile', '/api/blogs', '/api/account/sessions']) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe('password_change_required');
    }
    const blog = await post('/api/blogs', cookie, { subject: 'S', description: 'D' });
    expect(blog.json().error.code).toBe('password_change_required');
    // The public site still reads.
    expect((await get('/api/events?page=0&size=5')).statusCode).toBe(200);

    const changed = await post('/api/account/password', cookie, {
      currentPassword: temporaryPassword,
      newPassword: 'my own long password',
    });
    expect(changed.statusCode).toBe(204);
    expect((await get('/api/profile')).statusCode).toBe(200);
    expect((await get('/api/session')).json().user.mustChangePassword).toBe(false);
    const again = await signIn(ctx().app, 'student', 'was-reset', 'my own long password');
    expect(again.res.json().user.mustChangePassword).toBe(false);
  });

  it('signing out still works with a temporary password', async () => {
    const student = await makeAccount(ctx().database.db, 'student', { loginId: 'leaves' });
    const { temporaryPassword } = (
      await post(`/api/users/${student.id}/password-reset`, admin.cookie, {})
    ).json();
    const { cookie } = await signIn(ctx().app, 'student', 'leaves', temporaryPassword);
    const out = await post('/api/auth/logout', cookie, {});
    expect(out.statusCode).toBe(204);
  });
});

it('refuses a password made of the id: the id twice, or the id with a few characters added', () => {
  for (const made of ['student02student02', 'Student02-STUDENT02', 'student02!!!', '2026student02'])
    expect(passwordProblem(made, 'student02'), made).toMatch(/your id/);
  // What is left once the id is taken out is the secret: eight characters or more of it.
  expect(passwordProblem('student02 rides the boat', 'student02')).toBeNull();
  expect(passwordProblem('e2e-admin-password', 'admin')).toBeNull();
});
