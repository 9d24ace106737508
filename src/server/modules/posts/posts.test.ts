import { beforeAll, expect, it } from 'vitest';
import { makeImage, makePost } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { today } from './today.ts';

describeEachDatabase(
  'posts: blogs, problems, notices for students, suggestions, notices, events',
  (ctx) => {
    const c = {} as Record<'student' | 'student2' | 'teacher' | 'admin', string>;
    const ids = {} as Record<'student' | 'teacher', string>;
    let imageId = '';
    beforeAll(async () => {
      const { db } = ctx().database;
      ids.student = (
        await makeAccount(db, 'student', { loginId: 'ps', name: 'Sadia Islam', grade: 'ix' })
      ).id;
      await makeAccount(db, 'student', { loginId: 'ps2', name: 'Rakib Hasan', grade: 'vi' });
      ids.teacher = (await makeAccount(db, 'teacher', { loginId: 'pt', name: 'Tahmina Akter' })).id;
      await makeAccount(db, 'admin', { loginId: 'pa', name: 'School Admin' });
      c.student = (await signIn(ctx().app, 'student', 'ps')).cookie;
      c.student2 = (await signIn(ctx().app, 'student', 'ps2')).cookie;
      c.teacher = (await signIn(ctx().app, 'teacher', 'pt')).cookie;
      c.admin = (await signIn(ctx().app, 'admin', 'pa')).cookie;
      imageId = (await makeImage(db, ctx().app.files)).id;
    });
    const call = (
      cookie: string,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ) => ctx().app.inject({ method, url, payload, headers: { cookie } });

    it('adds a blog with the author and date defaulting to the student and today', async () => {
      const res = await call(c.student, 'POST', '/api/blogs', {
        subject: 'Our pond',
        description: 'Fish and lilies',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        author: 'Sadia Islam',
        date: today(),
        subject: 'Our pond',
        createdById: ids.student,
      });
    });

    it('needs at least a subject and a description for a blog', async () => {
      const res = await call(c.student, 'POST', '/api/blogs', { subject: '  ', author: 'X' });
      expect(res.statusCode).toBe(400);
      const fields = res.json().error.details.fields.map((f: { field: string }) => f.field);
      expect(fields).toEqual(expect.arrayContaining(['subject', 'description']));
    });

    it('lists blogs newest first', async () => {
      const { db } = ctx().database;
      await makePost(db, 'blog', ids.student, null, '2020-01-01');
      await makePost(db, 'blog', ids.student, null, '2030-01-01');
      const items = (await call(c.teacher, 'GET', '/api/blogs')).json().items as { date: string }[];
      const dates = items.map((b) => b.date);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(dates[0]).toBe('2030-01-01');
    });

    it('requires every field of a problem, the image too', async () => {
      const res = await call(c.student, 'POST', '/api/problems', {
        date: '2026-05-01',
        author: 'Sadia',
        grade: 'x',
        roll: '1',
        subject: 'Algebra',
        details: '',
      });
      expect(res.statusCode).toBe(400);
      const fields = res.json().error.details.fields.map((f: { field: string }) => f.field);
      expect(fields).toEqual(expect.arrayContaining(['details', 'imageId']));
      const badImage = await call(c.student, 'POST', '/api/problems', {
        date: '2026-05-01',
        author: 'Sadia',
        grade: 'x',
        roll: '1',
        subject: 'Algebra',
        details: 'x',
        imageId: 'never-uploaded',
      });
      expect(badImage.statusCode).toBe(400);
      expect(badImage.json().error.details.fields[0].field).toBe('imageId');
    });

    it('stores a solution under the problem, with who answered and when, for the student to see', async () => {
      const problem = (
        await call(c.student, 'POST', '/api/problems', {
          date: '2026-05-03',
          author: 'Sadia Islam',
          grade: 'x',
          roll: '1',
          subject: 'Quadratic equations',
          details: 'How do I factor x^2 - 5x + 6?',
          imageId,
        })
      ).json();
      expect(problem.solutions).toEqual([]);
      expect(
        (await call(c.student, 'POST', `/api/problems/${problem.id}/solutions`, { details: 'me' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(c.teacher, 'POST', `/api/problems/${problem.id}/solutions`, { details: '' }))
          .statusCode,
      ).toBe(400);
      const answer = await call(c.teacher, 'POST', `/api/problems/${problem.id}/solutions`, {
        details: 'Find two numbers that multiply to 6 and add to -5.',
        imageId,
      });
      expect(answer.statusCode).toBe(201);
      const seen = (await call(c.student, 'GET', '/api/problems'))
        .json()
        .items.find((p: { id: string }) => p.id === problem.id);
      expect(seen.solutions).toHaveLength(1);
      expect(seen.solutions[0]).toMatchObject({
        authorName: 'Tahmina Akter',
        details: 'Find two numbers that multiply to 6 and add to -5.',
        createdById: ids.teacher,
      });
      expect(seen.solutions[0].image.url).toMatch(/\.webp$/);
      expect(Date.parse(seen.solutions[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('lets the author edit and delete their own post, refuses another student, and lets an admin change any', async () => {
      const blog = (
        await call(c.student, 'POST', '/api/blogs', { subject: 'Typo here', description: 'Text' })
      ).json();
      const other = await call(c.student2, 'PUT', `/api/blogs/${blog.id}`, {
        subject: 'Hijacked',
        description: 'x',
      });
      expect(other.statusCode).toBe(403);
      expect((await call(c.student2, 'DELETE', `/api/blogs/${blog.id}`)).statusCode).toBe(403);
      const teacherEdit = await call(c.teacher, 'PUT', `/api/blogs/${blog.id}`, {
        subject: 'Teacher edit',
        description: 'x',
      });
      expect(teacherEdit.statusCode).toBe(403);
      const own = await call(c.student, 'PUT', `/api/blogs/${blog.id}`, {
        subject: 'Fixed typo',
        description: 'Text',
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().subject).toBe('Fixed typo');
      const byAdmin = await call(c.admin, 'PUT', `/api/blogs/${blog.id}`, {
        subject: 'Admin tidy',
        description: 'Text',
      });
      expect(byAdmin.statusCode).toBe(200);
      expect((await call(c.student, 'DELETE', `/api/blogs/${blog.id}`)).statusCode).toBe(204);
      expect((await call(c.student, 'DELETE', `/api/blogs/${blog.id}`)).statusCode).toBe(404);
      const notice = (
        await call(c.teacher, 'POST', '/api/student-notices', {
          date: '2026-05-04',
          author: 'Tahmina',
          grades: ['ix'],
          subject: 'Lab',
          details: 'Wear aprons',
        })
      ).json();
      expect(
        (await call(c.student, 'DELETE', `/api/student-notices/${notice.id}`)).statusCode,
      ).toBe(403);
      expect((await call(c.admin, 'DELETE', `/api/student-notices/${notice.id}`)).statusCode).toBe(
        204,
      );
    });

    it('shows a student the notices of their class and of every class, a teacher all of them', async () => {
      const post = async (subject: string, grades: string[]) => {
        const res = await call(c.teacher, 'POST', '/api/student-notices', {
          date: '2026-05-06',
          author: 'Tahmina',
          grades,
          subject,
          details: 'Details',
        });
        expect(res.statusCode).toBe(201);
        return res.json() as { id: string; grades: string[] };
      };
      // Ticked boxes come in any order, 'all' with or without classes.
      expect((await post('Test for nine and ten', ['x', 'ix'])).grades).toEqual(['ix', 'x']);
      expect((await post('Holiday', ['all', 'vi'])).grades).toEqual([]);
      await post('Class six sports', ['vi']);
      const subjects = async (cookie: string) =>
        (
          (await call(cookie, 'GET', '/api/student-notices?size=50')).json().items as {
            subject: string;
          }[]
        ).map((n) => n.subject);
      const nine = await subjects(c.student);
      expect(nine).toEqual(expect.arrayContaining(['Test for nine and ten', 'Holiday']));
      expect(nine).not.toContain('Class six sports');
      const six = await subjects(c.student2);
      expect(six).toEqual(expect.arrayContaining(['Class six sports', 'Holiday']));
      expect(six).not.toContain('Test for nine and ten');
      const list = (await call(c.student2, 'GET', '/api/student-notices?size=50')).json();
      expect(list.total).toBe(six.length);
      expect(await subjects(c.teacher)).toEqual(
        expect.arrayContaining(['Test for nine and ten', 'Holiday', 'Class six sports']),
      );
      // No class chosen is refused with its rule, not stored as every class.
      const none = await call(c.teacher, 'POST', '/api/student-notices', {
        date: '2026-05-06',
        author: 'Tahmina',
        grades: [],
        subject: 'Nobody',
        details: 'Details',
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().error.details.fields[0]).toMatchObject({
        field: 'grades',
        rule: { name: 'grades' },
      });
    });

    it('keeps what was saved when an edit is refused', async () => {
      const s = (
        await call(c.teacher, 'POST', '/api/suggestions', {
          date: '2026-05-05',
          author: 'Tahmina',
          grade: 'viii',
          roll: '2',
          subject: 'Reading',
          details: 'Read every day',
          imageId,
        })
      ).json();
      const bad = await call(c.teacher, 'PUT', `/api/suggestions/${s.id}`, {
        date: 'not-a-date',
        author: '',
        grade: 'xii',
      });
      expect(bad.statusCode).toBe(400);
      const list = (await call(c.student, 'GET', '/api/suggestions')).json().items;
      expect(list.find((x: { id: string }) => x.id === s.id)).toMatchObject({
        subject: 'Reading',
        grade: 'viii',
      });
      expect(list[0].image.url).toMatch(/\.webp$/);
    });

    it('an event and a general notice added by the admin are public at once, with the author', async () => {
      const ev = await call(c.admin, 'POST', '/api/events', {
        name: 'Annual Picnic',
        date: '2099-01-10',
        author: 'Nurun Nahar Begum',
        imageId,
      });
      expect(ev.statusCode).toBe(201);
      const first = (await ctx().app.inject({ url: '/api/events?page=0&size=5' })).json().items[0];
      expect(first).toMatchObject({ name: 'Annual Picnic', author: 'Nurun Nahar Begum' });
      const no = await call(c.admin, 'POST', '/api/notices', {
        date: '2099-01-11',
        author: 'Md. Kamrul Islam',
        imageId,
        title: 'Picnic fees',
      });
      expect(no.statusCode).toBe(201);
      const notice = (await ctx().app.inject({ url: '/api/notices' })).json().items[0];
      expect(notice).toMatchObject({
        title: 'Picnic fees',
        author: 'Md. Kamrul Islam',
        date: '2099-01-11',
      });
      expect(
        (
          await call(c.teacher, 'POST', '/api/events', {
            name: 'x',
            date: '2099-01-10',
            author: 'x',
            imageId,
          })
        ).statusCode,
      ).toBe(403);
    });

    it('keeps user text as it was written (it is shown as text, never run)', async () => {
      const evil = '<img src=x onerror=alert(1)>';
      const res = await call(c.student, 'POST', '/api/blogs', {
        subject: evil,
        description: `<script>alert(2)</script>`,
      });
      expect(res.json().subject).toBe(evil);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    });

    it('records every change in the audit log, which only admins read', async () => {
      const log = await call(c.admin, 'GET', '/api/audit-log?size=50');
      expect(log.statusCode).toBe(200);
      const entries = log.json().items as { action: string; entity: string; actorName: string }[];
      expect(
        entries.some(
          (e) => e.action === 'create' && e.entity === 'blog' && e.actorName === 'Sadia Islam',
        ),
      ).toBe(true);
      expect(
        entries.some(
          (e) => e.action === 'update' && e.entity === 'blog' && e.actorName === 'School Admin',
        ),
      ).toBe(true);
      expect(entries.some((e) => e.action === 'delete' && e.entity === 'student-notice')).toBe(
        true,
      );
      expect(
        entries.some(
          (e) =>
            e.action === 'create' && e.entity === 'solution' && e.actorName === 'Tahmina Akter',
        ),
      ).toBe(true);
      expect((await call(c.teacher, 'GET', '/api/audit-log')).statusCode).toBe(403);
    });
  },
  { rateLimits: false },
);
