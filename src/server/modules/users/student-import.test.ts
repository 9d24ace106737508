import { and, count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

type Problem = { field: string; rule: { name: string; n?: number } };
type Row = { line: number; student: Record<string, string>; problems: Problem[] };
type Preview = { rows: Row[]; ready: number; ignoredColumns: string[] };
type Created = {
  id: string;
  loginId: string;
  name: string;
  grade: string;
  roll: string;
  temporaryPassword: string;
};

/** A file as Excel's "CSV UTF-8" writes it: a byte-order mark, CRLF lines. */
const utf8File = (...lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;
const HEADERS = "Student ID,Name,Name in Bangla,Class,Roll,Guardian's name,Guardian's mobile";

describeEachDatabase(
  'a CSV file of students: checked row by row, then imported in one go (issue 19)',
  (ctx) => {
    let teacher = '';
    let student = '';
    beforeAll(async () => {
      const { db } = ctx().database;
      await makeAccount(db, 'teacher', { loginId: 'import-t' });
      // A student already at school: class seven, roll 4.
      await makeAccount(db, 'student', { loginId: 'imp-old', grade: 'vii', roll: '4' });
      // One who left: their roll is free again, their id is not.
      await makeAccount(db, 'student', {
        loginId: 'imp-left',
        grade: 'vii',
        roll: '5',
        deactivatedAt: new Date('2026-01-01T00:00:00Z'),
      });
      teacher = (await signIn(ctx().app, 'teacher', 'import-t')).cookie;
      student = (await signIn(ctx().app, 'student', 'imp-old')).cookie;
    });

    const post = (url: string, payload: object, cookie = teacher) =>
      ctx().app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const check = async (text: string, encoding = 'utf-8') => {
      const res = await post('/api/students/import/check', { text, encoding });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Preview;
    };
    const students = async () => {
      const [row] = await ctx()
        .database.db.select({ n: count() })
        .from(users)
        .where(eq(users.role, 'student'));
      return row?.n ?? 0;
    };
    const problemsOf = (preview: Preview) =>
      Object.fromEntries(
        preview.rows.map((r) => [
          r.line,
          Object.fromEntries(r.problems.map((p) => [p.field, p.rule])),
        ]),
      );

    it('previews every row with its problems and saves nothing', async () => {
      const before = await students();
      const preview = await check(
        utf8File(
          `${HEADERS},Blood group`,
          'imp-1,Nusrat Jahan,নুসরাত জাহান,Six,1,Abdul Karim,1712345678,B+',
          'imp-2,Rahim Uddin,রহিম উদ্দিন,৬,২,Ayesha Begum,০১৮১২৩৪৫৬৭৮,O+',
          'imp-3,Karim Mia,,,3,,,',
          'imp-4,Sadia Akter,,Class VI,2,,,',
          'imp-1,Tania Akter,,seven,9,,,',
          'imp-old,Shafiq Islam,,seven,10,,,',
          'imp-5,Mitu Das,,seven,4,,,',
          'imp-6,Rony Paul,,seven,5,Guardian,12345,',
          '"imp-7","=HYPERLINK(""http://x"",""click"")",,ten,1,,,',
          '"imp-8","Mr. Hossain, Jr.",,ten,2,,+8801712345678,',
        ),
      );
      expect(preview.ignoredColumns).toEqual(['Blood group']);
      expect(preview.rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      // Read as the school keeps them: the class, the mobile with its 0, Bangla digits.
      expect(preview.rows[0]!.student).toMatchObject({
        grade: 'vi',
        roll: '1',
        guardianPhone: '01712345678',
      });
      expect(preview.rows[1]!.student).toMatchObject({
        grade: 'vi',
        roll: '2',
        guardianPhone: '01812345678',
      });
      // A repeated id or roll marks both rows, so the wrong one is not added unseen.
      expect(problemsOf(preview)).toEqual({
        2: { loginId: { name: 'sameAsRow', n: 6 } },
        3: { roll: { name: 'sameAsRow', n: 5 } },
        4: { grade: { name: 'grade' } },
        5: { roll: { name: 'sameAsRow', n: 3 } },
        6: { loginId: { name: 'sameAsRow', n: 2 } },
        7: { loginId: { name: 'loginIdTaken' } },
        8: { roll: { name: 'rollTaken' } },
        9: { guardianPhone: { name: 'mobile' } },
        10: { name: { name: 'formula' } },
        11: {},
      });
      expect(preview.ready).toBe(1);
      expect(await students()).toBe(before);
    });

    it('imports the rows with no problem, each with a temporary password to change at first sign-in', async () => {
      const before = await students();
      const res = await post('/api/students/import', {
        text: utf8File(
          HEADERS,
          'imp-a,Nusrat Jahan,নুসরাত জাহান,Six,11,Abdul Karim,01712345678',
          'imp-b,Rahim Uddin,,six,12,,12345',
          'imp-c,Mitu Das,মিতু দাস,seven,5,,',
        ),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.body).not.toMatch(/argon2|passwordHash/);
      const { created, skipped } = res.json() as { created: Created[]; skipped: number };
      expect(skipped).toBe(1);
      expect(created.map((c) => [c.loginId, c.grade, c.roll])).toEqual([
        ['imp-a', 'vi', '11'],
        // Roll 5 of class seven is free: its holder has left.
        ['imp-c', 'vii', '5'],
      ]);
      expect(await students()).toBe(before + 2);
      const first = created[0]!;
      expect(first.temporaryPassword).toMatch(/^[a-z2-9]{12}$/);
      expect(created[1]!.temporaryPassword).not.toBe(first.temporaryPassword);

      const signedIn = await signIn(ctx().app, 'student', 'imp-a', first.temporaryPassword);
      expect(signedIn.res.json().user.mustChangePassword).toBe(true);
      const profile = await ctx().app.inject({
        method: 'GET',
        url: `/api/users/${first.id}`,
        headers: { cookie: teacher },
      });
      expect(profile.json()).toMatchObject({
        name: 'Nusrat Jahan',
        nameBn: 'নুসরাত জাহান',
        grade: 'vi',
        roll: '11',
        guardianName: 'Abdul Karim',
        guardianPhone: '01712345678',
        active: true,
      });

      const [entry] = await ctx()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'import'), eq(auditLog.entity, 'student-account')));
      expect(entry).toMatchObject({ actorRole: 'teacher', details: { count: 2 } });

      // The same file again adds nobody: every id is taken now.
      const again = await post('/api/students/import', {
        text: utf8File(HEADERS, 'imp-a,Nusrat Jahan,,Six,12,,'),
      });
      expect(again.json()).toEqual({ created: [], skipped: 1 });
    });

    it('reads Bangla headers in any order, semicolons, and quoted cells over two lines', async () => {
      const preview = await check(
        [
          'রোল;শ্রেণি;শিক্ষার্থী আইডি;নাম (ইংরেজিতে);নাম (বাংলায়)',
          '21;ষষ্ঠ;imp-bn1;"Nadia\nIslam";নাদিয়া ইসলাম',
        ].join('\n'),
      );
      expect(preview.rows).toEqual([
        expect.objectContaining({
          line: 2,
          problems: [],
          student: expect.objectContaining({
            loginId: 'imp-bn1',
            grade: 'vi',
            roll: '21',
            nameBn: 'নাদিয়া ইসলাম',
          }),
        }),
      ]);
    });

    it('reads a section column: a roll is taken once a section', async () => {
      const preview = await check(
        utf8File(
          'Student ID,Name,Class,Section,Roll',
          'imp-s1,Rupa,Eight,ক,3',
          'imp-s2,Dipa,Eight,খ,3',
          'imp-s3,Tapu,Eight,ক,3',
          'imp-s4,Mina,Eight,b,4',
        ),
      );
      expect(problemsOf(preview)).toEqual({
        2: { roll: { name: 'sameAsRow', n: 4 } },
        3: {},
        4: { roll: { name: 'sameAsRow', n: 2 } },
        5: {},
      });
      expect(preview.rows.map((r) => r.student.section)).toEqual(['ক', 'খ', 'ক', 'B']);
    });

    it('says when a file saved as plain CSV has lost its Bangla letters', async () => {
      const preview = await check(
        `${HEADERS}\r\nimp-w,José Ahmed,???? ????,six,31,,\r\n`,
        'windows-1252',
      );
      expect(problemsOf(preview)).toEqual({ 2: { nameBn: { name: 'banglaLost' } } });
      expect(preview.rows[0]!.student.name).toBe('José Ahmed');
    });

    it('refuses a file it cannot read as a whole, with why, and saves nothing', async () => {
      const before = await students();
      const refused = async (text: string, reason: string, params?: object) => {
        for (const url of ['/api/students/import/check', '/api/students/import']) {
          const res = await post(url, { text });
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().error).toMatchObject({
            code: 'import_file',
            details: params ? { reason, params } : { reason },
          });
        }
      };
      await refused('', 'import_empty');
      await refused('\uFEFF\r\n\r\n', 'import_empty');
      await refused(`${HEADERS}\r\n`, 'import_empty');
      await refused('Name,Mobile\r\nNusrat,01712345678\r\n', 'import_columns', {
        missing: 'loginId,grade,roll',
      });
      await refused('PK\u0003\u0004\u0000\u0000binary', 'import_not_csv');
      const many = [HEADERS];
      for (let i = 0; i < 10_000; i++) many.push(`imp-m${i},Student ${i},,six,${1000 + i},,`);
      await refused(many.join('\r\n'), 'import_too_many_rows', { rows: 10_000, max: 1000 });
      expect(await students()).toBe(before);
    });

    it('refuses a file too big to be a class list, and input that is not a file, with a 4xx', async () => {
      const big = await post('/api/students/import/check', {
        text: 'a'.repeat(2 * 1024 * 1024 + 1),
      });
      expect(big.statusCode).toBe(400);
      expect(big.json().error.details.fields[0]).toMatchObject({ field: 'text' });
      const wrong = await post('/api/students/import/check', { text: 5, encoding: 'latin-9' });
      expect(wrong.statusCode).toBe(400);
    });

    it('is for teachers and admins only', async () => {
      for (const url of ['/api/students/import/check', '/api/students/import']) {
        const res = await post(url, { text: utf8File(HEADERS, 'imp-s,S,,six,40,,') }, student);
        expect(res.statusCode).toBe(403);
      }
    });
  },
  { rateLimits: false },
);
