import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { changesOf, schoolDayStart } from './audit.repository.ts';

describe('schoolDayStart', () => {
  it('begins a day at midnight in Dhaka (UTC+6), whatever the server’s zone', () => {
    expect(schoolDayStart('2026-03-10').toISOString()).toBe('2026-03-09T18:00:00.000Z');
    expect(schoolDayStart('2026-12-31').toISOString()).toBe('2026-12-30T18:00:00.000Z');
  });
});

describe('changesOf', () => {
  it('keeps only the fields that differ, a photo as there or not', () => {
    expect(
      changesOf(
        { name: 'A', mobile: '1', photo: 'img-1', department: 'Office' },
        { name: 'B', mobile: '1', photo: null, identity: undefined },
      ),
    ).toEqual({
      name: { before: 'A', after: 'B' },
      photo: { before: true, after: false },
    });
    expect(changesOf({ name: 'A' }, { name: 'A' })).toBeUndefined();
  });

  it('keeps both sides of a bilingual text, short; a list only as changed; ignores key order', () => {
    const long = 'x'.repeat(500);
    expect(
      changesOf(
        { body: { bn: 'পুরনো', en: 'Old' }, items: [1], imageId: null, title: { bn: 'এ', en: 'A' } },
        {
          body: { en: long, bn: 'নতুন' },
          items: [1, 2],
          imageId: 'img',
          title: { en: 'A', bn: 'এ' },
        },
      ),
    ).toEqual({
      body: { before: { en: 'Old', bn: 'পুরনো' }, after: { en: `${'x'.repeat(119)}…`, bn: 'নতুন' } },
      items: { before: true, after: true },
      imageId: { before: false, after: true },
    });
  });
});

