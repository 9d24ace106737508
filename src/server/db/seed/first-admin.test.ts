import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { users } from '../schema.ts';
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

describeEachDatabase('the first admin’s name, in both languages', (ctx) => {
  const print = () => {};
  it('is the school’s admin in Bangla too, so a Bangla page greets it in Bangla', async () => {
    const { app, database } = ctx();
    await ensureFirstAdmin(database.db, {
      adminId: 'first',
      adminPassword: 'one-time key!',
      print,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { role: 'admin', loginId: 'first', password: 'one-time key!' },
    });
    expect(login.json().user).toMatchObject({
      name: 'School Admin',
      nameBn: 'বিদ্যালয়ের অ্যাডমিন',
    });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;
    expect(
      (await app.inject({ url: '/api/session', headers: { cookie } })).json().user,
    ).toMatchObject({ name: 'School Admin', nameBn: 'বিদ্যালয়ের অ্যাডমিন' });
  });

  it('is given to a first admin made before it had one, at the next start; a name of its own stays', async () => {
    const { database } = ctx();
    const db = database.db;
    await db.update(users).set({ nameBn: '', designationBn: '' }).where(eq(users.loginId, 'first'));
    const named = await makeAccount(db, 'admin', {
      loginId: 'named',
      name: 'School Admin',
      nameBn: '',
      designation: 'Head Teacher',
    });
    await ensureFirstAdmin(db, { print });
    const nameBn = async (loginId: string) =>
      (await db.select().from(users).where(eq(users.loginId, loginId)))[0]!;
    expect(await nameBn('first')).toMatchObject({
      nameBn: 'বিদ্যালয়ের অ্যাডমিন',
      designationBn: 'অ্যাডমিন',
    });
    // An admin who wrote their own details is left as they are.
    expect((await nameBn(named.loginId)).nameBn).toBe('');
  });
});

describeEachDatabase('the signed-in user’s names', (ctx) => {
  it('carries the Bangla name with the English one, for the greeting and a new post’s author', async () => {
    const { app, database } = ctx();
    await makeAccount(database.db, 'student', {
      loginId: 'sadia',
      name: 'Sadia Islam',
      nameBn: 'সাদিয়া ইসলাম',
    });
    const { cookie, res } = await signIn(app, 'student', 'sadia');
    expect(res.json().user).toMatchObject({ name: 'Sadia Islam', nameBn: 'সাদিয়া ইসলাম' });
    expect(
      (await app.inject({ url: '/api/session', headers: { cookie } })).json().user,
    ).toMatchObject({ name: 'Sadia Islam', nameBn: 'সাদিয়া ইসলাম' });
  });
});
