import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { makeUser } from '../../test/factories.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { SESSION_IDLE_MS, sessionsRepository } from './sessions.repository.ts';

const DAY = 24 * 60 * 60_000;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

// The session store on its own, beside the routes' tests in sessions.test.ts: what each
// method answers in the cases the routes rarely meet (no browser name, a very long one,
// an account removed, a session of someone else).
describeEachDatabase('sessions repository', (ctx) => {
  const db = () => ctx().database.db;
  const repo = () => sessionsRepository(db(), 7 * DAY);
  let pupil: string;
  let other: string;
  let temporary: string;
  beforeAll(async () => {
    pupil = (await makeUser(db(), { role: 'student', loginId: 'repo-pupil' })).id;
    other = (await makeUser(db(), { role: 'student', loginId: 'repo-other' })).id;
    temporary = (
      await makeUser(db(), { role: 'teacher', loginId: 'repo-temp', mustChangePassword: true })
    ).id;
  });
  const stored = async (id: string) =>
    (await db().select().from(sessions).where(eq(sessions.id, id)))[0];

  it('keeps only the hash of a new token, no browser name when none came, and ends after the limit', async () => {
    const before = Date.now();
    const created = await repo().create(pupil);
    expect(created.id).toBe(digest(created.token));
    expect(created.token).toMatch(/^[\w-]{43}$/);
    expect(created.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 7 * DAY);
    expect(created.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    const row = await stored(created.id);
    expect(row).toMatchObject({ userId: pupil, userAgent: '' });
    expect(JSON.stringify(row)).not.toContain(created.token);
  });

  it('keeps the first 300 characters of a browser name', async () => {
    const long = `Mozilla/5.0 ${'x'.repeat(400)}`;
    const { id } = await repo().create(pupil, long);
    expect((await stored(id))?.userAgent).toBe(long.slice(0, 300));
  });

  it('finds a live session with its person, and nothing for an unknown, expired or idle one', async () => {
    const { token, id } = await repo().create(pupil, 'phone');
    expect(await repo().find(token)).toMatchObject({
      sessionId: id,
      id: pupil,
      role: 'student',
      loginId: 'repo-pupil',
      mustChangePassword: false,
    });
    expect(await repo().find('not-a-token')).toBeNull();
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.id, id));
    expect(await repo().find(token)).toBeNull();
    const expired = await sessionsRepository(db(), -1000).create(pupil);
    expect(await repo().find(expired.token)).toBeNull();
  });

  it('reads whether a temporary password is still to be changed from the database', async () => {
    expect(await repo().mustChangePassword(temporary)).toBe(true);
    expect(await repo().mustChangePassword(pupil)).toBe(false);
    expect(await repo().mustChangePassword('00000000-0000-0000-0000-000000000000')).toBe(false);
    await db().update(users).set({ mustChangePassword: false }).where(eq(users.id, temporary));
    expect(await repo().mustChangePassword(temporary)).toBe(false);
  });

  it('allows the guarded operations for a while after the password is typed again, on that session only', async () => {
    const a = await repo().create(pupil);
    const b = await repo().create(pupil);
    expect(await repo().isConfirmed(a.id)).toBe(false);
    await repo().confirm(a.id);
    expect(await repo().isConfirmed(a.id)).toBe(true);
    expect(await repo().isConfirmed(b.id)).toBe(false);
    await db()
      .update(sessions)
      .set({ confirmedUntil: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, a.id));
    expect(await repo().isConfirmed(a.id)).toBe(false);
  });

  it('ends another session of mine and says so; says which one is this; never ends someone else’s', async () => {
    const mine = await repo().create(other, 'this phone');
    const second = await repo().create(other, 'the computer room');
    const theirs = await repo().create(pupil, 'a friend');
    const publicIdOf = async (id: string) => (await stored(id))!.publicId;
    const list = await repo().listForUser(other, mine.id);
    expect(list.map((s) => [s.id, s.current])).toEqual(
      expect.arrayContaining([
        [await publicIdOf(mine.id), true],
        [await publicIdOf(second.id), false],
      ]),
    );
    expect(list).toHaveLength(2);

    expect(await repo().deleteOther(other, await publicIdOf(mine.id), mine.id)).toBe('current');
    expect(await stored(mine.id)).toBeDefined();
    expect(await repo().deleteOther(other, await publicIdOf(theirs.id), mine.id)).toBe('none');
    expect(await stored(theirs.id)).toBeDefined();
    expect(await repo().deleteOther(other, await publicIdOf(second.id), mine.id)).toBe('ended');
    expect(await stored(second.id)).toBeUndefined();
    expect(await repo().deleteOther(other, await publicIdOf(mine.id), second.id)).toBe('ended');
    expect(await stored(mine.id)).toBeUndefined();
  });

  it('ends every session of a person but the one kept, and purges expired and idle ones', async () => {
    const keep = await repo().create(other);
    const drop = await repo().create(other);
    const someoneElse = await repo().create(pupil);
    await repo().deleteForUser(other, keep.id);
    expect(await stored(keep.id)).toBeDefined();
    expect(await stored(drop.id)).toBeUndefined();
    await repo().deleteForUser(other);
    expect(await stored(keep.id)).toBeUndefined();
    expect(await stored(someoneElse.id)).toBeDefined();

    const idle = await repo().create(pupil);
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(sessions.id, idle.id));
    const expired = await sessionsRepository(db(), -1000).create(pupil);
    await repo().purgeExpired();
    expect(await stored(idle.id)).toBeUndefined();
    expect(await stored(expired.id)).toBeUndefined();
    expect(await stored(someoneElse.id)).toBeDefined();
  });
});