describeEachDatabase('audit log', (ctx) => {
  let admin: { cookie: string };
  let adminId: string;
  let teacherId: string;
  let studentId: string;
  const list = (query = '') => ctx().app.inject({ url: `/api/audit-log${query}`, headers: admin });

  beforeAll(async () => {
    const { app, database } = ctx();
    const a = await makeAccount(database.db, 'admin', { loginId: 'audit-admin', name: 'Head' });
    adminId = a.id;
    admin = { cookie: (await signIn(app, 'admin', 'audit-admin')).cookie };
    teacherId = (await makeAccount(database.db, 'teacher', { name: 'Rina' })).id;
    studentId = (await makeAccount(database.db, 'student', { name: 'Sami' })).id;
    const row = (
      at: string,
      actorId: string,
      actorName: string,
      entity: string,
      summary: string,
    ) => ({
      at: new Date(at),
      actorId,
      actorName,
      actorRole: actorId === teacherId ? 'teacher' : 'student',
      action: 'update',
      entity,
      entityId: null,
      summary,
    });
    await database.db.insert(auditLog).values([
      // 9 March 23:59 in Dhaka.
      row('2026-03-09T17:59:00Z', teacherId, 'Rina', 'notice', 'before'),
      // 10 March 00:00 and 23:59 in Dhaka.
      row('2026-03-09T18:00:00Z', teacherId, 'Rina', 'notice', 'first of the day'),
      row('2026-03-10T10:00:00Z', teacherId, 'Rina Akter', 'event', 'midday'),
      row('2026-03-10T12:00:00Z', studentId, 'Sami', 'blog', 'student midday'),
      row('2026-03-10T17:59:59Z', teacherId, 'Rina Akter', 'student-notice', 'last of the day'),
      // 11 March 00:00 in Dhaka.
      row('2026-03-10T18:00:00Z', teacherId, 'Rina Akter', 'notice', 'after'),
    ]);
  });

  const summaries = async (query: string) => {
    const res = await list(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: { summary: string }[]; total: number };
  };

  it('filters by the school’s calendar days, both included', async () => {
    const day = await summaries('?from=2026-03-10&to=2026-03-10');
    expect(day.items.map((e) => e.summary)).toEqual([
      'last of the day',
      'student midday',
      'midday',
      'first of the day',
    ]);
    expect(day.total).toBe(4);
    expect((await summaries('?from=2026-03-11')).items.map((e) => e.summary)).toEqual(['after']);
    expect((await summaries('?to=2026-03-09')).items.map((e) => e.summary)).toEqual(['before']);
  });

  it('filters by person and by kind, together, and pages what is left', async () => {
    const teacher = await summaries(`?actor=${teacherId}&from=2026-03-10&to=2026-03-10`);
    expect(teacher.items.map((e) => e.summary)).toEqual([
      'last of the day',
      'midday',
      'first of the day',
    ]);
    // Notices: general notices and student notices alike.
    const notices = await summaries(`?actor=${teacherId}&kind=notices&from=2026-03-10`);
    expect(notices.items.map((e) => e.summary)).toEqual([
      'after',
      'last of the day',
      'first of the day',
    ]);
    const second = await summaries(
      `?actor=${teacherId}&kind=notices&from=2026-03-10&page=1&size=2`,
    );
    expect(second).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(second.items.map((e) => e.summary)).toEqual(['first of the day']);
    expect((await summaries('?kind=backups')).total).toBe(0);
  });

  it('lists the people it names, each once with their latest name', async () => {
    const res = await ctx().app.inject({ url: '/api/audit-log/actors', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual(
      expect.arrayContaining([
        { id: teacherId, name: 'Rina Akter', role: 'teacher' },
        { id: studentId, name: 'Sami', role: 'student' },
      ]),
    );
    expect(res.json().items.filter((a: { id: string }) => a.id === teacherId)).toHaveLength(1);
    const teacher = await makeAccount(ctx().database.db, 'teacher', { loginId: 'audit-teacher' });
    const { cookie } = await signIn(ctx().app, 'teacher', teacher.loginId);
    const refused = await ctx().app.inject({ url: '/api/audit-log/actors', headers: { cookie } });
    expect(refused.statusCode).toBe(403);
  });

  it.each([['kind=nope'], ['actor=someone'], ['from=2026-02-30'], ['to=yesterday']])(
    'refuses a filter that is not one: %s',
    async (query) => {
      const res = await list(`?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    },
  );

  it('records what the browser words, not English phrases, and an edit’s changes', async () => {
    const { app } = ctx();
    const created = await app.inject({
      method: 'POST',
      url: '/api/staff',
      headers: admin,
      payload: {
        name: 'Karim',
        designation: 'Clerk',
        department: '',
        joinDate: null,
        mobile: '',
        imageId: null,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/staff/${id}`,
      headers: admin,
      payload: {
        name: 'Karim Uddin',
        designation: 'Clerk',
        department: 'Office',
        joinDate: '2020-01-05',
        mobile: '',
        imageId: null,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const order = await app.inject({
      method: 'PUT',
      url: '/api/staff/order',
      headers: admin,
      payload: { ids: [id] },
    });
    expect(order.statusCode, order.body).toBeLessThan(300);
    const staff = (await list(`?actor=${adminId}&kind=staff`)).json().items;
    expect(staff.slice(0, 3)).toMatchObject([
      { action: 'reorder', entity: 'staff', entityId: null, summary: '', details: null },
      {
        action: 'update',
        entityId: id,
        summary: 'Karim Uddin',
        details: {
          changes: {
            name: { before: 'Karim', after: 'Karim Uddin' },
            department: { before: '', after: 'Office' },
            joinDate: { before: '', after: '2020-01-05' },
          },
        },
      },
      { action: 'create', entityId: id, summary: 'Karim', details: null },
    ]);
    expect(Object.keys(staff[1].details.changes)).toHaveLength(3);
  });

  it('records a page’s publish by its key, with what changed', async () => {
    const put = (en: string) =>
      ctx().app.inject({
        method: 'PUT',
        url: '/api/content/history',
        headers: admin,
        payload: { body: { en, bn: 'ইতিহাস' } },
      });
    expect((await put('Founded in 1972.')).statusCode).toBe(200);
    expect((await put('Founded in 1971.')).statusCode).toBe(200);
    expect((await put('Founded in 1971.')).statusCode).toBe(200);
    const items = (await list('?kind=content')).json().items;
    expect(items.slice(0, 2)).toMatchObject([
      { action: 'update', entity: 'content', entityId: 'history', summary: '', details: null },
      {
        entityId: 'history',
        summary: '',
        details: {
          changes: {
            body: {
              before: { en: 'Founded in 1972.', bn: 'ইতিহাস' },
              after: { en: 'Founded in 1971.', bn: 'ইতিহাস' },
            },
          },
        },
      },
    ]);
  });
});
