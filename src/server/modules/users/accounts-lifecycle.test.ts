import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, blogs, images, notices, sessions, solutions, users } from '../../db/schema.ts';
import { makeImage, makePost, makeSolution, pngBytes } from '../../test/factories.ts';
import { confirmPassword, makeAccount, signIn, TEST_PASSWORD } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { sessionsRepository } from '../auth/sessions.repository.ts';
import { LastAdminError, usersRepository } from './users.repository.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Audit = {
  action: string;
  entity: string;
  entityId: string;
  actorId: string;
  summary: string;
  details: { changes?: Record<string, unknown> } | null;
};

const details = (over: object = {}) => ({
  name: 'Mim Akter',
  nameBn: 'মীম আক্তার',
  grade: 'viii',
  roll: '2',
  designation: '',
  designationBn: '',
  subject: '',
  phone: '',
  guardianName: 'Abdul Karim',
  guardianPhone: '01812345678',
  imageId: null,
  ...over,
});

async function upload(app: Parameters<typeof signIn>[0], cookie: string) {
  const boundary = 'lifecycle';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    await pngBytes(40, 30, '#47B5FF'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  if (res.statusCode !== 201 && res.statusCode !== 200)
    throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

describeEachDatabase(
  'accounts over time: edit, turn off and on, delete, order',
  (ctx) => {
    let admin = '';
    let adminId = '';
    let teacher = '';
    let otherTeacherId = '';
    let studentId = '';
    beforeAll(async () => {
      const { db } = ctx().database;
      adminId = (await makeAccount(db, 'admin', { loginId: 'head', name: 'Head Admin' })).id;
      await makeAccount(db, 'teacher', {
        loginId: 'class-teacher',
        name: 'Class Teacher',
        designation: 'Assistant Teacher',
        position: 0,
      });
      otherTeacherId = (
        await makeAccount(db, 'teacher', {
          loginId: 'other-teacher',
          name: 'Other Teacher',
          designation: 'Assistant Teacher',
          position: 1,
        })
      ).id;
      studentId = (
        await makeAccount(db, 'student', {
          loginId: 'mim',
          name: 'Mim Akter',
          grade: 'viii',
          roll: '2',
        })
      ).id;
      admin = (await signIn(ctx().app, 'admin', 'head')).cookie;
      teacher = (await signIn(ctx().app, 'teacher', 'class-teacher')).cookie;
      await confirmPassword(ctx().app, admin);
    });
    const call = (cookie: string, method: Method, url: string, payload?: object) =>
      ctx().app.inject({ method, url, payload, headers: { cookie } });
    const auditEntries = async () =>
      (await call(admin, 'GET', '/api/audit-log?size=50')).json().items as Audit[];

    it('reads one account with its post count: a teacher a student’s only, an admin anyone’s', async () => {
      const { db } = ctx().database;
      await makePost(db, 'blog', studentId);
      await makePost(db, 'problem', studentId);
      const res = await call(teacher, 'GET', `/api/users/${studentId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({
        id: studentId,
        role: 'student',
        loginId: 'mim',
        grade: 'viii',
        roll: '2',
        active: true,
        deactivatedAt: null,
        posts: 2,
      });
      expect(res.body).not.toMatch(/password|hash/i);
      for (const id of [otherTeacherId, adminId]) {
        const refused = await call(teacher, 'GET', `/api/users/${id}`);
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error.code).toBe('forbidden');
      }
      expect((await call(admin, 'GET', `/api/users/${otherTeacherId}`)).json()).toMatchObject({
        role: 'teacher',
        posts: 0,
      });
      const missing = await call(admin, 'GET', '/api/users/00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
    });

    it('a teacher corrects a student’s class, roll, guardian and photo; the old photo is released', async () => {
      const { db } = { db: ctx().database.db };
      const first = (await makeImage(db, ctx().app.files)).id;
      const second = (await makeImage(db, ctx().app.files)).id;
      const one = await call(
        teacher,
        'PUT',
        `/api/users/${studentId}`,
        details({ imageId: first, grade: 'ix', roll: '5' }),
      );
      expect(one.statusCode).toBe(200);
      expect(one.json()).toMatchObject({
        grade: 'ix',
        roll: '5',
        nameBn: 'মীম আক্তার',
        guardianName: 'Abdul Karim',
        guardianPhone: '01812345678',
        designation: null,
      });
      expect(one.json().image.id).toBe(first);
      const two = await call(
        teacher,
        'PUT',
        `/api/users/${studentId}`,
        details({ imageId: second, grade: 'ix', roll: '5' }),
      );
      expect(two.statusCode).toBe(200);
      // The replaced photo is gone (nothing else named it).
      expect(await db.select().from(images).where(eq(images.id, first))).toHaveLength(0);
      const [entry] = (await auditEntries()).filter(
        (e) => e.action === 'update' && e.entity === 'student-account' && e.entityId === studentId,
      );
      expect(entry?.details?.changes).toMatchObject({ photo: { before: true, after: true } });
      const firstEdit = (await auditEntries()).filter(
        (e) => e.action === 'update' && e.entityId === studentId,
      )[1];
      expect(firstEdit?.summary).toBe('Mim Akter');
      expect(firstEdit?.details?.changes).toMatchObject({
        grade: { before: 'viii', after: 'ix' },
        roll: { before: '2', after: '5' },
        guardianName: { before: '', after: 'Abdul Karim' },
      });
    });

    it('a student’s class and roll are required, and the roll is one per class among active students', async () => {
      const { db } = ctx().database;
      const missing = await call(
        teacher,
        'PUT',
        `/api/users/${studentId}`,
        details({ grade: null, roll: '' }),
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatchObject({
        code: 'validation_failed',
        details: {
          fields: [
            { field: 'grade', rule: { name: 'required' } },
            { field: 'roll', rule: { name: 'required' } },
          ],
        },
      });
      await makeAccount(db, 'student', { loginId: 'classmate', grade: 'ix', roll: '7' });
      const taken = await call(
        teacher,
        'PUT',
        `/api/users/${studentId}`,
        details({ grade: 'ix', roll: '৭' }),
      );
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({
        code: 'roll_taken',
        details: {
          params: { roll: '7' },
          fields: [
            {
              field: 'roll',
              message: 'This roll is already taken in the class',
              rule: { name: 'rollTaken' },
            },
          ],
        },
      });
      // The same roll in another class is another student's.
      expect(
        (await call(teacher, 'PUT', `/api/users/${studentId}`, details({ grade: 'x', roll: '7' })))
          .statusCode,
      ).toBe(200);
      // Adding a student: the same check.
      const add = (grade: string, roll: string, loginId: string) =>
        call(teacher, 'POST', '/api/students', {
          loginId,
          password: 'first password',
          name: 'New One',
          nameBn: '',
          grade,
          roll,
        });
      const clash = await add('ix', '7', 'clash');
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error).toMatchObject({
        code: 'roll_taken',
        details: { params: { roll: '7' } },
      });
      expect(await db.select().from(users).where(eq(users.loginId, 'clash'))).toHaveLength(0);
      // A student who left (turned off) no longer holds the roll.
      await db
        .update(users)
        .set({ deactivatedAt: new Date() })
        .where(eq(users.loginId, 'classmate'));
      const reuse = await add('ix', '7', 'newcomer');
      expect(reuse.statusCode).toBe(201);
      expect(reuse.json()).toMatchObject({ grade: 'ix', roll: '7', name: 'New One' });
      // Turning the old one on again would give the class two roll 7s.
      const [classmate] = await db.select().from(users).where(eq(users.loginId, 'classmate'));
      const back = await call(admin, 'PUT', `/api/users/${classmate!.id}/active`, { active: true });
      expect(back.statusCode).toBe(409);
      expect(back.json().error).toMatchObject({
        code: 'roll_taken',
        details: { params: { roll: '7' } },
      });
    });

    it('a teacher may not edit a teacher’s or an admin’s account; an admin edits anyone’s (no class or roll but a student’s)', async () => {
      for (const id of [otherTeacherId, adminId]) {
        const refused = await call(
          teacher,
          'PUT',
          `/api/users/${id}`,
          details({ name: 'Changed', grade: null, roll: '' }),
        );
        expect(refused.statusCode).toBe(403);
      }
      const [before] = await ctx()
        .database.db.select()
        .from(users)
        .where(eq(users.id, otherTeacherId));
      expect(before!.name).toBe('Other Teacher');
      const res = await call(
        admin,
        'PUT',
        `/api/users/${otherTeacherId}`,
        details({
          name: 'Dipankar Das',
          nameBn: 'দীপংকর দাস',
          designation: 'Assistant Teacher',
          designationBn: 'সহকারী শিক্ষক',
          subject: 'Social Science',
          phone: '01700000111',
          guardianName: '',
          guardianPhone: '',
          grade: 'vi',
          roll: '3',
        }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Dipankar Das',
        designationBn: 'সহকারী শিক্ষক',
        subject: 'Social Science',
        grade: null,
        roll: null,
      });
      const pub = (await ctx().app.inject({ url: '/api/teachers' })).json();
      expect(pub.items.map((t: { name: string }) => t.name)).toContain('Dipankar Das');
      const entry = (await auditEntries()).find(
        (e) => e.action === 'update' && e.entity === 'teacher-account',
      );
      expect(entry).toMatchObject({ entityId: otherTeacherId, summary: 'Dipankar Das' });
      expect(entry?.details?.changes).toMatchObject({
        name: { before: 'Other Teacher', after: 'Dipankar Das' },
      });
      expect(entry?.details?.changes).not.toHaveProperty('grade');
    });

    it('turning an account off ends its sessions, refuses its sign-in, takes it off /teachers; on again undoes it', async () => {
      const { db } = ctx().database;
      const gone = await makeAccount(db, 'teacher', {
        loginId: 'leaver',
        name: 'Leaving Teacher',
        designation: 'Assistant Teacher',
      });
      const session = await signIn(ctx().app, 'teacher', 'leaver');
      expect((await call(session.cookie, 'GET', '/api/profile')).statusCode).toBe(200);
      const listed = async () =>
        ((await ctx().app.inject({ url: '/api/teachers' })).json().items as { id: string }[]).some(
          (t) => t.id === gone.id,
        );
      expect(await listed()).toBe(true);

      const off = await call(admin, 'PUT', `/api/users/${gone.id}/active`, { active: false });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ active: false, loginId: 'leaver' });
      expect(Date.parse(off.json().deactivatedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(await db.select().from(sessions).where(eq(sessions.userId, gone.id))).toHaveLength(0);
      expect((await call(session.cookie, 'GET', '/api/profile')).statusCode).toBe(401);
      expect(
        (
          await ctx().app.inject({ url: '/api/session', headers: { cookie: session.cookie } })
        ).json().user,
      ).toBeNull();
      expect(await listed()).toBe(false);
      // Still in the admin's Teachers list, marked off.
      const accounts = (await call(admin, 'GET', '/api/teacher-accounts')).json();
      expect(accounts.items.find((t: { id: string }) => t.id === gone.id)).toMatchObject({
        active: false,
      });

      const login = (password: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { role: 'teacher', loginId: 'leaver', password },
        });
      const right = await login(TEST_PASSWORD);
      expect(right.statusCode).toBe(403);
      expect(right.json().error.code).toBe('account_deactivated');
      expect(right.cookies.find((c) => c.name === 'sid')).toBeUndefined();
      // Without the password nothing is told.
      const wrong = await login('not the password at all');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('login_failed');

      // Turning off again keeps the first date.
      const again = await call(admin, 'PUT', `/api/users/${gone.id}/active`, { active: false });
      expect(again.json().deactivatedAt).toBe(off.json().deactivatedAt);

      const on = await call(admin, 'PUT', `/api/users/${gone.id}/active`, { active: true });
      expect(on.statusCode).toBe(200);
      expect(on.json()).toMatchObject({ active: true, deactivatedAt: null });
      expect(await listed()).toBe(true);
      expect((await login(TEST_PASSWORD)).statusCode).toBe(200);

      const entries = (await auditEntries()).filter((e) => e.entityId === gone.id);
      expect(entries.map((e) => [e.action, e.entity, e.summary])).toEqual(
        expect.arrayContaining([
          ['deactivate', 'teacher-account', 'leaver'],
          ['reactivate', 'teacher-account', 'leaver'],
        ]),
      );
    });

    it('a session held before the account was turned off is not found any more', async () => {
      const { db } = ctx().database;
      await makeAccount(db, 'student', { loginId: 'cached', grade: 'vi', roll: '40' });
      const session = await signIn(ctx().app, 'student', 'cached');
      const repo = sessionsRepository(db, ctx().config.sessionTtlMs);
      expect(await repo.find(session.token)).not.toBeNull();
      // As another process would: straight in the database, no cache dropped here.
      await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.loginId, 'cached'));
      expect(await repo.find(session.token)).toBeNull();
    });

    it('refuses to turn off or delete one’s own account, and never leaves the school without an active admin', async () => {
      const { db } = ctx().database;
      const own = await call(admin, 'PUT', `/api/users/${adminId}/active`, { active: false });
      expect(own.statusCode).toBe(409);
      expect(own.json().error.code).toBe('own_account');
      const ownDelete = await call(admin, 'DELETE', `/api/users/${adminId}`);
      expect(ownDelete.statusCode).toBe(409);
      expect(ownDelete.json().error.code).toBe('own_account');

      // Two admins turning each other off at once: one of them stays.
      const second = await makeAccount(db, 'admin', { loginId: 'second-admin' });
      const secondCookie = (await signIn(ctx().app, 'admin', 'second-admin')).cookie;
      await confirmPassword(ctx().app, secondCookie);
      const [a, b] = await Promise.all([
        call(admin, 'PUT', `/api/users/${second.id}/active`, { active: false }),
        call(secondCookie, 'PUT', `/api/users/${adminId}/active`, { active: false }),
      ]);
      const active = async () =>
        (
          await db
            .select({ n: count() })
            .from(users)
            .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt)))
        )[0]!.n;
      expect(await active(), `${a.statusCode} ${b.statusCode}`).toBeGreaterThanOrEqual(1);
      expect([a.statusCode, b.statusCode].filter((s) => s === 200).length).toBe(1);
      for (const res of [a, b])
        if (res.statusCode === 409) expect(res.json().error.code).toBe('last_admin');
      // Whatever the order, put it back: the head admin active and signed in.
      await db.update(users).set({ deactivatedAt: null }).where(eq(users.id, adminId));
      await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, second.id));
      admin = (await signIn(ctx().app, 'admin', 'head')).cookie;
      await confirmPassword(ctx().app, admin);

      // The repository itself refuses the last active admin, off or deleted.
      const repo = usersRepository(db);
      await expect(repo.setActive(adminId, false)).rejects.toBeInstanceOf(LastAdminError);
      await expect(repo.remove(adminId)).rejects.toBeInstanceOf(LastAdminError);
      // A turned-off admin may be deleted: the active one stays.
      const del = await call(admin, 'DELETE', `/api/users/${second.id}`);
      expect(del.statusCode).toBe(204);
    });

    it('deleting an account keeps its posts under their author’s name, its uploads and the log', async () => {
      const { db } = ctx().database;
      const leaver = await makeAccount(db, 'teacher', {
        loginId: 'deleted-teacher',
        name: 'Md. Shafiqul Alam',
      });
      const session = await signIn(ctx().app, 'teacher', 'deleted-teacher');
      await confirmPassword(ctx().app, session.cookie);
      // An upload of theirs, used by one of their posts, and their profile photo.
      const uploaded = await upload(ctx().app, session.cookie);
      const photo = await upload(ctx().app, session.cookie);
      await db.update(users).set({ imageId: photo }).where(eq(users.id, leaver.id));
      const noticeId = (
        await db
          .insert(notices)
          .values({
            title: 'Exam',
            noticeDate: '2026-05-01',
            author: 'Md. Shafiqul Alam',
            createdBy: leaver.id,
            imageId: uploaded,
          })
          .returning()
      )[0]!.id;
      const blogId = await makePost(db, 'blog', leaver.id);
      const problemId = await makePost(db, 'problem', null);
      const solutionId = await makeSolution(db, problemId, leaver.id);
      // Something of theirs in the audit log (a change they made).
      await db.insert(auditLog).values({
        actorId: leaver.id,
        actorName: 'Md. Shafiqul Alam',
        actorRole: 'teacher',
        action: 'create',
        entity: 'notice',
        entityId: noticeId,
        summary: 'Exam',
      });
      expect((await call(admin, 'GET', `/api/users/${leaver.id}`)).json().posts).toBe(2);

      // A teacher may not delete; an admin must have typed the password again (matrix).
      expect((await call(teacher, 'DELETE', `/api/users/${studentId}`)).statusCode).toBe(403);
      const res = await call(admin, 'DELETE', `/api/users/${leaver.id}`);
      expect(res.statusCode).toBe(204);
      expect(await db.select().from(users).where(eq(users.id, leaver.id))).toHaveLength(0);
      expect(await db.select().from(sessions).where(eq(sessions.userId, leaver.id))).toHaveLength(
        0,
      );
      const [notice] = await db.select().from(notices).where(eq(notices.id, noticeId));
      expect(notice).toMatchObject({
        author: 'Md. Shafiqul Alam',
        createdBy: null,
        imageId: uploaded,
      });
      const [blog] = await db.select().from(blogs).where(eq(blogs.id, blogId));
      expect(blog).toMatchObject({ createdBy: null });
      const [solution] = await db.select().from(solutions).where(eq(solutions.id, solutionId));
      expect(solution).toMatchObject({ createdBy: null });
      // The upload a post shows stays (no longer anyone's); the unused profile photo goes.
      const [kept] = await db.select().from(images).where(eq(images.id, uploaded));
      expect(kept).toMatchObject({ uploadedBy: null });
      expect(await db.select().from(images).where(eq(images.id, photo))).toHaveLength(0);
      const log = await auditEntries();
      expect(log.find((e) => e.actorId === leaver.id && e.action === 'create')).toBeTruthy();
      expect(
        log.find((e) => e.action === 'delete' && e.entity === 'teacher-account'),
      ).toMatchObject({ entityId: leaver.id, summary: 'deleted-teacher' });
      expect((await call(admin, 'DELETE', `/api/users/${leaver.id}`)).statusCode).toBe(404);
      expect(
        (await call(admin, 'PUT', `/api/users/${leaver.id}/active`, { active: true })).statusCode,
      ).toBe(404);
    });

    it('lists every teacher, on or off, in their order, and saves a new order for /teachers', async () => {
      await ctx()
        .database.db.update(users)
        .set({ deactivatedAt: new Date() })
        .where(eq(users.id, otherTeacherId));
      const list = (await call(admin, 'GET', '/api/teacher-accounts')).json();
      expect(list.total).toBe(list.items.length);
      expect(list.items.find((t: { id: string }) => t.id === otherTeacherId)).toMatchObject({
        active: false,
      });
      const ids = list.items.map((t: { id: string }) => t.id) as string[];
      const stale = await call(admin, 'PUT', '/api/teacher-accounts/order', {
        ids: ids.slice(1),
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.code).toBe('stale_order');
      const reversed = [...ids].reverse();
      const res = await call(admin, 'PUT', '/api/teacher-accounts/order', { ids: reversed });
      expect(res.statusCode).toBe(204);
      expect(
        (await call(admin, 'GET', '/api/teacher-accounts'))
          .json()
          .items.map((t: { id: string }) => t.id),
      ).toEqual(reversed);
      const pub = (await ctx().app.inject({ url: '/api/teachers' })).json().items as {
        id: string;
      }[];
      expect(pub.map((t) => t.id)).toEqual(reversed.filter((id) => id !== otherTeacherId));
      expect(
        (await call(teacher, 'PUT', '/api/teacher-accounts/order', { ids: reversed })).statusCode,
      ).toBe(403);
      expect(
        (await auditEntries()).some(
          (e) => e.action === 'reorder' && e.entity === 'teacher-account',
        ),
      ).toBe(true);
    });

    it('lists students and admins with whether each is active', async () => {
      const students = (await call(admin, 'GET', '/api/students?status=all')).json();
      const cached = students.items.find((s: { loginId: string }) => s.loginId === 'cached');
      expect(cached).toMatchObject({ active: false, grade: 'vi', roll: '40' });
      const admins = (await call(admin, 'GET', '/api/admins')).json();
      expect(admins.items.find((a: { loginId: string }) => a.loginId === 'head')).toMatchObject({
        active: true,
        deactivatedAt: null,
      });
    });
  },
  { rateLimits: false },
);
