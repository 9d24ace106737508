import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { withoutReporting } from '../../db/changes.ts';
import { sessions, users } from '../../db/schema.ts';
import { makeAccount, signIn, TEST_PASSWORD } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { describeDevice } from './device.ts';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

describeEachDatabase('sessions: idle timeout, my sessions, password again', (ctx) => {
  beforeAll(async () => {
    const { db } = ctx().database;
    await makeAccount(db, 'student', { loginId: 'idler' });
    await makeAccount(db, 'student', { loginId: 'toucher' });
    await makeAccount(db, 'student', { loginId: 'many-devices' });
    await makeAccount(db, 'student', { loginId: 'someone-else' });
    await makeAccount(db, 'admin', { loginId: 'head' });
    await makeAccount(db, 'teacher', { loginId: 'class-teacher' });
    for (const loginId of ['on-the-minute', 'remembered', 'short-lived'])
      await makeAccount(db, 'student', { loginId });
    await makeAccount(db, 'student', { loginId: 'temporary', mustChangePassword: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  /** The server's clock (Date alone: the database and the timers keep running). */
  const clockAt = (ms: number) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(ms);
  };
  const app = () => ctx().app;
  const db = () => ctx().database.db;
  const signInWith = async (role: 'student' | 'teacher' | 'admin', loginId: string, ua: string) => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { role, loginId, password: TEST_PASSWORD },
      headers: { 'user-agent': ua },
    });
    const token = res.cookies.find((c) => c.name === 'sid')!.value;
    return { cookie: `sid=${token}`, token };
  };
  const sessionOf = async (cookie: string) =>
    (await app().inject({ url: '/api/session', headers: { cookie } })).json().user;
  const lastSeen = async (token: string) =>
    (
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.id, digest(token)))
    )[0]!.lastSeenAt;
  const setLastSeen = (token: string, at: Date) =>
    db()
      .update(sessions)
      .set({ lastSeenAt: at })
      .where(eq(sessions.id, digest(token)));

  it('ends a session after two hours without a request, even one the server has in memory', async () => {
    const { cookie, token } = await signIn(app(), 'student', 'idler');
    expect(await sessionOf(cookie)).not.toBeNull();
    await setLastSeen(token, new Date(Date.now() - 2 * 60 * 60_000 - 60_000));
    // What this process remembers of the session is dropped as after any write elsewhere.
    app().dropPublicCache();
    expect(await sessionOf(cookie)).toBeNull();
    expect((await app().inject({ url: '/api/profile', headers: { cookie } })).statusCode).toBe(401);
  });

  it('writes the last request down at most once a minute', async () => {
    const { cookie, token } = await signIn(app(), 'student', 'toucher');
    await sessionOf(cookie);
    const first = await lastSeen(token);
    await sessionOf(cookie);
    await sessionOf(cookie);
    expect((await lastSeen(token)).getTime()).toBe(first.getTime());
    // Ninety minutes idle is still signed in, and the request renews it.
    await setLastSeen(token, new Date(Date.now() - 90 * 60_000));
    app().dropPublicCache();
    expect(await sessionOf(cookie)).not.toBeNull();
    expect(Date.now() - (await lastSeen(token)).getTime()).toBeLessThan(10_000);
  });

  it('writes the request down once it is a whole minute after the last one', async () => {
    const start = Date.UTC(2026, 5, 1, 9, 0, 0);
    clockAt(start);
    const { cookie, token } = await signIn(app(), 'student', 'on-the-minute');
    // (PostgreSQL stamps the sign-in with its own clock: set the test's.)
    await setLastSeen(token, new Date(start));
    clockAt(start + 59_999);
    app().dropPublicCache();
    expect(await sessionOf(cookie)).not.toBeNull();
    expect((await lastSeen(token)).getTime()).toBe(start);
    clockAt(start + 60_000);
    app().dropPublicCache();
    expect(await sessionOf(cookie)).not.toBeNull();
    expect((await lastSeen(token)).getTime()).toBe(start + 60_000);
  });

  it('reads a session again from the database after half a minute, or when it expires', async () => {
    const start = Date.UTC(2026, 5, 2, 9, 0, 0);
    clockAt(start);
    const kept = await signIn(app(), 'student', 'remembered');
    expect(await sessionOf(kept.cookie)).not.toBeNull();
    // Ended in the database by another process whose notice has not arrived yet.
    await withoutReporting(() =>
      db()
        .delete(sessions)
        .where(eq(sessions.id, digest(kept.token))),
    );
    clockAt(start + 29_999);
    expect(await sessionOf(kept.cookie)).not.toBeNull();
    clockAt(start + 30_001);
    expect(await sessionOf(kept.cookie)).toBeNull();

    // A session that expires in ten seconds is not served from memory after that.
    clockAt(start + 60_000);
    const short = await signIn(app(), 'student', 'short-lived');
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(start + 70_000) })
      .where(eq(sessions.id, digest(short.token)));
    app().dropPublicCache();
    expect(await sessionOf(short.cookie)).not.toBeNull();
    clockAt(start + 69_999);
    expect(await sessionOf(short.cookie)).not.toBeNull();
    clockAt(start + 70_001);
    expect(await sessionOf(short.cookie)).toBeNull();
  });

  it('asks for a new password while the account has a temporary one, as the database says', async () => {
    const { cookie } = await signIn(app(), 'student', 'temporary');
    const profile = () => app().inject({ url: '/api/profile', headers: { cookie } });
    const refused = await profile();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'password_change_required',
      message: 'Please change your temporary password first.',
    });
    // Public answers and the session itself still come.
    expect((await app().inject({ url: '/api/notices', headers: { cookie } })).statusCode).toBe(200);
    expect((await sessionOf(cookie)).mustChangePassword).toBe(true);
    // Changed through another process: this one's remembered session still says temporary,
    // the database has the last word.
    await db()
      .update(users)
      .set({ mustChangePassword: false })
      .where(eq(users.loginId, 'temporary'));
    expect((await profile()).statusCode).toBe(200);
  });

  it('lists my sessions by device, this one marked, without tokens or hashes', async () => {
    const phone = await signInWith('student', 'many-devices', ANDROID_CHROME);
    const pc = await signInWith('student', 'many-devices', WINDOWS_FIREFOX);
    await signIn(app(), 'student', 'someone-else');
    const res = await app().inject({
      url: '/api/account/sessions',
      headers: { cookie: pc.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items } = res.json() as {
      items: { id: string; device: string; current: boolean; createdAt: string }[];
    };
    expect(items).toHaveLength(2);
    expect(items.find((s) => s.current)?.device).toBe('Firefox · Windows');
    expect(items.find((s) => !s.current)?.device).toBe('Chrome · Android');
    for (const s of items) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number.isNaN(Date.parse(s.createdAt))).toBe(false);
    }
    for (const secret of [phone.token, pc.token, digest(phone.token), digest(pc.token)])
      expect(res.body).not.toContain(secret);
  });

  it('ends another session of mine, but not this one, and never someone else’s', async () => {
    const phone = await signInWith('student', 'many-devices', ANDROID_CHROME);
    const pc = await signInWith('student', 'many-devices', WINDOWS_FIREFOX);
    const other = await signIn(app(), 'student', 'someone-else');
    const list = async (cookie: string) =>
      (await app().inject({ url: '/api/account/sessions', headers: { cookie } })).json().items as {
        id: string;
        current: boolean;
      }[];
    const end = (cookie: string, id: string) =>
      app().inject({ method: 'DELETE', url: `/api/account/sessions/${id}`, headers: { cookie } });

    const mine = await list(pc.cookie);
    const phoneId = (await list(phone.cookie)).find((s) => s.current)!.id;
    const pcId = mine.find((s) => s.current)!.id;
    const othersId = (await list(other.cookie)).find((s) => s.current)!.id;

    const current = await end(pc.cookie, pcId);
    expect(current.statusCode).toBe(400);
    expect(current.json().error.code).toBe('current_session');
    const foreign = await end(pc.cookie, othersId);
    expect(foreign.statusCode).toBe(404);
    expect(await sessionOf(other.cookie)).not.toBeNull();
    const bad = await end(pc.cookie, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');

    expect((await end(pc.cookie, phoneId)).statusCode).toBe(204);
    expect(await sessionOf(phone.cookie)).toBeNull();
    expect(await sessionOf(pc.cookie)).not.toBeNull();
    expect((await end(pc.cookie, phoneId)).statusCode).toBe(404);
  });

  it('asks for the password again before creating an admin, resetting a password or downloading a backup', async () => {
    const admin = await signIn(app(), 'admin', 'head');
    const target = await makeAccount(db(), 'student', { loginId: 'forgetful' });
    const createAdmin = () =>
      app().inject({
        method: 'POST',
        url: '/api/admins',
        headers: { cookie: admin.cookie },
        payload: { loginId: `deputy-${Date.now()}`, password: 'a long new password' },
      });
    const reset = (cookie: string) =>
      app().inject({
        method: 'POST',
        url: `/api/users/${target.id}/password-reset`,
        headers: { cookie },
      });
    const backup = () => app().inject({ url: '/api/backup', headers: { cookie: admin.cookie } });

    for (const res of [await createAdmin(), await reset(admin.cookie), await backup()]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'reauth_required',
        message: 'Please enter your password again to do this.',
      });
    }
    const confirm = (cookie: string, password: string) =>
      app().inject({
        method: 'POST',
        url: '/api/auth/confirm',
        headers: { cookie },
        payload: { password },
      });
    const wrong = await confirm(admin.cookie, 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fields[0].field).toBe('password');
    expect((await createAdmin()).statusCode).toBe(403);

    expect((await confirm(admin.cookie, TEST_PASSWORD)).statusCode).toBe(204);
    expect((await createAdmin()).statusCode).toBe(201);
    expect((await reset(admin.cookie)).statusCode).toBe(200);
    const download = await backup();
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');

    // Five minutes later it is asked again.
    await db()
      .update(sessions)
      .set({ confirmedUntil: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, digest(admin.token)));
    expect((await createAdmin()).json().error.code).toBe('reauth_required');

    // A teacher confirms for a student's reset too; the confirmation is the session's own.
    const teacher = await signIn(app(), 'teacher', 'class-teacher');
    expect((await reset(teacher.cookie)).json().error.code).toBe('reauth_required');
    expect((await confirm(teacher.cookie, TEST_PASSWORD)).statusCode).toBe(204);
    expect((await reset(teacher.cookie)).statusCode).toBe(200);
    const otherTab = await signIn(app(), 'teacher', 'class-teacher');
    expect((await reset(otherTab.cookie)).json().error.code).toBe('reauth_required');
  });

  it('refuses a signed-out confirmation and a student the guarded operations before asking', async () => {
    const out = await app().inject({
      method: 'POST',
      url: '/api/auth/confirm',
      payload: { password: TEST_PASSWORD },
    });
    expect(out.statusCode).toBe(401);
    const student = await signIn(app(), 'student', 'someone-else');
    const res = await app().inject({
      method: 'POST',
      url: '/api/admins',
      headers: { cookie: student.cookie },
      payload: { loginId: 'sneaky-admin', password: 'a long new password' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });
});

it('names the device of common browsers', () => {
  expect(describeDevice(ANDROID_CHROME)).toBe('Chrome · Android');
  expect(describeDevice(WINDOWS_FIREFOX)).toBe('Firefox · Windows');
  expect(
    describeDevice(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    ),
  ).toBe('Safari · iOS');
  expect(
    describeDevice(
      'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
    ),
  ).toBe('Samsung Internet · Android');
  expect(describeDevice('')).toBe('');
  expect(describeDevice('curl/8.0')).toBe('');
});
