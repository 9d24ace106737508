import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app.ts';
import { ensureFirstAdmin } from './first-admin.ts';

describeEachDatabase('the first admin from ADMIN_ID and ADMIN_PASSWORD', (ctx) => {
  it('must choose a new password at the first sign-in: the environment’s is a one-time key', async () => {
    const { app, database } = ctx();
    const printed: string[] = [];
    await ensureFirstAdmin(database.db, {
      adminId: 'head',
      adminPassword: 'the one from the env file',
      print: (m) => printed.push(m),
    });
    expect(printed.join('\n')).toMatch(/asked to choose a new password/);
    expect(printed.join('\n')).not.toContain('the one from the env file');
    const post = (url: string, payload: object, cookie = '') =>
      app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
    const login = await post('/api/auth/login', {
      role: 'admin',
      loginId: 'head',
      password: 'the one from the env file',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ loginId: 'head', mustChangePassword: true });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
    const dashboard = await app.inject({ url: '/api/dashboard', headers: { cookie } });
    expect(dashboard.json().error.code).toBe('password_change_required');
    const changed = await post(
      '/api/account/password',
      { currentPassword: 'the one from the env file', newPassword: 'a password of my own' },
      cookie,
    );
    expect(changed.statusCode).toBe(204);
    expect(
      (await app.inject({ url: '/api/session', headers: { cookie } })).json().user,
    ).toMatchObject({
      mustChangePassword: false,
    });
    // The environment's password no longer signs in.
    const again = await post('/api/auth/login', {
      role: 'admin',
      loginId: 'head',
      password: 'the one from the env file',
    });
    expect(again.statusCode).toBe(401);
  });
});
