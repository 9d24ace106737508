import { beforeAll, expect, it } from 'vitest';
import { CODE_HEADERS, TEST_SUBJECTS } from '../../test/exam-results.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { NOT_WORKBOOKS, workbookOf, xlsx } from '../../test/workbook.ts';

type Problem = { field: string; rule: { name: string } };
type Row = { line: number; roll: string; name: string; nameBn: string; problems: Problem[] };

const day = (text: string) => ({ value: new Date(`${text}T00:00:00Z`), format: 'dd/mm/yyyy' });

describeEachDatabase('a class’s marks from an Excel workbook (issue 46)', (ctx) => {
  let admin = '';
  let examId = '';
  beforeAll(async () => {
    await makeAccount(ctx().database.db, 'admin', { loginId: 'xlsx-results-admin' });
    admin = (await signIn(ctx().app, 'admin', 'xlsx-results-admin')).cookie;
    const exam = await ctx().app.inject({
      method: 'POST',
      url: '/api/exams',
      headers: { cookie: admin },
      payload: { title: 'Annual Examination', titleBn: 'বার্ষিক পরীক্ষা', heldOn: '2026-11-20' },
    });
    examId = exam.json().id;
  });
  const send = (method: 'check' | 'save', file: object, grade = 'vi') =>
    ctx().app.inject({
      method: method === 'check' ? 'POST' : 'PUT',
      url: `/api/exams/${examId}/results/${grade}${method === 'check' ? '/check' : ''}`,
      headers: { cookie: admin },
      payload: { subjects: TEST_SUBJECTS, ...file },
    });

  it('previews and saves a workbook: Bangla names intact, dates and numbers as typed', async () => {
    const workbook = await workbookOf([
      CODE_HEADERS.split(','),
      [1, 'Sadia Islam', 'সাদিয়া ইসলাম', day('2014-03-15'), null, 60, 25, 40, 55, 35, 85, null],
      // The birth registration number as text (a number cell keeps only 15 digits).
      [2, 'Rakib Hasan', 'রাকিব হাসান', null, '20147812345678901', 50.5, 20, 35, 45, 30, null, null],
      [3, 'Mim Akter', 'মীম আক্তার', day('2014-05-01'), null, 40, 15, 'অনুপস্থিত', 50, 13, null, null],
    ]);
    const check = await send('check', xlsx(workbook));
    expect(check.statusCode, check.body).toBe(200);
    const preview = check.json() as { rows: Row[]; ready: number };
    expect(preview.ready).toBe(3);
    expect(preview.rows[0]).toMatchObject({
      line: 2,
      roll: '1',
      name: 'Sadia Islam',
      nameBn: 'সাদিয়া ইসলাম',
      dateOfBirth: '2014-03-15',
      marks: { ban1: { cq: 60, mcq: 25 }, ban2: { written: 40 }, agri: { written: 85 } },
    });
    expect(preview.rows[1]).toMatchObject({
      nameBn: 'রাকিব হাসান',
      birthRegistration: '20147812345678901',
      marks: { ban1: { cq: 50.5, mcq: 20 } },
    });
    expect(preview.rows[2]).toMatchObject({ marks: { ban2: { written: 'absent' } } });

    const saved = await send('save', xlsx(workbook));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      saved.json().results.map((r: { roll: string; nameBn: string }) => [r.roll, r.nameBn]),
    ).toEqual([
      ['1', 'সাদিয়া ইসলাম'],
      ['2', 'রাকিব হাসান'],
      ['3', 'মীম আক্তার'],
    ]);
  });

  it('refuses a birth registration number Excel kept as a number, its last digits lost', async () => {
    const workbook = await workbookOf([
      CODE_HEADERS.split(','),
      [1, 'Sadia Islam', '', null, 20_147_812_345_678_900, 60, 25, 40, 55, 35, null, null],
    ]);
    const preview = (await send('check', xlsx(workbook))).json() as { rows: Row[] };
    expect(preview.rows[0]!.problems).toEqual([
      { field: 'birthRegistration', rule: { name: 'birthRegistration' } },
    ]);
  });

  it('marks the names Excel’s plain CSV turned to ?, read as UTF-8 too, and saves nothing', async () => {
    const text = [
      CODE_HEADERS,
      '1,Sadia Islam,?????? ?????,2014-03-15,,60,25,40,55,35,,',
      '2,????? ?????,????? ?????,2014-04-01,,50,20,35,45,30,,',
    ].join('\r\n');
    const check = await send('check', { text }, 'vii');
    expect(check.statusCode, check.body).toBe(200);
    expect((check.json() as { rows: Row[] }).rows.map((r) => r.problems)).toEqual([
      [{ field: 'nameBn', rule: { name: 'banglaLost' } }],
      [
        { field: 'name', rule: { name: 'banglaLost' } },
        { field: 'nameBn', rule: { name: 'banglaLost' } },
      ],
    ]);
    const save = await send('save', { text }, 'vii');
    expect(save.statusCode).toBe(400);
    expect(save.json().error.code).toBe('result_rows');
    const none = await ctx().app.inject({
      url: `/api/exams/${examId}/results/vii`,
      headers: { cookie: admin },
    });
    expect(none.statusCode).toBe(404);
  });

  it('refuses whole, with a 4xx, a file sent as a workbook that is not one', async () => {
    for (const [what, workbook] of Object.entries(NOT_WORKBOOKS))
      for (const method of ['check', 'save'] as const) {
        const res = await send(method, xlsx(workbook), 'viii');
        expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
        expect(res.json().error).toMatchObject({
          code: 'import_file',
          details: { reason: 'import_not_workbook' },
        });
      }
  });
});
