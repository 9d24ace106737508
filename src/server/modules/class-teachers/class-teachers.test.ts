import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { ClassTeachers } from '../../../shared/schemas/class-teachers.ts';
import { auditLog, users } from '../../db/schema.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

describeEachDatabase('class teachers', (ctx) => {
  let admin = '';
  let teacher = '';
  const ids = { rina: '', kamal: '', left: '', student: '' };
  const put = (body: object, cookie = admin) =>
    ctx().app.inject({
      method: 'PUT',
      url: '/api/class-teachers',
      headers: { cookie },
      payload: body,
    });

  beforeAll(async () => {
    const db = ctx().app.database.db;
    await makeAccount(db, 'admin', { loginId: 'ct-admin' });
    ids.rina = (await makeAccount(db, 'teacher', { loginId: 'rina', name: 'Rina Das' })).id;
    ids.kamal = (await makeAccount(db, 'teacher', { loginId: 'kamal', name: 'Kamal Hossain' })).id;
    ids.left = (
      await makeAccount(db, 'teacher', { loginId: 'left', deactivatedAt: new Date() })
    ).id;
    ids.student = (
      await makeAccount(db, 'student', { loginId: 's-b', grade: 'vi', section: 'B', roll: '1' })
    ).id;
    await makeAccount(db, 'student', { loginId: 's-a', grade: 'vi', section: 'A', roll: '1' });
    // Class Seven is not split: its students have no section.
    await makeAccount(db, 'student', { loginId: 's-7', grade: 'vii', roll: '1' });
    admin = (await signIn(ctx().app, 'admin', 'ct-admin')).cookie;
    teacher = (await signIn(ctx().app, 'teacher', 'kamal')).cookie;
  });

  it('names a class teacher for a whole class and for a section, and lists the sections', async () => {
    expect((await put({ grade: 'vi', section: '', teacherId: ids.rina })).statusCode).toBe(200);
    const res = await put({ grade: 'vi', section: 'b', teacherId: ids.kamal });
    expect(res.statusCode).toBe(200);
    const list = res.json<ClassTeachers>();
    expect(list.items).toEqual([
      { grade: 'vi', section: '', teacherId: ids.rina, teacherName: 'Rina Das' },
      { grade: 'vi', section: 'B', teacherId: ids.kamal, teacherName: 'Kamal Hossain' },
    ]);
    expect(list.sections.vi).toEqual(['A', 'B']);
    expect(list.sections.vii).toEqual([]);
    expect(list.sections.x).toEqual([]);
    expect(list.unsectioned).toEqual([]);
    const log = await ctx()
      .app.database.db.select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'class-teacher'));
    expect(log.length).toBe(2);
  });

  it('names the split classes some of whose students have no section yet (their register is the class’s without one)', async () => {
    const db = ctx().app.database.db;
    const newcomer = await makeAccount(db, 'student', { loginId: 's-new', grade: 'vi', roll: '9' });
    const read = async () =>
      (
        await ctx().app.inject({
          method: 'GET',
          url: '/api/class-teachers',
          headers: { cookie: teacher },
        })
      ).json<ClassTeachers>();
    const list = await read();
    expect(list.unsectioned).toEqual(['vi']);
    expect(list.sections.vi).toEqual(['A', 'B']);
    // Placed in a section, or gone: no register without a section.
    await db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, newcomer.id));
    expect((await read()).unsectioned).toEqual([]);
  });

  it('lets a teacher read the list, and only an admin name one', async () => {
    const read = await ctx().app.inject({
      method: 'GET',
      url: '/api/class-teachers',
      headers: { cookie: teacher },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<ClassTeachers>().items.length).toBe(2);
    expect(
      (await put({ grade: 'vii', section: '', teacherId: ids.kamal }, teacher)).statusCode,
    ).toBe(403);
  });

  it('names only an active teacher, and un-names with null', async () => {
    for (const id of [ids.left, ids.student]) {
      const res = await put({ grade: 'vii', section: '', teacherId: id });
      expect(res.statusCode).toBe(404);
    }
    const removed = await put({ grade: 'vi', section: 'B', teacherId: null });
    expect(removed.json<ClassTeachers>().items.map((i) => i.section)).toEqual(['']);
    // A teacher's account removed takes their classes with it.
    await ctx().app.database.db.delete(users).where(eq(users.id, ids.rina));
    const after = await ctx().app.inject({
      method: 'GET',
      url: '/api/class-teachers',
      headers: { cookie: admin },
    });
    expect(after.json<ClassTeachers>().items).toEqual([]);
  });
});
