import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { GRADES } from '../../../shared/constants.ts';
import type { ContentKey, ContentValue } from '../../../shared/schemas/content.ts';
import {
  type AdminDashboard,
  SETUP_STEPS,
  type SetupStepKey,
  type StudentDashboard,
  type TeacherDashboard,
} from '../../../shared/schemas/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { admissions, backups, demoRows, documents, notices, users } from '../../db/schema.ts';
import { DEMO_CONTENT } from '../../db/seed/demo-pages.ts';
import {
  ADMISSION_INPUT,
  makeAlbum,
  makeBlog,
  makeImage,
  makeNotice,
  makePost,
  makeSolution,
  makeStaff,
  makeUser,
  openAdmission,
} from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase, type TestContext } from '../../test/test-app.ts';
import { contentRepository } from '../content/content.repository.ts';
import { EMPTY_SCHOOL } from '../site/site.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function dashboard<T>(ctx: TestContext, cookie: string): Promise<T> {
  const res = await ctx.app.inject({ url: '/api/dashboard', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** Marks rows as the demo school's, as the seed does (modules/demo). */
async function markDemo(db: Db, table: string, ids: string[]) {
  for (const id of ids) await db.insert(demoRows).values({ tableName: table, rowId: id });
}

async function addDocument(db: Db, kind: 'routine' | 'syllabus', grade: (typeof GRADES)[number]) {
  const [row] = await db
    .insert(documents)
    .values({
      kind,
      grade,
      title: `${kind} ${grade}`,
      mime: 'application/pdf',
      fileName: 'x.pdf',
      bytes: 1,
    })
    .returning();
  return row!;
}

describeEachDatabase(
  'the admin’s dashboard and the setup checklist',
  (ctx) => {
    let cookie = '';
    let db: Db;
    let imageId = '';
    const admin = () => dashboard<AdminDashboard>(ctx(), cookie);
    const step = async (key: SetupStepKey) => {
      const found = (await admin()).checklist.steps.find((s) => s.key === key);
      if (!found) throw new Error(`no step ${key}`);
      return found;
    };
    const setContent = <K extends ContentKey>(key: K, value: ContentValue<K>) =>
      contentRepository(db).set(key, value);
    const hide = (hidden: boolean) =>
      ctx().app.inject({
        method: 'PUT',
        url: '/api/dashboard/checklist',
        headers: { cookie },
        payload: { hidden },
      });

    beforeAll(async () => {
      db = ctx().database.db;
      await makeAccount(db, 'admin', { loginId: 'head-admin' });
      cookie = (await signIn(ctx().app, 'admin', 'head-admin')).cookie;
      imageId = (await makeImage(db, ctx().app.files)).id;
    });

    it('answers 401 to a visitor', async () => {
      const res = await ctx().app.inject({ url: '/api/dashboard' });
      expect(res.statusCode).toBe(401);
    });

    it('shows an empty site: nothing waiting, no backup, every step to do, each with its screen', async () => {
      const body = await admin();
      expect(body.role).toBe('admin');
      expect(body.attention).toEqual({
        newApplications: 0,
        unansweredProblems: 0,
        backup: { lastGoodAt: null, daysSinceGood: null, failedAt: null },
        demoContent: false,
        smsStopped: null,
      });
      expect(body.counts).toEqual({ students: 0, teachers: 0, admins: 1 });
      expect(body.checklist.complete).toBe(false);
      expect(body.checklist.hidden).toBe(false);
      expect(body.checklist.steps).toEqual([
        {
          key: 'identity',
          done: false,
          path: '/dashboard/content/school',
          missing: ['name', 'eiin', 'schoolCode', 'address', 'phone', 'email', 'logo'],
        },
        {
          key: 'headline',
          done: false,
          path: '/dashboard/content/headline',
          missing: ['title', 'body'],
        },
        {
          key: 'messages',
          done: false,
          path: '/dashboard/content/message-chairman',
          missing: ['chairman', 'principal', 'vicePrincipal', 'teacher'],
        },
        { key: 'teachers', done: false, path: '/dashboard/addTeacher', missing: [] },
        { key: 'staff', done: false, path: '/dashboard/staff', missing: [] },
        { key: 'notice', done: false, path: '/dashboard/addGeneralNotice', missing: [] },
        { key: 'event', done: false, path: '/dashboard/addEvent', missing: [] },
        { key: 'routines', done: false, path: '/dashboard/academicFiles', missing: [...GRADES] },
        { key: 'syllabi', done: false, path: '/dashboard/academicFiles', missing: [...GRADES] },
        { key: 'homeGallery', done: false, path: '/dashboard/albums', missing: [] },
        { key: 'secondAdmin', done: false, path: '/dashboard/addAdmin', missing: [] },
        { key: 'backup', done: false, path: '/dashboard/backup', missing: [] },
      ]);
      expect(body.checklist.steps.map((s) => s.key)).toEqual([...SETUP_STEPS]);
    });

    it('refuses to hide the checklist before every step is done', async () => {
      const res = await hide(true);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('checklist_incomplete');
      expect((await admin()).checklist.hidden).toBe(false);
    });

    it('counts new applications and unanswered problems, which link to their screens', async () => {
      await openAdmission(db, 'vi');
      for (let i = 0; i < 2; i++)
        await ctx().app.inject({
          method: 'POST',
          url: '/api/admissions',
          payload: ADMISSION_INPUT,
        });
      const problem = await makePost(db, 'problem', null, imageId);
      await makePost(db, 'problem', null, imageId);
      expect((await admin()).attention).toMatchObject({
        newApplications: 2,
        unansweredProblems: 2,
      });

      const [first] = await db.select().from(admissions).limit(1);
      await db.update(admissions).set({ status: 'contacted' }).where(eq(admissions.id, first!.id));
      await makeSolution(db, problem, null);
      expect((await admin()).attention).toMatchObject({
        newApplications: 1,
        unansweredProblems: 1,
      });
    });

    it('ticks the identity once every part is the school’s own, and says what is missing', async () => {
      // What an empty site starts with: the placeholder name is not the school's.
      await setContent('school', EMPTY_SCHOOL);
      expect((await step('identity')).missing).toEqual([
        'name',
        'eiin',
        'schoolCode',
        'address',
        'phone',
        'email',
        'logo',
      ]);
      const school = { ...DEMO_CONTENT.school, logoImageId: null, eiin: '' };
      await setContent('school', school);
      expect(await step('identity')).toMatchObject({ done: false, missing: ['eiin', 'logo'] });
      await setContent('school', { ...school, eiin: '123456', logoImageId: imageId });
      expect(await step('identity')).toEqual({
        key: 'identity',
        done: true,
        path: '/dashboard/content/school',
        missing: [],
      });
    });

    it('ticks the headline once it has a title and a text', async () => {
      await setContent('headline', {
        title: { en: 'Learning for all', bn: '' },
        body: { en: '', bn: '' },
      });
      expect(await step('headline')).toMatchObject({ done: false, missing: ['body'] });
      await setContent('headline', DEMO_CONTENT.headline);
      expect(await step('headline')).toMatchObject({ done: true, missing: [] });
    });

    it('ticks the messages once all four are written, linking to the first one missing', async () => {
      await setContent('message-chairman', DEMO_CONTENT['message-chairman']);
      await setContent('message-principal', DEMO_CONTENT['message-principal']);
      // A message with a name but no words is not written yet.
      await setContent('message-vice-principal', {
        ...DEMO_CONTENT['message-vice-principal'],
        body: { en: '', bn: '' },
      });
      expect(await step('messages')).toEqual({
        key: 'messages',
        done: false,
        path: '/dashboard/content/message-vice-principal',
        missing: ['vicePrincipal', 'teacher'],
      });
      await setContent('message-vice-principal', DEMO_CONTENT['message-vice-principal']);
      await setContent('message-teacher', DEMO_CONTENT['message-teacher']);
      expect(await step('messages')).toEqual({
        key: 'messages',
        done: true,
        path: '/dashboard/content',
        missing: [],
      });
    });

    it('ticks teachers for the school’s own teacher, not the demo school’s', async () => {
      const demoTeacher = await makeUser(db, { role: 'teacher' });
      await markDemo(db, 'users', [demoTeacher.id]);
      let body = await admin();
      expect(body.checklist.steps.find((s) => s.key === 'teachers')!.done).toBe(false);
      expect(body.counts.teachers).toBe(1);
      expect(body.attention.demoContent).toBe(true);
      await makeUser(db, { role: 'teacher' });
      expect((await step('teachers')).done).toBe(true);
      // The demo teacher removed: no demo content left.
      await db.delete(users).where(eq(users.id, demoTeacher.id));
      body = await admin();
      expect(body.attention.demoContent).toBe(false);
      expect(body.counts.teachers).toBe(1);
    });

    it('ticks staff, the first notice and the first event', async () => {
      await makeStaff(db);
      expect((await step('staff')).done).toBe(true);
      expect((await step('notice')).done).toBe(false);
      await makePost(db, 'notice', null, imageId);
      expect((await step('notice')).done).toBe(true);
      expect((await step('event')).done).toBe(false);
      await makePost(db, 'event', null, imageId);
      expect((await step('event')).done).toBe(true);
    });

    it('ticks routines and syllabi once every class has one, naming the classes without', async () => {
      for (const grade of GRADES.slice(0, 4)) await addDocument(db, 'routine', grade);
      expect(await step('routines')).toMatchObject({ done: false, missing: ['x'] });
      expect(await step('syllabi')).toMatchObject({ done: false, missing: [...GRADES] });
      await addDocument(db, 'routine', 'x');
      expect(await step('routines')).toMatchObject({ done: true, missing: [] });
      for (const grade of GRADES) await addDocument(db, 'syllabus', grade);
      expect(await step('syllabi')).toMatchObject({ done: true, missing: [] });
    });

    it('ticks the home gallery once it has a picture, linking to its album once it exists', async () => {
      const album = await makeAlbum(db, { slug: 'home', listed: 0 });
      expect(await step('homeGallery')).toMatchObject({
        done: false,
        path: '/dashboard/albums/home',
      });
      await makeAlbum(db, { slug: 'sport' }, [imageId]);
      expect((await step('homeGallery')).done).toBe(false);
      await db.execute(
        sql`insert into album_images (album_id, image_id) values (${album.id}, ${imageId})`,
      );
      expect((await step('homeGallery')).done).toBe(true);
    });

    it('ticks the second admin', async () => {
      expect((await step('secondAdmin')).done).toBe(false);
      await makeUser(db, { role: 'admin' });
      expect((await step('secondAdmin')).done).toBe(true);
      expect((await admin()).counts.admins).toBe(2);
    });

    it('ticks the first backup, counts the days since the last good one and shows a failure after it', async () => {
      const now = Date.now();
      await db.insert(backups).values({
        kind: 'scheduled',
        status: 'failed',
        startedAt: new Date(now - 5 * DAY_MS),
        finishedAt: new Date(now - 5 * DAY_MS),
        error: 'disk full',
      });
      expect((await step('backup')).done).toBe(false);
      const good = new Date(now - 3 * DAY_MS - 60_000);
      await db.insert(backups).values({
        kind: 'scheduled',
        status: 'ok',
        startedAt: good,
        finishedAt: good,
        fileName: 'b.tar.gz',
      });
      let body = await admin();
      expect(body.checklist.steps.find((s) => s.key === 'backup')!.done).toBe(true);
      // The older failure was followed by a good backup: nothing to show.
      expect(body.attention.backup).toEqual({
        lastGoodAt: good.toISOString(),
        daysSinceGood: 3,
        failedAt: null,
      });
      const failed = new Date(now - DAY_MS);
      await db.insert(backups).values({
        kind: 'scheduled',
        status: 'failed',
        startedAt: failed,
        finishedAt: failed,
        error: 'disk full',
      });
      body = await admin();
      expect(body.attention.backup).toEqual({
        lastGoodAt: good.toISOString(),
        daysSinceGood: 3,
        failedAt: failed.toISOString(),
      });
      expect(JSON.stringify(body)).not.toContain('disk full');
    });

    it('lets the finished checklist be hidden, shows it again while a step is undone, and back', async () => {
      let body = await admin();
      expect(body.checklist.steps.filter((s) => !s.done)).toEqual([]);
      expect(body.checklist).toMatchObject({ complete: true, hidden: false });

      const res = await hide(true);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ complete: true, hidden: true });
      expect((await admin()).checklist.hidden).toBe(true);

      // The only event goes: the checklist is back until there is one again.
      const [event] = await db
        .execute(sql`select id from events limit 1`)
        .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
      await db.execute(sql`delete from events where id = ${event!.id}`);
      body = await admin();
      expect(body.checklist).toMatchObject({ complete: false, hidden: false });
      await makePost(db, 'event', null, imageId);
      expect((await admin()).checklist).toMatchObject({ complete: true, hidden: true });

      const shown = await hide(false);
      expect(shown.statusCode).toBe(200);
      expect((await admin()).checklist).toMatchObject({ complete: true, hidden: false });
    });

    it('does not count the demo school’s unedited texts, nor say the demo is gone while it is there', async () => {
      expect((await admin()).attention.demoContent).toBe(false);
      // The identity as the demo seeded it: recorded with its digest, as the seed does.
      await db.execute(
        sql`insert into demo_rows (table_name, row_id, digest) select 'site_content', key, md5(value::text) from site_content where key = 'school'`,
      );
      let body = await admin();
      expect(body.attention.demoContent).toBe(true);
      expect(body.checklist.steps.find((s) => s.key === 'identity')!.done).toBe(false);
      expect(body.checklist.complete).toBe(false);
      // Edited by the school, it is the school's.
      const school = (await contentRepository(db).get('school'))!.value;
      await setContent('school', { ...school, phone: '01700000001' });
      body = await admin();
      expect(body.checklist.steps.find((s) => s.key === 'identity')!.done).toBe(true);
      expect(body.attention.demoContent).toBe(false);

      // A demo notice still there is demo content; once deleted it is not.
      const notice = await makeNotice(db);
      await markDemo(db, 'notices', [notice.id]);
      expect((await admin()).attention.demoContent).toBe(true);
      await db.delete(notices).where(eq(notices.id, notice.id));
      expect((await admin()).attention.demoContent).toBe(false);
    });
  },
  { rateLimits: false },
);

