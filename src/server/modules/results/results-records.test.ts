import { beforeAll, expect, it } from 'vitest';
import { CODE_HEADERS, TEST_SUBJECTS } from '../../test/exam-results.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

const file = (...lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;
/** A marks file as the office fills the template in: the roll, then the marks. */
const MARK_HEADERS = CODE_HEADERS.split(',')
  .filter((h) => !['name', 'nameBn', 'dateOfBirth', 'birthRegistration'].includes(h))
  .join(',');

let address = 0;
const nextAddress = () => `10.46.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describeEachDatabase(
  'results day from the class list: dates of birth on the records (issue 46)',
  (ctx) => {
    let admin = '';
    let examId = '';
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      await makeAccount(ctx().database.db, 'admin', { loginId: 'records-admin' });
      admin = (await signIn(ctx().app, 'admin', 'records-admin')).cookie;
    });
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = admin) =>
      ctx().app.inject({ method, url, payload, headers: { cookie } });
    const sheet = (
      method: 'check' | 'save',
      text: string,
      extra: { mode?: 'correct' | 'replace'; subjects?: readonly object[] } = {},
    ) => {
      const body = { subjects: TEST_SUBJECTS, text, ...extra };
      return method === 'check'
        ? call('POST', `/api/exams/${examId}/results/vii/check`, body)
        : call('PUT', `/api/exams/${examId}/results/vii`, body);
    };
    const lookup = (query: Record<string, string>) =>
      ctx().app.inject({
        url: `/api/results/lookup?${new URLSearchParams({ exam: examId, grade: 'vii', ...query })}`,
        remoteAddress: nextAddress(),
      });
    const tabulation = async () =>
      (await call('GET', `/api/exams/${examId}/results/vii`)).json() as {
        students: number;
        results: { roll: string; name: string; totalMarks: number; dateOfBirth: string }[];
      };

    it('keeps a student’s date of birth from Add Student and the edit, shown to the office only', async () => {
      const add = (loginId: string, name: string, roll: string, dateOfBirth?: string) =>
        call('POST', '/api/students', {
          loginId,
          password: 'Shapla-phool-2013',
          name,
          nameBn: '',
          grade: 'vii',
          roll,
          ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
        });
      const sadia = await add('r46-sadia', 'Sadia Islam', '1', '2013-02-12');
      expect(sadia.statusCode).toBe(201);
      expect(sadia.json()).toMatchObject({ roll: '1', dateOfBirth: '2013-02-12' });
      ids.sadia = sadia.json().id;
      ids.rakib = (await add('r46-rakib', 'Rakib Hasan', '2', '2013-07-01')).json().id;
      const mim = await add('r46-mim', 'Mim Akter', '10');
      expect(mim.json().dateOfBirth).toBeNull();
      ids.mim = mim.json().id;
      // A date that is none is refused at its field.
      const bad = await add('r46-bad', 'Bad Date', '11', '2013-02-31');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details.fields[0]).toMatchObject({ field: 'dateOfBirth' });

      const exam = await call('POST', '/api/exams', {
        title: 'Annual Examination',
        titleBn: 'বার্ষিক পরীক্ষা',
        heldOn: '2026-11-20',
      });
      expect(exam.statusCode).toBe(201);
      examId = exam.json().id;
    });

    it('lists the class’s students for the template in roll order, saying whose date of birth is kept, never the date', async () => {
      const res = await call('GET', `/api/exams/${examId}/results/vii/students`);
      expect(res.statusCode).toBe(200);
      expect(res.json().students).toEqual([
        { roll: '1', section: '', name: 'Sadia Islam', nameBn: '', hasDateOfBirth: true },
        { roll: '2', section: '', name: 'Rakib Hasan', nameBn: '', hasDateOfBirth: true },
        { roll: '10', section: '', name: 'Mim Akter', nameBn: '', hasDateOfBirth: false },
      ]);
      expect(res.body).not.toContain('2013-');
      // Results are the admin's: a teacher may not list them, nobody signed out may.
      await makeAccount(ctx().database.db, 'teacher', { loginId: 'records-teacher' });
      const teacher = (await signIn(ctx().app, 'teacher', 'records-teacher')).cookie;
      const url = `/api/exams/${examId}/results/vii/students`;
      expect((await call('GET', url, undefined, teacher)).statusCode).toBe(403);
      expect((await ctx().app.inject({ url })).statusCode).toBe(401);
      expect((await call('GET', `/api/exams/nope/results/vii/students`)).statusCode).toBe(404);
    });

    it('reads a marks file of only rolls and marks: names and dates of birth from the records', async () => {
      const marks = file(
        MARK_HEADERS,
        '1,60,25,40,55,35,85,',
        '2,50,20,35,45,30,,',
        '১০,40,15,30,50,13,,',
      );
      const first = (await sheet('check', marks)).json();
      expect(first.rows.map((r: { name: string }) => r.name)).toEqual([
        'Sadia Islam',
        'Rakib Hasan',
        'Mim Akter',
      ]);
      // Mim's record has no date of birth yet: her row says so, and nothing can be saved.
      expect(first.ready).toBe(2);
      expect(first.rows[2].problems).toEqual([
        { field: 'dateOfBirth', rule: { name: 'required' } },
      ]);
      expect((await sheet('save', marks)).statusCode).toBe(400);

      // The office adds it on her record (the edit), and the same file is ready.
      const edit = await call('PUT', `/api/users/${ids.mim}`, {
        name: 'Mim Akter',
        nameBn: 'মীম আক্তার',
        grade: 'vii',
        section: '',
        roll: '10',
        dateOfBirth: '2013-05-01',
        designation: '',
        designationBn: '',
        subject: '',
        phone: '',
        guardianName: '',
        guardianPhone: '',
        imageId: null,
      });
      expect(edit.statusCode).toBe(200);
      expect(edit.json().dateOfBirth).toBe('2013-05-01');
      const ready = (await sheet('check', marks)).json();
      expect(ready).toMatchObject({ ready: 3, removed: [], kept: 0 });
      expect(ready.rows[2]).toMatchObject({ name: 'Mim Akter', nameBn: 'মীম আক্তার' });
      const saved = await sheet('save', marks);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().students).toBe(3);
      expect((await call('POST', `/api/exams/${examId}/results/vii/publish`)).statusCode).toBe(200);

      // A family finds the result with the date of birth the office keeps.
      const found = await lookup({ roll: '10', dateOfBirth: '2013-05-01' });
      expect(found.statusCode).toBe(200);
      expect(found.json().result).toMatchObject({ roll: '10', name: 'Mim Akter' });
      expect((await lookup({ roll: '10', dateOfBirth: '2013-05-02' })).statusCode).toBe(404);
    });

    it('corrects one student with a file of one row: the others stay as they were', async () => {
      const before = await tabulation();
      const correction = file(MARK_HEADERS, '2,66,28,45,58,40,90,');
      const preview = (await sheet('check', correction)).json();
      expect(preview).toMatchObject({ ready: 1, removed: [], kept: 2 });
      expect(preview.rows[0]).toMatchObject({ roll: '2', name: 'Rakib Hasan', change: 'changed' });
      expect((await sheet('save', correction)).statusCode).toBe(200);

      const after = await tabulation();
      expect(after.students).toBe(3);
      const total = (t: typeof after, roll: string) =>
        t.results.find((r) => r.roll === roll)!.totalMarks;
      expect(total(after, '1')).toBe(total(before, '1'));
      expect(total(after, '10')).toBe(total(before, '10'));
      expect(total(after, '2')).toBeGreaterThan(total(before, '2'));
      // Still found by the date of birth on the record.
      expect((await lookup({ roll: '2', dateOfBirth: '2013-07-01' })).statusCode).toBe(200);
    });

    it('keeps the saved subjects in a correction; replacing the class is the choice that removes', async () => {
      const fewer = TEST_SUBJECTS.filter((s) => s.optional || s.code === 'ban');
      const changed = await sheet('check', file(MARK_HEADERS, '1,60,25,40,55,35,85,'), {
        subjects: fewer,
      });
      expect(changed.statusCode).toBe(409);
      expect(changed.json().error).toMatchObject({ code: 'subjects_changed' });
      expect((await tabulation()).students).toBe(3);

      const onlyOne = file(MARK_HEADERS, '1,60,25,40,55,35,85,');
      const replace = (await sheet('check', onlyOne, { mode: 'replace' })).json();
      expect(replace).toMatchObject({ ready: 1, removed: ['2', '10'], kept: 0 });
      expect((await sheet('save', onlyOne, { mode: 'replace' })).statusCode).toBe(200);
      expect((await tabulation()).students).toBe(1);
    });
  },
);
