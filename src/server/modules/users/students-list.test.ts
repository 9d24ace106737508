import { beforeAll, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

type Item = { loginId: string; grade: string; roll: string; active: boolean };
type Page = { items: Item[]; total: number; page: number; size: number; sections: string[] };

describeEachDatabase(
  'the Students list by class, search and status (issue 19)',
  (ctx) => {
    let teacher = '';
    let admin = '';
    beforeAll(async () => {
      const { db } = ctx().database;
      await makeAccount(db, 'teacher', { loginId: 'list-t' });
      await makeAccount(db, 'admin', { loginId: 'list-a' });
      const student = (
        loginId: string,
        grade: string,
        roll: string,
        more: Partial<Parameters<typeof makeUser>[1]> = {},
      ) => makeUser(db, { role: 'student', loginId, grade, roll, name: loginId, ...more });
      // Made out of order: the list puts them in class, then roll, order.
      await student('ten-1', 'x', '1');
      await student('six-10', 'vi', '10');
      await student('nine-2', 'ix', '2');
      await student('six-2', 'vi', '2', { name: 'Nusrat Jahan', nameBn: 'নুসরাত জাহান' });
      await student('six-a', 'vi', 'A');
      await student('seven-3', 'vii', '3', { name: 'Rahim 100%_sure' });
      await student('eight-7', 'viii', '7', { name: 'Karim Uddin' });
      await student('six-1', 'vi', '1');
      await student('six-off', 'vi', '3', { deactivatedAt: new Date('2026-03-01T00:00:00Z') });
      teacher = (await signIn(ctx().app, 'teacher', 'list-t')).cookie;
      admin = (await signIn(ctx().app, 'admin', 'list-a')).cookie;
    });
    const list = async (query = '', cookie = teacher) => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/students${query}`,
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Page;
    };
    const ids = (page: Page) => page.items.map((s) => s.loginId);

    it('orders by class six to ten, then roll as a number, then the rolls that are not one', async () => {
      const page = await list();
      expect(ids(page)).toEqual([
        'six-1',
        'six-2',
        'six-10',
        'six-a',
        'seven-3',
        'eight-7',
        'nine-2',
        'ten-1',
      ]);
      expect(page).toMatchObject({ total: 8, page: 0, size: 20 });
    });

    it('filters by class', async () => {
      const page = await list('?grade=vi');
      expect(ids(page)).toEqual(['six-1', 'six-2', 'six-10', 'six-a']);
      expect(page.total).toBe(4);
    });

    it('shows an admin the turned-off students, or all, when asked', async () => {
      expect(ids(await list('?status=off', admin))).toEqual(['six-off']);
      const all = await list('?status=all&grade=vi', admin);
      expect(ids(all)).toEqual(['six-1', 'six-2', 'six-off', 'six-10', 'six-a']);
      expect(all.items.find((s) => s.loginId === 'six-off')?.active).toBe(false);
    });

    it('searches by a name in either language, a login id, or a roll in Bangla digits', async () => {
      expect(ids(await list(`?q=${encodeURIComponent('নুসরাত')}`))).toEqual(['six-2']);
      expect(ids(await list('?q=karim'))).toEqual(['eight-7']);
      expect(ids(await list('?q=EIGHT-'))).toEqual(['eight-7']);
      // Roll 7 exactly (typed ৭): not the 17s or 70s, and a login id holding 7 is none here.
      expect(ids(await list(`?q=${encodeURIComponent(' ৭ ')}`))).toEqual(['eight-7']);
      expect(ids(await list(`?grade=vi&q=${encodeURIComponent('১০')}`))).toEqual(['six-10']);
      const none = await list('?q=nobody');
      expect(none).toMatchObject({ items: [], total: 0 });
    });

    it('takes LIKE wildcards in a search literally', async () => {
      expect(ids(await list(`?q=${encodeURIComponent('100%_')}`))).toEqual(['seven-3']);
      expect(ids(await list(`?q=${encodeURIComponent('%')}`))).toEqual(['seven-3']);
      expect(ids(await list('?q=_'))).toEqual(['seven-3']);
      expect(ids(await list(`?q=${encodeURIComponent('\\')}`))).toEqual([]);
    });

    it('pages, with the total of the whole selection', async () => {
      const first = await list('?size=3');
      const second = await list('?size=3&page=1');
      const last = await list('?size=3&page=2');
      expect([first.total, second.total, last.total]).toEqual([8, 8, 8]);
      expect(ids(first)).toEqual(['six-1', 'six-2', 'six-10']);
      expect(ids(second)).toEqual(['six-a', 'seven-3', 'eight-7']);
      expect(ids(last)).toEqual(['nine-2', 'ten-1']);
      expect(second).toMatchObject({ page: 1, size: 3 });
      expect((await list('?size=3&page=9')).items).toEqual([]);
    });

    it('refuses a bad query with each field’s rule', async () => {
      const res = await ctx().app.inject({
        method: 'GET',
        url: `/api/students?grade=xi&status=gone&size=0&q=${'a'.repeat(101)}`,
        headers: { cookie: teacher },
      });
      expect(res.statusCode).toBe(400);
      const fields = res.json().error.details.fields as { field: string; rule: object }[];
      const rules = Object.fromEntries(fields.map((f) => [f.field, f.rule]));
      expect(rules).toEqual({
        grade: { name: 'grade' },
        status: { name: 'choice' },
        size: { name: 'tooSmall', n: 1 },
        q: { name: 'tooLong', n: 100 },
      });
    });

    it('tells a class’s sections apart: a roll once a section, a filter and the sections it has', async () => {
      const add = (loginId: string, section: string, roll: string) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/students',
          headers: { cookie: teacher },
          payload: {
            loginId,
            password: 'a-good-password',
            name: loginId,
            nameBn: '',
            grade: 'ix',
            section,
            roll,
          },
        });
      const first = await add('nine-ka-7', 'ক', '7');
      expect(first.statusCode, first.body).toBe(201);
      // The same roll in another section, and in none: the school's records allow both.
      expect((await add('nine-kha-7', 'খ', '7')).statusCode).toBe(201);
      expect((await add('nine-b-7', 'b', '7')).statusCode).toBe(201);
      const again = await add('nine-ka-7b', 'ক', '7');
      expect(again.statusCode).toBe(409);
      expect(again.json().error.code).toBe('roll_taken');
      // 'b' was kept as 'B': the same section as 'B'.
      expect((await add('nine-B-7', 'B', '7')).statusCode).toBe(409);

      const nine = await list('?grade=ix');
      expect(nine.sections).toEqual(['B', 'ক', 'খ']);
      expect(ids(await list(`?grade=ix&section=${encodeURIComponent('খ')}`))).toEqual([
        'nine-kha-7',
      ]);
      // No section: the class's students of none.
      expect(ids(await list('?grade=ix&section='))).toEqual(['nine-2']);
      // Without a class a section means nothing; the list says which sections any class has.
      const all = await list(`?section=${encodeURIComponent('খ')}`);
      expect(all.total).toBeGreaterThan(1);
      expect((await list('?grade=vi')).sections).toEqual([]);
    });

    it('refuses a teacher the turned-off students: they are for admins, who turn them on', async () => {
      for (const status of ['off', 'all']) {
        const res = await ctx().app.inject({
          method: 'GET',
          url: `/api/students?status=${status}`,
          headers: { cookie: teacher },
        });
        expect(res.statusCode, status).toBe(403);
      }
    });

    it('is for teachers and admins only', async () => {
      const { db } = ctx().database;
      await makeAccount(db, 'student', { loginId: 'list-s', grade: 'vi', roll: '90' });
      const student = (await signIn(ctx().app, 'student', 'list-s')).cookie;
      const res = await ctx().app.inject({
        method: 'GET',
        url: '/api/students',
        headers: { cookie: student },
      });
      expect(res.statusCode).toBe(403);
    });
  },
  { rateLimits: false },
);
