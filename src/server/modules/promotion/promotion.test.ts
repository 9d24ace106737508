import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { RULE_NAMES } from '../../../shared/api/rules.ts';
import { auditLog, promotions, sessions, users } from '../../db/schema.ts';
import { makeUser } from '../../test/factories.ts';
import { confirmPassword, makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

type Method = 'GET' | 'POST';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describeEachDatabase(
  'year-end promotion of the whole school (issue 19)',
  (ctx) => {
    let admin = '';
    let unconfirmed = '';
    let teacher = '';
    let student = '';
    /** The school's students by login id, made afresh for each test. */
    let id: Record<string, string> = {};

    beforeAll(async () => {
      const { db } = ctx().database;
      await makeAccount(db, 'admin', { loginId: 'promoter', name: 'Head Admin' });
      await makeAccount(db, 'teacher', { loginId: 'promo-teacher' });
      admin = (await signIn(ctx().app, 'admin', 'promoter')).cookie;
      unconfirmed = (await signIn(ctx().app, 'admin', 'promoter')).cookie;
      teacher = (await signIn(ctx().app, 'teacher', 'promo-teacher')).cookie;
      await confirmPassword(ctx().app, admin);
    });

    /**
     * Six: 1, 2, 3. Seven: 1, 2, 4, 5 and a turned-off 3. Eight: 7. Nine: none. Ten: 1, 2
     * (ten-1 signs in, to see the session end).
     */
    beforeEach(async () => {
      const { db } = ctx().database;
      await db.delete(promotions);
      await db.delete(users).where(eq(users.role, 'student'));
      id = {};
      const add = async (loginId: string, grade: string, roll: string, more: object = {}) => {
        id[loginId] = (
          await makeUser(db, { role: 'student', loginId, name: loginId, grade, roll, ...more })
        ).id;
      };
      for (const roll of ['1', '2', '3']) await add(`six-${roll}`, 'vi', roll);
      for (const roll of ['1', '2', '4', '5']) await add(`seven-${roll}`, 'vii', roll);
      await add('seven-off', 'vii', '3', { deactivatedAt: new Date('2026-03-01T00:00:00Z') });
      await add('eight-7', 'viii', '7', { nameBn: 'আট সাত' });
      id['ten-1'] = (
        await makeAccount(db, 'student', { loginId: 'ten-1', name: 'ten-1', grade: 'x', roll: '1' })
      ).id;
      await add('ten-2', 'x', '2');
      student = (await signIn(ctx().app, 'student', 'ten-1')).cookie;
    });

    const call = (cookie: string, method: Method, url: string, payload?: object) =>
      ctx().app.inject({ method, url, payload, headers: { cookie } });
    const stayBack = (...ids: string[]) => ({ stayBack: ids.map((l) => id[l]!) });
    /** Seven's 1 and 2 and 5 stay back (1 and 2 clash with six's incoming), and ten's 2. */
    const STAYERS = ['seven-1', 'seven-2', 'seven-5', 'ten-2'];
    const where = async (loginId: string) => {
      const [row] = await ctx()
        .database.db.select({ grade: users.grade, roll: users.roll, off: users.deactivatedAt })
        .from(users)
        .where(eq(users.id, id[loginId]!));
      return { grade: row!.grade, roll: row!.roll, active: row!.off === null };
    };
    const everyone = async () =>
      Object.fromEntries(
        await Promise.all(Object.keys(id).map(async (l) => [l, await where(l)] as const)),
      );
    const apply = async (...stayers: string[]) => {
      const res = await call(admin, 'POST', '/api/promotion', stayBack(...stayers));
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string; at: string; counts: Record<string, number> };
    };

    it('previews each class’s move and the rolls given to stayers an incoming student displaces, changing nothing', async () => {
      const before = await everyone();
      const res = await call(admin, 'POST', '/api/promotion/preview', stayBack(...STAYERS));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const preview = res.json();
      expect(preview.classes).toEqual([
        { grade: 'vi', students: 3, moving: 3, stayingBack: 0, to: 'vii' },
        { grade: 'vii', students: 4, moving: 1, stayingBack: 3, to: 'viii' },
        { grade: 'viii', students: 1, moving: 1, stayingBack: 0, to: 'ix' },
        { grade: 'ix', students: 0, moving: 0, stayingBack: 0, to: 'x' },
        { grade: 'x', students: 2, moving: 1, stayingBack: 1, to: null },
      ]);
      const moves = Object.fromEntries(
        (
          preview.students as {
            loginId: string;
            toGrade: string | null;
            toRoll: string;
            staysBack: boolean;
          }[]
        ).map((s) => [s.loginId, [s.toGrade, s.toRoll, s.staysBack]]),
      );
      expect(moves).toEqual({
        'six-1': ['vii', '1', false],
        'six-2': ['vii', '2', false],
        'six-3': ['vii', '3', false],
        // Six's 1 and 2 come in: seven's stayers 1 and 2 get the next rolls after 5, in order.
        'seven-1': ['vii', '6', true],
        'seven-2': ['vii', '7', true],
        'seven-4': ['viii', '4', false],
        'seven-5': ['vii', '5', true],
        'eight-7': ['ix', '7', false],
        'ten-1': [null, '1', false],
        'ten-2': ['x', '2', true],
      });
      // By class, then roll; the names as kept, in both languages.
      expect(preview.students.map((s: { loginId: string }) => s.loginId)).toEqual([
        'six-1',
        'six-2',
        'six-3',
        'seven-1',
        'seven-2',
        'seven-4',
        'seven-5',
        'eight-7',
        'ten-1',
        'ten-2',
      ]);
      expect(preview.students[7]).toMatchObject({
        id: id['eight-7'],
        name: 'eight-7',
        nameBn: 'আট সাত',
        fromGrade: 'viii',
        fromRoll: '7',
      });
      expect(await everyone()).toEqual(before);
      expect(await ctx().database.db.select().from(promotions)).toEqual([]);
    });

    it('promotes: classes up with their rolls, stayers kept or renumbered, class ten turned off and signed out', async () => {
      expect((await call(student, 'GET', '/api/profile')).statusCode).toBe(200);
      const done = await apply(...STAYERS);
      expect(done.counts).toEqual({ moved: 5, passedOut: 1, stayedBack: 4, renumbered: 2 });
      expect(await everyone()).toEqual({
        'six-1': { grade: 'vii', roll: '1', active: true },
        'six-2': { grade: 'vii', roll: '2', active: true },
        'six-3': { grade: 'vii', roll: '3', active: true },
        'seven-1': { grade: 'vii', roll: '6', active: true },
        'seven-2': { grade: 'vii', roll: '7', active: true },
        'seven-4': { grade: 'viii', roll: '4', active: true },
        'seven-5': { grade: 'vii', roll: '5', active: true },
        // A turned-off student is left as they were.
        'seven-off': { grade: 'vii', roll: '3', active: false },
        'eight-7': { grade: 'ix', roll: '7', active: true },
        // Passed out: turned off, class and roll kept.
        'ten-1': { grade: 'x', roll: '1', active: false },
        'ten-2': { grade: 'x', roll: '2', active: true },
      });
      // The passed-out student's session has ended.
      const { db } = ctx().database;
      expect(await db.select().from(sessions).where(eq(sessions.userId, id['ten-1']!))).toEqual([]);
      const refused = await call(student, 'GET', '/api/profile');
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe('unauthenticated');

      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'promote'), eq(auditLog.entityId, done.id)));
      expect(entry).toMatchObject({
        entity: 'student-account',
        summary: '',
        details: { count: 6 },
      });

      const latest = (await call(admin, 'GET', '/api/promotion/latest')).json();
      expect(latest).toEqual({
        id: done.id,
        at: done.at,
        byName: 'Head Admin',
        counts: done.counts,
        undoneAt: null,
        undoable: true,
      });
    });

    it('undoes the same day: every class, roll and account back as it was; not twice', async () => {
      const before = await everyone();
      const done = await apply(...STAYERS);
      const res = await call(admin, 'POST', `/api/promotion/${done.id}/undo`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: done.id, undoable: false });
      expect(res.json().undoneAt).toEqual(expect.any(String));
      expect(await everyone()).toEqual(before);
      // The passed-out student may sign in again.
      await expect(signIn(ctx().app, 'student', 'ten-1')).resolves.toBeTruthy();
      const [entry] = await ctx()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'undo-promotion'), eq(auditLog.entityId, done.id)));
      expect(entry).toMatchObject({ entity: 'student-account', details: { count: 6 } });
      expect((await call(admin, 'GET', '/api/promotion/latest')).json()).toMatchObject({
        id: done.id,
        undoable: false,
      });

      const again = await call(admin, 'POST', `/api/promotion/${done.id}/undo`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toMatchObject({
        code: 'promotion_not_undoable',
        details: { reason: 'promotion_already_undone' },
      });
      expect(await everyone()).toEqual(before);
    });

    it('refuses to undo a promotion of an earlier school day', async () => {
      const done = await apply();
      const promoted = await everyone();
      await ctx()
        .database.db.update(promotions)
        .set({ at: sql`${promotions.at} - interval '1 day'` })
        .where(eq(promotions.id, done.id));
      expect((await call(admin, 'GET', '/api/promotion/latest')).json()).toMatchObject({
        id: done.id,
        undoable: false,
        undoneAt: null,
      });
      const res = await call(admin, 'POST', `/api/promotion/${done.id}/undo`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'promotion_not_undoable',
        details: { reason: 'promotion_day_over' },
      });
      expect(await everyone()).toEqual(promoted);
    });

    it('undoes only the newest promotion', async () => {
      const first = await apply('ten-2');
      const second = await apply('ten-2');
      const res = await call(admin, 'POST', `/api/promotion/${first.id}/undo`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.details.reason).toBe('promotion_superseded');
      expect((await call(admin, 'GET', '/api/promotion/latest')).json().id).toBe(second.id);
      expect((await call(admin, 'POST', `/api/promotion/${second.id}/undo`)).statusCode).toBe(200);
      // Undoing the newest does not make the one before undoable.
      expect((await call(admin, 'POST', `/api/promotion/${first.id}/undo`)).statusCode).toBe(409);
      const missing = await call(admin, 'POST', `/api/promotion/${UNKNOWN}/undo`);
      expect(missing.statusCode).toBe(404);
    });

    it('refuses to undo when a student added since holds a roll to give back (409 roll_taken)', async () => {
      const done = await apply();
      // Class six is empty now: a new student takes roll 2 there.
      const added = await call(admin, 'POST', '/api/students', {
        loginId: 'new-six',
        password: 'first password',
        name: 'New Six',
        nameBn: '',
        grade: 'vi',
        roll: '2',
      });
      expect(added.statusCode, added.body).toBe(201);
      const promoted = await everyone();
      const res = await call(admin, 'POST', `/api/promotion/${done.id}/undo`);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'roll_taken',
        details: { params: { roll: '2' } },
      });
      expect(await everyone()).toEqual(promoted);
      expect((await call(admin, 'GET', '/api/promotion/latest')).json().undoable).toBe(true);
    });

    it('is the admin’s alone, with the password typed again to promote or undo', async () => {
      const done = await apply();
      const asks: [Method, string, object?][] = [
        ['POST', '/api/promotion/preview', { stayBack: [] }],
        ['POST', '/api/promotion', { stayBack: [] }],
        ['GET', '/api/promotion/latest'],
        ['POST', `/api/promotion/${done.id}/undo`],
      ];
      const other = (await signIn(ctx().app, 'student', 'ten-2').catch(() => null))?.cookie;
      for (const [method, url, payload] of asks) {
        for (const cookie of [teacher, other ?? student]) {
          const res = await call(cookie, method, url, payload);
          expect([401, 403], `${method} ${url}`).toContain(res.statusCode);
        }
        const teacherRes = await call(teacher, method, url, payload);
        expect(teacherRes.statusCode, `${method} ${url}`).toBe(403);
        expect(teacherRes.json().error.code).toBe('forbidden');
      }
      for (const [method, url, payload] of asks.filter(
        ([, u]) => !u.includes('preview') && !u.includes('latest'),
      )) {
        const res = await call(unconfirmed, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error.code).toBe('reauth_required');
      }
      expect(
        (await call(unconfirmed, 'POST', '/api/promotion/preview', { stayBack: [] })).statusCode,
      ).toBe(200);
      expect((await call(unconfirmed, 'GET', '/api/promotion/latest')).statusCode).toBe(200);
    });

    it('answers bad input with a 400 and the rule of each refused field, never a 500', async () => {
      const teacherId = (
        await ctx().database.db.select().from(users).where(eq(users.loginId, 'promo-teacher'))
      )[0]!.id;
      const cases: [object | string, string | null][] = [
        [{ stayBack: [UNKNOWN] }, 'unknownItem'],
        [{ stayBack: [id['seven-off']] }, 'unknownItem'],
        [{ stayBack: [teacherId] }, 'unknownItem'],
        [{ stayBack: ['not-an-id'] }, 'unknownItem'],
        [{ stayBack: [id['six-1'], id['six-1']] }, 'duplicate'],
        [{ stayBack: 'six-1' }, '*'],
        [{}, 'required'],
        ['not json', null],
      ];
      for (const url of ['/api/promotion/preview', '/api/promotion']) {
        for (const [payload, rule] of cases) {
          const res = await ctx().app.inject({
            method: 'POST',
            url,
            payload: payload as never,
            headers: { cookie: admin, 'content-type': 'application/json' },
          });
          if (rule === null) {
            expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
            continue;
          }
          expect(res.statusCode, `${url} ${JSON.stringify(payload)} ${res.body}`).toBe(400);
          expect(res.json().error.code).toBe('validation_failed');
          const { name } = res.json().error.details.fields[0].rule;
          if (rule === '*') expect(RULE_NAMES).toContain(name);
          else expect(name, JSON.stringify(payload)).toBe(rule);
        }
      }
      const off = await call(
        admin,
        'POST',
        '/api/promotion/preview',
        stayBack('six-1', 'seven-off'),
      );
      expect(off.json().error.details.fields).toEqual([
        {
          field: 'stayBack.1',
          message: 'This student is turned off',
          rule: { name: 'unknownItem' },
        },
      ]);
      const badId = await call(admin, 'POST', '/api/promotion/not-an-id/undo');
      expect(badId.statusCode).toBe(400);
      expect(await ctx().database.db.select().from(promotions)).toEqual([]);
    });
  },
  { rateLimits: false },
);
