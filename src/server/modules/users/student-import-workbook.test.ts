import { inArray } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { NOT_WORKBOOKS, workbookOf, xlsx } from '../../test/workbook.ts';

type Problem = { field: string; rule: { name: string; n?: number } };
type Row = { line: number; student: Record<string, string>; problems: Problem[] };
type Preview = { rows: Row[]; ready: number; ignoredColumns: string[] };

/** The template's headers, in its order (a section column too). */
const HEADERS = [
  'Student ID',
  'Name',
  'Name in Bangla',
  'Class',
  'Section',
  'Roll',
  "Guardian's name",
  "Guardian's mobile",
];

describeEachDatabase(
  'students from an Excel workbook, and from a file that lost its Bangla letters (issue 46)',
  (ctx) => {
    let teacher = '';
    beforeAll(async () => {
      await makeAccount(ctx().database.db, 'teacher', { loginId: 'xlsx-t' });
      teacher = (await signIn(ctx().app, 'teacher', 'xlsx-t')).cookie;
    });

    const post = (url: string, payload: object) =>
      ctx().app.inject({ method: 'POST', url, headers: { cookie: teacher }, payload });
    const studentsNamed = (loginIds: string[]) =>
      ctx()
        .database.db.select({
          loginId: users.loginId,
          name: users.name,
          nameBn: users.nameBn,
          grade: users.grade,
          section: users.section,
          roll: users.roll,
          guardianName: users.guardianName,
          guardianPhone: users.guardianPhone,
        })
        .from(users)
        .where(inArray(users.loginId, loginIds))
        .orderBy(users.loginId);
    const problemsOf = (preview: Preview) =>
      Object.fromEntries(
        preview.rows.map((r) => [
          r.line,
          Object.fromEntries(r.problems.map((p) => [p.field, p.rule.name])),
        ]),
      );

    it('marks every cell whose letters Excel’s plain CSV turned to ?, read as UTF-8 too, and adds nobody', async () => {
      // Excel's plain "CSV" of English and Bangla names: pure ASCII, so read as UTF-8.
      const text = [
        HEADERS.join(','),
        'q-1,Rafiq Islam,?????? ????,7,A,3,??. ????? ????,01712345678',
        'q-2,Nusrat Jahan,?????? ?????,7,A,4,Ayesha Begum,01812345678',
        // A name typed in Bangla in the English column, the guardian's too.
        'q-3,????? ?????,????? ?????,7,A,5,????? ????,01912345678',
        // One Bangla letter lost inside a word, and one standing alone.
        'q-4,Ra?im Uddin,?,7,A,6,Md. ? Karim,01712345679',
      ].join('\r\n');
      for (const url of ['/api/students/import/check', '/api/students/import']) {
        const res = await post(url, { text });
        expect(res.statusCode, res.body).toBe(url.endsWith('check') ? 200 : 201);
        if (url.endsWith('check')) {
          const preview = res.json() as Preview;
          expect(preview.ready).toBe(0);
          expect(problemsOf(preview)).toEqual({
            2: { nameBn: 'banglaLost', guardianName: 'banglaLost' },
            3: { nameBn: 'banglaLost' },
            4: { name: 'banglaLost', nameBn: 'banglaLost', guardianName: 'banglaLost' },
            5: { name: 'banglaLost', nameBn: 'banglaLost', guardianName: 'banglaLost' },
          });
        } else expect(res.json()).toEqual({ created: [], skipped: 4 });
      }
      expect(await studentsNamed(['q-1', 'q-2', 'q-3', 'q-4'])).toEqual([]);
    });

    it('reads a workbook as it is: Bangla names intact, numbers as typed, the mobile’s dropped 0 back', async () => {
      const workbook = await workbookOf([
        HEADERS,
        // The roll and the mobile typed as numbers: Excel drops the mobile's leading 0.
        ['xl-1', 'Rafiq Islam', 'রফিক ইসলাম', 'Seven', 'A', 3, 'মো. আব্দুল করিম', 1712345678],
        [null, null, null, null, null, null, null, null],
        ['xl-2', 'Nusrat Jahan', 'নুসরাত জাহান', 7, 'A', 4, 'Ayesha Begum', '01812345678'],
        ['xl-3', 'Sadia Akter', 'সাদিয়া আক্তার', 'ষষ্ঠ', null, '৭', null, null],
      ]);
      const check = await post('/api/students/import/check', xlsx(workbook));
      expect(check.statusCode, check.body).toBe(200);
      const preview = check.json() as Preview;
      expect(preview.ready).toBe(3);
      expect(preview.rows.map((r) => r.line)).toEqual([2, 3, 4]);
      expect(preview.rows[0]!.student).toMatchObject({
        nameBn: 'রফিক ইসলাম',
        grade: 'vii',
        roll: '3',
        guardianName: 'মো. আব্দুল করিম',
        guardianPhone: '01712345678',
      });
      expect(await studentsNamed(['xl-1', 'xl-2', 'xl-3'])).toEqual([]);

      const res = await post('/api/students/import', xlsx(workbook));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ skipped: 0 });
      expect(await studentsNamed(['xl-1', 'xl-2', 'xl-3'])).toEqual([
        {
          loginId: 'xl-1',
          name: 'Rafiq Islam',
          nameBn: 'রফিক ইসলাম',
          grade: 'vii',
          section: 'A',
          roll: '3',
          guardianName: 'মো. আব্দুল করিম',
          guardianPhone: '01712345678',
        },
        {
          loginId: 'xl-2',
          name: 'Nusrat Jahan',
          nameBn: 'নুসরাত জাহান',
          grade: 'vii',
          section: 'A',
          roll: '4',
          guardianName: 'Ayesha Begum',
          guardianPhone: '01812345678',
        },
        {
          loginId: 'xl-3',
          name: 'Sadia Akter',
          nameBn: 'সাদিয়া আক্তার',
          grade: 'vi',
          section: '',
          roll: '7',
          guardianName: '',
          guardianPhone: '',
        },
      ]);
    });

    it('keeps a ? that ends a word, which no lost letter makes', async () => {
      const res = await post('/api/students/import/check', {
        text: `${HEADERS.join(',')}\r\nq-5,Who? Rahim,,7,A,7,,\r\n`,
      });
      expect((res.json() as Preview).rows[0]!.problems).toEqual([]);
    });

    it('refuses whole, with a 4xx, a file sent as a workbook that is not one', async () => {
      for (const [what, workbook] of Object.entries(NOT_WORKBOOKS))
        for (const url of ['/api/students/import/check', '/api/students/import']) {
          const res = await post(url, xlsx(workbook));
          expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
          expect(res.json().error).toMatchObject({
            code: 'import_file',
            details: { reason: 'import_not_workbook' },
          });
          expect(res.json().error.message).toMatch(/\.xlsx.*CSV UTF-8/);
        }
      // No workbook at all, or not base64: refused as the input.
      expect((await post('/api/students/import/check', { format: 'xlsx' })).statusCode).toBe(400);
      const notBase64 = await post('/api/students/import/check', xlsx('not base64!'));
      expect(notBase64.statusCode).toBe(400);
      expect(notBase64.json().error.details.fields[0]).toMatchObject({ field: 'workbook' });
      const tooBig = await post('/api/students/import/check', xlsx('A'.repeat(2_796_208)));
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json().error.details.fields[0]).toMatchObject({ field: 'workbook' });
      // A workbook of headers alone has no students.
      const empty = await post('/api/students/import/check', xlsx(await workbookOf([HEADERS])));
      expect(empty.json().error.details).toMatchObject({ reason: 'import_empty' });
    });
  },
  { rateLimits: false },
);
