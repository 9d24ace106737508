import { beforeAll, describe, expect, it } from 'vitest';
import { csvField } from '../../../shared/csv.ts';
import { ADMISSION_INPUT, openAdmission } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { bangladeshTime } from './admissions-csv.ts';

const application = (over: object) => ({
  ...ADMISSION_INPUT,
  studentName: 'Jannatul Ferdous',
  studentMobile: '01712345678',
  guardianEmail: 'karim@example.com',
  ...over,
});

describeEachDatabase(
  'reviewing admissions',
  (ctx) => {
    let admin = '';
    beforeAll(async () => {
      await makeAccount(ctx().database.db, 'admin', { loginId: 'ra' });
      for (const grade of ['vi', 'vii', 'ix'] as const)
        await openAdmission(ctx().database.db, grade);
      admin = (await signIn(ctx().app, 'admin', 'ra')).cookie;
      for (const a of [
        application({ studentName: 'First' }),
        application({ studentName: 'Sadia Islam', studentNameBn: 'সাদিয়া ইসলাম', grade: 'ix' }),
        application({
          studentNameBn: '=HYPERLINK("http://evil.example")',
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
      expect(nine.items.map((a: { studentNameBn: string }) => a.studentNameBn)).toEqual([
        'সাদিয়া ইসলাম',
      ]);
      // Every field the form asked, and the photo's address for the admin.
      expect(nine.items[0]).toMatchObject({
        studentName: 'Sadia Islam',
        birthRegistration: '20147812345678901',
        fatherName: 'আব্দুল করিম',
        upazila: 'হাতিয়া',
        photoUrl: `/api/admissions/${nine.items[0].id}/photo`,
      });
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
      const [heading, ...lines] = body.slice(1).trim().split('\r\n');
      expect(heading).toMatch(/^Reference,Sent \(Bangladesh time\),Status,Class,/);
      expect(heading).toContain('Birth registration number');
      const nine = lines.find((l) => l.includes('সাদিয়া ইসলাম'))!;
      // Worded values, Bangladesh's time, and numbers a spreadsheet reads as the text they are.
      expect(nine).toContain(',Admitted,Nine,');
      expect(nine).toContain(',Father,');
      expect(nine).toContain(',01812-345678,');
      expect(nine).toContain(',2014-7812345678901,');
      expect(nine).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
      const bangla = (await get('/api/admissions/export?lang=bn')).rawPayload.toString('utf8');
      expect(bangla.slice(1).split('\r\n')[0]).toMatch(
        /^রেফারেন্স নম্বর,জমার সময় \(বাংলাদেশ সময়\),অবস্থা,শ্রেণি,/,
      );
      expect(bangla).toContain(',ভর্তি করা হয়েছে,নবম,');
      expect(bangla).toContain(',পিতা,');
      expect((await get('/api/admissions/export?lang=fr')).statusCode).toBe(400);
      const filtered = (await get('/api/admissions/export?grade=vii')).rawPayload.toString('utf8');
      expect(filtered.trim().split('\r\n')).toHaveLength(2);
    });
  },
  { rateLimits: false },
);

describe('bangladeshTime', () => {
  it('writes a moment as the date and time in Bangladesh (UTC+6)', () => {
    expect(bangladeshTime('2026-12-01T20:30:00.000Z')).toBe('2026-12-02 02:30');
    expect(bangladeshTime('2026-06-15T03:05:00.000Z')).toBe('2026-06-15 09:05');
  });
});

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
