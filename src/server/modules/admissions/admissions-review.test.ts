import { beforeAll, describe, expect, it } from 'vitest';
import { csvField } from '../../../shared/csv.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

const application = (over: object) => ({
  studentName: 'Jannatul Ferdous',
  studentMobile: '01712345678',
  guardianName: 'Abdul Karim',
  guardianMobile: '01812345678',
  guardianEmail: 'karim@example.com',
  guardianOccupation: 'Fisherman',
  grade: 'vi',
  ...over,
});

describeEachDatabase(
  'reviewing admissions',
  (ctx) => {
    let admin = '';
    beforeAll(async () => {
      await makeAccount(ctx().database.db, 'admin', { loginId: 'ra' });
      admin = (await signIn(ctx().app, 'admin', 'ra')).cookie;
      for (const a of [
        application({ studentName: 'First' }),
        application({ studentName: 'সাদিয়া ইসলাম', grade: 'ix' }),
        application({
          studentName: '=HYPERLINK("http://evil.example")',
          guardianOccupation: '+cmd',
          grade: 'vii',
        }),
      ]) {
        expect(
          (await ctx().app.inject({ method: 'POST', url: '/api/admissions', payload: a }))
            .statusCode,
        ).toBe(201);
      }
    });
    const get = (url: string) => ctx().app.inject({ url, headers: { cookie: admin } });

    it('lists applications newest first and filters by class and status', async () => {
      const all = (await get('/api/admissions')).json();
      expect(all.total).toBe(3);
      expect(all.items.map((a: { studentName: string }) => a.studentName)[2]).toBe('First');
      const nine = (await get('/api/admissions?grade=ix')).json();
      expect(nine.items.map((a: { studentName: string }) => a.studentName)).toEqual(['সাদিয়া ইসলাম']);
      expect((await get('/api/admissions?status=bogus')).statusCode).toBe(400);
    });

    it('sets a status, and the filter and the guardian see it', async () => {
      const first = (await get('/api/admissions?grade=ix')).json().items[0];
      const res = await ctx().app.inject({
        method: 'PATCH',
        url: `/api/admissions/${first.id}`,
        payload: { status: 'admitted' },
        headers: { cookie: admin },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('admitted');
      expect((await get('/api/admissions?status=admitted')).json().total).toBe(1);
      const mine = await ctx().app.inject({
        url: `/api/admissions/status?reference=${first.reference}&mobile=01812345678`,
      });
      expect(mine.json().status).toBe('admitted');
      const bad = await ctx().app.inject({
        method: 'PATCH',
        url: `/api/admissions/${first.id}`,
        payload: { status: 'maybe' },
        headers: { cookie: admin },
      });
      expect(bad.statusCode).toBe(400);
    });

    it('exports CSV that a spreadsheet opens with Bangla intact and formulas disarmed', async () => {
      const res = await get('/api/admissions/export');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="admissions-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const body = res.rawPayload.toString('utf8');
      expect(body.charCodeAt(0)).toBe(0xfeff);
      expect(body).toContain('সাদিয়া ইসলাম');
      expect(body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      expect(body).toContain(`"'+cmd"`);
      expect(body).not.toMatch(/,=HYPERLINK/);
      expect(body.split('\r\n')[0]).toBe(
        '\uFEFFReference,Submitted,Status,Class,Student name,Student mobile,Guardian name,Guardian mobile,Guardian email,Guardian occupation',
      );
      const filtered = (await get('/api/admissions/export?grade=vii')).rawPayload.toString('utf8');
      expect(filtered.trim().split('\r\n')).toHaveLength(2);
    });
  },
  { rateLimits: false },
);

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['=1+2', `"'=1+2"`],
    ['+8801712345678', `"'+8801712345678"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['line\nbreak', '"line\nbreak"'],
    ['বাংলা', 'বাংলা'],
  ])('%s -> %s', (input, out) => {
    expect(csvField(input)).toBe(out);
  });
});