describeEachDatabase(
  'a teacher’s and a student’s dashboard',
  (ctx) => {
    let db: Db;
    let teacher = { id: '', cookie: '' };
    let student = { id: '', cookie: '' };
    let otherTeacherId = '';
    let imageId = '';

    beforeAll(async () => {
      db = ctx().database.db;
      const t = await makeAccount(db, 'teacher', { loginId: 'class-teacher', name: 'Mr. Karim' });
      teacher = { id: t.id, cookie: (await signIn(ctx().app, 'teacher', 'class-teacher')).cookie };
      const s = await makeAccount(db, 'student', { loginId: 'nusrat', grade: 'viii' });
      student = { id: s.id, cookie: (await signIn(ctx().app, 'student', 'nusrat')).cookie };
      otherTeacherId = (await makeUser(db, { role: 'teacher' })).id;
      imageId = (await makeImage(db, ctx().app.files)).id;
    });

    it('gives a teacher the problems waiting for an answer and their own notices and suggestions', async () => {
      const answered = await makePost(db, 'problem', student.id, imageId, '2026-05-01');
      await makeSolution(db, answered, teacher.id);
      const days = [
        '2026-05-02',
        '2026-05-03',
        '2026-05-04',
        '2026-05-05',
        '2026-05-06',
        '2026-05-07',
      ];
      for (const day of days) await makePost(db, 'problem', student.id, imageId, day);
      await makePost(db, 'student-notice', teacher.id, null, '2026-05-03');
      await makePost(db, 'student-notice', otherTeacherId, null, '2026-05-04');
      await makePost(db, 'suggestion', teacher.id, imageId, '2026-05-05');
      await makePost(db, 'suggestion', otherTeacherId, imageId, '2026-05-06');

      const body = await dashboard<TeacherDashboard>(ctx(), teacher.cookie);
      expect(Object.keys(body).sort()).toEqual([
        'myNotices',
        'mySuggestions',
        'role',
        'unanswered',
      ]);
      expect(body.role).toBe('teacher');
      // Newest first, the newest five of six.
      expect(body.unanswered.total).toBe(6);
      expect(body.unanswered.items.map((i) => i.date)).toEqual(days.slice(1).reverse());
      expect(body.unanswered.items[0]).toMatchObject({ subject: 'S', grade: 'vi', answers: 0 });
      expect(body.myNotices.total).toBe(1);
      expect(body.myNotices.items[0]).toMatchObject({
        date: '2026-05-03',
        grade: 'vi',
        answers: null,
      });
      expect(body.mySuggestions.total).toBe(1);
      expect(body.mySuggestions.items[0]!.date).toBe('2026-05-05');
    });

    it('gives a student their own problems with their answers and blogs, and what is for their class', async () => {
      const [answered] = await db
        .execute(sql`select id from problems where problem_date = '2026-05-01'`)
        .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
      const otherStudent = await makeUser(db, { role: 'student', grade: 'viii' });
      await makePost(db, 'problem', otherStudent.id, imageId, '2026-06-01');
      await makeBlog(db, { createdBy: student.id, blogDate: '2026-04-01', subject: 'My village' });
      await makeBlog(db, { createdBy: otherStudent.id, subject: 'Not mine' });
      const forEight = (date: string) =>
        db.execute(
          sql`insert into student_notices (notice_date, author, grades, subject, details) values (${date}, 'T', '{viii}', 'For class eight', 'D')`,
        );
      await forEight('2026-05-10');
      await db.execute(
        sql`insert into student_notices (notice_date, author, grades, subject, details) values ('2026-05-09', 'T', '{}', 'For every class', 'D')`,
      );
      await db.execute(
        sql`insert into suggestions (suggestion_date, author, grade, roll, subject, details) values ('2026-05-11', 'T', 'viii', '4', 'Read daily', 'D')`,
      );

      const body = await dashboard<StudentDashboard>(ctx(), student.cookie);
      expect(Object.keys(body).sort()).toEqual([
        'grade',
        'myBlogs',
        'myProblems',
        'notices',
        'role',
        'suggestions',
      ]);
      expect(body.grade).toBe('viii');
      expect(body.myProblems.total).toBe(7);
      expect(body.myProblems.items).toHaveLength(5);
      expect(body.myProblems.items.map((p) => p.id)).not.toContain(answered!.id);
      expect(body.myProblems.items.every((p) => p.answers === 0)).toBe(true);
      expect(body.myBlogs).toEqual({
        total: 1,
        items: [
          {
            id: expect.any(String),
            subject: 'My village',
            date: '2026-04-01',
            grade: null,
            answers: null,
          },
        ],
      });
      // The teachers' notices and suggestions above are for class six; these are for eight,
      // and a notice for every class names none.
      expect(body.notices.total).toBe(2);
      expect(body.notices.items[0]).toMatchObject({ subject: 'For class eight', grade: 'viii' });
      expect(body.notices.items[1]).toMatchObject({ subject: 'For every class', grade: null });
      expect(body.suggestions.total).toBe(1);
      expect(body.suggestions.items[0]).toMatchObject({ subject: 'Read daily', grade: 'viii' });
    });

    it('counts the answers to a student’s problem', async () => {
      await db.update(users).set({ grade: null }).where(eq(users.id, student.id));
      const [answered] = await db
        .execute(sql`select id from problems where problem_date = '2026-05-01'`)
        .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
      await makeSolution(db, answered!.id, otherTeacherId);
      // The oldest problem shows once the newer ones are gone.
      await db.execute(
        sql`delete from problems where problem_date > '2026-05-01' and created_by = ${student.id}`,
      );
      const body = await dashboard<StudentDashboard>(ctx(), student.cookie);
      expect(body.myProblems).toEqual({
        total: 1,
        items: [{ id: answered!.id, subject: 'S', date: '2026-05-01', grade: 'vi', answers: 2 }],
      });
      // Without a class yet: the notices for every class, and every class's suggestions.
      expect(body.grade).toBeNull();
      expect(body.notices.total).toBe(1);
      expect(body.notices.items[0]).toMatchObject({ subject: 'For every class' });
      expect(body.suggestions.total).toBe(3);
    });

    it('asks for a temporary password to be changed first', async () => {
      await makeAccount(db, 'student', { loginId: 'temp-student', mustChangePassword: true });
      const { cookie } = await signIn(ctx().app, 'student', 'temp-student');
      const res = await ctx().app.inject({ url: '/api/dashboard', headers: { cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('password_change_required');
    });
  },
  { rateLimits: false },
);
