import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { SUBJECT_PRESETS } from '../../../shared/result-subjects.ts';
import { markColumns } from '../../../shared/results-sheet.ts';
import { auditLog } from '../../db/schema.ts';
import { CODE_HEADERS, TEST_SUBJECTS } from '../../test/exam-results.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { contentRepository } from '../content/content.repository.ts';
import { EMPTY_SCHOOL } from '../site/site.repository.ts';

const file = (...lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

/** Class six's sheet: four students; roll 3 fails mathematics' MCQ, roll 4 was absent in Bangla 2nd. */
const SHEET = file(
  CODE_HEADERS,
  '1,Sadia Islam,সাদিয়া ইসলাম,15/03/2014,,60,25,40,55,35,85,',
  '2,Rakib Hasan,রাকিব হাসান,,20147812345678901,50,20,35,45,30,,',
  '3,Mim Akter,মীম আক্তার,2014-05-01,,40,15,30,50,10,,',
  '4,Tanvir Ahmed,তানভীর আহমেদ,2014-06-01,20147812345678904,45,20,অনুপস্থিত,40,20,,',
);

let address = 0;
/** Each lookup from its own address, so only the rate-limit test meets the limit. */
const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

describeEachDatabase('exam results: read in, published, looked up, corrected (issue 21)', (ctx) => {
  let admin = '';
  let examId = '';
  beforeAll(async () => {
    await makeAccount(ctx().database.db, 'admin', { loginId: 'results-admin' });
    admin = (await signIn(ctx().app, 'admin', 'results-admin')).cookie;
  });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx().app.inject({ method, url, payload, headers: { cookie: admin } });
  const sheet = (
    method: 'check' | 'save',
    text: string,
    grade = 'vi',
    subjects: readonly object[] = TEST_SUBJECTS,
    mode: 'correct' | 'replace' = 'correct',
  ) =>
    method === 'check'
      ? call('POST', `/api/exams/${examId}/results/${grade}/check`, { subjects, text, mode })
      : call('PUT', `/api/exams/${examId}/results/${grade}`, { subjects, text, mode });
  const lookup = (query: Record<string, string>, remoteAddress = nextAddress()) =>
    ctx().app.inject({
      url: `/api/results/lookup?${new URLSearchParams({ exam: examId, grade: 'vi', ...query })}`,
      remoteAddress,
    });
  const audits = async (action: string) =>
    ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entity, 'exam-results')));

  it('adds an exam, lists it, changes it; refuses a bad one', async () => {
    const bad = await call('POST', '/api/exams', { title: '', heldOn: '2026-13-01' });
    expect(bad.statusCode).toBe(400);
    const created = await call('POST', '/api/exams', {
      title: 'Half-yearly Examination',
      titleBn: 'অর্ধবার্ষিক পরীক্ষা',
      heldOn: '2026-06-01',
    });
    expect(created.statusCode).toBe(201);
    examId = created.json().id;
    expect(created.json()).toMatchObject({ title: 'Half-yearly Examination', classes: [] });
    const updated = await call('PUT', `/api/exams/${examId}`, {
      title: 'Half-yearly Examination 2026',
      titleBn: 'অর্ধবার্ষিক পরীক্ষা ২০২৬',
      heldOn: '2026-06-02',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ heldOn: '2026-06-02' });
    const list = (await call('GET', '/api/exams')).json();
    expect(list.map((e: { id: string }) => e.id)).toContain(examId);
    const unknown = await call('PUT', '/api/exams/no-such-exam', {
      title: 'X',
      titleBn: '',
      heldOn: '2026-06-02',
    });
    expect(unknown.statusCode).toBe(404);
    const [change] = await ctx()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update'), eq(auditLog.entity, 'exam')));
    expect(change?.details?.changes).toMatchObject({
      heldOn: { before: '2026-06-01', after: '2026-06-02' },
    });
  });

  it('checks a sheet without saving it: every row with its problems, and what saving would change', async () => {
    const res = await sheet('check', SHEET);
    expect(res.statusCode).toBe(200);
    const preview = res.json();
    expect(preview).toMatchObject({ ready: 4, removed: [], ignoredColumns: [] });
    expect(preview.rows.map((r: { change: string }) => r.change)).toEqual([
      'new',
      'new',
      'new',
      'new',
    ]);
    expect((await call('GET', `/api/exams/${examId}/results/vi`)).statusCode).toBe(404);
    expect((await sheet('check', SHEET.replace(',ban1.mcq', ''))).json().error).toMatchObject({
      code: 'import_file',
      details: { reason: 'import_columns', params: { missing: 'ban1.mcq' } },
    });
    const noExam = await call('POST', '/api/exams/nope/results/vi/check', {
      subjects: TEST_SUBJECTS,
      text: SHEET,
    });
    expect(noExam.statusCode).toBe(404);
  });

  it('reads dates of birth as Excel writes them, in the order the school sets (issue 46)', async () => {
    const dates = file(
      CODE_HEADERS,
      '1,Sadia Islam,,12-Feb-14,,60,25,40,55,35,,',
      '2,Rakib Hasan,,3/15/2014,,50,20,35,45,30,,',
      '3,Mim Akter,,03/04/2014,,40,15,30,50,10,,',
      '4,Tanvir Ahmed,,31/02/2014,,45,20,30,40,20,,',
    );
    type Row = { dateOfBirth: string; problems: unknown[] };
    const read = async () => {
      const res = await sheet('check', dates);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return res.json().rows as Row[];
    };
    const dayFirst = await read();
    expect(dayFirst.map((r) => r.dateOfBirth)).toEqual([
      '2014-02-12',
      '2014-03-15',
      '2014-04-03',
      '31/02/2014',
    ]);
    expect(dayFirst.map((r) => r.problems)).toEqual([
      [],
      [],
      [],
      [{ field: 'dateOfBirth', rule: { name: 'dateDayFirst' } }],
    ]);
    // A school that writes the month first (its identity's setting, on Site Content).
    const content = contentRepository(ctx().database.db);
    const school = (await content.get('school'))?.value ?? EMPTY_SCHOOL;
    await content.set('school', { ...school, dateOrder: 'month-first' });
    try {
      const monthFirst = await read();
      expect(monthFirst.map((r) => r.dateOfBirth)).toEqual([
        '2014-02-12',
        '2014-03-15',
        '2014-03-04',
        '31/02/2014',
      ]);
      expect(monthFirst[3]!.problems).toEqual([
        { field: 'dateOfBirth', rule: { name: 'dateMonthFirst' } },
      ]);
    } finally {
      await content.set('school', school);
    }
  });

  it('refuses to save a sheet while a row has a problem, saving nothing', async () => {
    const broken = file(
      CODE_HEADERS,
      '1,Sadia Islam,,2014-03-15,,60,25,40,55,35,,',
      '1,Rakib Hasan,,2014-03-16,,50,20,35,45,30,,',
      '3,Mim Akter,,2014-05-01,,40,31,30,50,10,,',
    );
    const res = await sheet('save', broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'result_rows',
      details: {
        params: { rows: 3 },
        rows: [
          // A roll given twice: both rows, so the office keeps the right one.
          {
            line: 2,
            roll: '1',
            problems: [{ field: 'roll', rule: { name: 'sameAsRow', n: 3 } }],
          },
          {
            line: 3,
            roll: '1',
            problems: [{ field: 'roll', rule: { name: 'sameAsRow', n: 2 } }],
          },
          {
            line: 4,
            roll: '3',
            problems: [{ field: 'ban1.mcq', rule: { name: 'tooBig', n: 30 } }],
          },
        ],
      },
    });
    expect((await call('GET', `/api/exams/${examId}/results/vi`)).statusCode).toBe(404);
    const none = await call('PUT', '/api/exams/nope/results/vi', {
      subjects: TEST_SUBJECTS,
      text: SHEET,
    });
    expect(none.statusCode).toBe(404);
  });

  it('saves a class’s sheet as a draft: the tabulation sheet computed from the marks, in roll order', async () => {
    const res = await sheet('save', SHEET);
    expect(res.statusCode).toBe(200);
    const tab = res.json();
    expect(tab).toMatchObject({
      grade: 'vi',
      status: 'draft',
      publishedAt: null,
      students: 4,
      exam: { id: examId, title: 'Half-yearly Examination 2026' },
      highest: { ban: 125, math: 90, agri: 85 },
    });
    expect(tab.results.map((r: { roll: string }) => r.roll)).toEqual(['1', '2', '3', '4']);
    const [sadia, rakib, mim, tanvir] = tab.results;
    expect(sadia).toMatchObject({
      gpa: 5,
      letter: 'A+',
      position: 1,
      dateOfBirth: '2014-03-15',
      totalMarks: 125 + 90 + 85,
    });
    expect(rakib).toMatchObject({
      passed: true,
      position: 2,
      birthRegistration: '20147812345678901',
    });
    expect(mim).toMatchObject({ passed: false, gpa: 0, letter: 'F' });
    expect(tanvir).toMatchObject({ passed: false, gpa: 0 });
    expect(mim.position).toBe(3);
    expect(tanvir.position).toBe(4);
    const [imported] = await audits('import');
    expect(imported).toMatchObject({ summary: 'Half-yearly Examination 2026' });
    expect(imported!.details).toEqual({ count: 4, added: 4, changed: 0, removed: 0, grade: 'vi' });
    expect((await call('GET', `/api/exams/${examId}/results/vi`)).json()).toEqual(tab);
    expect((await call('GET', `/api/exams/${examId}/results/vii`)).statusCode).toBe(404);
    const [exam] = (await call('GET', '/api/exams')).json();
    expect(exam.classes).toEqual([
      expect.objectContaining({ grade: 'vi', status: 'draft', students: 4 }),
    ]);
  });

  it('shows nothing to the public while a draft: the same answer as an unknown roll', async () => {
    expect((await ctx().app.inject({ url: '/api/results' })).json()).toEqual([]);
    const draft = await lookup({ roll: '1', dateOfBirth: '2014-03-15' });
    const unknown = await lookup({ roll: '99', dateOfBirth: '2014-03-15' });
    expect(draft.statusCode).toBe(404);
    expect(draft.body).toBe(unknown.body);
    expect(draft.json().error).toMatchObject({
      code: 'not_found',
      details: { reason: 'no_result_match' },
    });
  });

  it('publishes: the exam is listed, and a student finds the marksheet by date of birth or birth registration number', async () => {
    const res = await call('POST', `/api/exams/${examId}/results/vi/publish`);
    expect(res.statusCode).toBe(200);
    expect(res.json().classes[0]).toMatchObject({ status: 'published' });
    expect(res.json().classes[0].publishedAt).toBeTruthy();
    expect((await audits('publish')).length).toBe(1);
    // Published again: nothing changes, nothing more in the log.
    await call('POST', `/api/exams/${examId}/results/vi/publish`);
    expect((await audits('publish')).length).toBe(1);
    expect((await ctx().app.inject({ url: '/api/results' })).json()).toEqual([
      {
        id: examId,
        title: 'Half-yearly Examination 2026',
        titleBn: 'অর্ধবার্ষিক পরীক্ষা ২০২৬',
        heldOn: '2026-06-02',
        grades: ['vi'],
      },
    ]);

    const byBirth = await lookup({ roll: '১', dateOfBirth: '2014-03-15' });
    expect(byBirth.statusCode).toBe(200);
    const sheet1 = byBirth.json();
    expect(sheet1).toMatchObject({
      grade: 'vi',
      students: 4,
      highest: { ban: 125, math: 90, agri: 85 },
      result: { roll: '1', name: 'Sadia Islam', gpa: 5, letter: 'A+', position: 1 },
    });
    expect(sheet1.result.subjects.map((s: { code: string }) => s.code)).toEqual([
      'ban',
      'math',
      'agri',
    ]);
    expect(sheet1.subjects).toHaveLength(4);
    // Only the student's own row: no classmate, no date of birth or registration number.
    const text = byBirth.body;
    for (const other of ['Rakib', 'Mim', 'Tanvir', 'রাকিব', '2014-03-15', '20147812345678901'])
      expect(text).not.toContain(other);
    expect(Object.keys(sheet1.result)).not.toContain('dateOfBirth');
    expect(Object.keys(sheet1.result)).not.toContain('birthRegistration');

    const byRegistration = await lookup({
      roll: '2',
      birthRegistration: '২০১৪৭৮১২৩৪৫৬৭৮৯০১',
    });
    expect(byRegistration.statusCode).toBe(200);
    expect(byRegistration.json().result).toMatchObject({ roll: '2', name: 'Rakib Hasan' });
    // Both given: either may be the one that matches.
    const both = await lookup({
      roll: '4',
      dateOfBirth: '2010-01-01',
      birthRegistration: '20147812345678904',
    });
    expect(both.statusCode).toBe(200);
  });

  it('answers a wrong date of birth exactly as an unknown roll, exam or class', async () => {
    const unknownRoll = await lookup({ roll: '77', dateOfBirth: '2014-03-15' });
    expect(unknownRoll.statusCode).toBe(404);
    const wrong: Record<string, string>[] = [
      { roll: '1', dateOfBirth: '2014-03-16' },
      { roll: '1', birthRegistration: '20147812345678901' },
      { roll: '2', dateOfBirth: '2014-03-15' },
      { roll: '1', dateOfBirth: '2014-03-15', grade: 'vii' },
      { roll: '1', dateOfBirth: '2014-03-15', exam: 'no-such-exam' },
    ];
    for (const query of wrong) {
      const res = await lookup(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(404);
      expect(res.body, JSON.stringify(query)).toBe(unknownRoll.body);
    }
    const neither = await lookup({ roll: '1' });
    expect(neither.statusCode).toBe(400);
  });

  it('shows a correction after publishing at once: the marksheet, the highest marks and the positions', async () => {
    const corrected = file(
      CODE_HEADERS,
      '1,Sadia Islam,সাদিয়া ইসলাম,15/03/2014,,60,25,40,55,35,85,',
      // Rakib's marks were mis-typed (and his optional subject left out): now the first.
      '2,Rakib Hasan,রাকিব হাসান,,20147812345678901,66,28,45,58,40,90,',
      '3,Mim Akter,মীম আক্তার,2014-05-01,,40,15,30,50,13,,',
    );
    // A correction (the default) would keep roll 4, whom the file leaves out.
    const correction = (await sheet('check', corrected)).json();
    expect(correction).toMatchObject({ removed: [], kept: 1 });
    // Replacing the class removes roll 4.
    const preview = (await sheet('check', corrected, 'vi', TEST_SUBJECTS, 'replace')).json();
    expect(preview.rows.map((r: { change: string }) => r.change)).toEqual([
      'same',
      'changed',
      'changed',
    ]);
    expect(preview).toMatchObject({ removed: ['4'], kept: 0 });
    const before = (await lookup({ roll: '2', birthRegistration: '20147812345678901' })).json();
    expect(before.result.position).toBe(2);
    const saved = await sheet('save', corrected, 'vi', TEST_SUBJECTS, 'replace');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 'published', students: 3 });
    const [, latest] = (await audits('import')).sort((a, b) => a.at.getTime() - b.at.getTime());
    expect(latest!.details).toEqual({ count: 3, added: 0, changed: 2, removed: 1, grade: 'vi' });

    const after = (await lookup({ roll: '2', birthRegistration: '20147812345678901' })).json();
    expect(after.highest).toEqual({ ban: 139, math: 98, agri: 90 });
    expect(after.result).toMatchObject({ position: 1, gpa: 5 });
    const sadia = (await lookup({ roll: '1', dateOfBirth: '2014-03-15' })).json();
    expect(sadia.result.position).toBe(2);
    expect(sadia.students).toBe(3);
    const mim = (await lookup({ roll: '3', dateOfBirth: '2014-05-01' })).json();
    expect(mim.result).toMatchObject({ passed: true, position: 3 });
    // Roll 4 is no longer in the results.
    expect((await lookup({ roll: '4', dateOfBirth: '2014-06-01' })).statusCode).toBe(404);
  });

  it('makes a roll wait after ten lookups that found nothing, from any addresses; finding it forgets them', async () => {
    // Roll 3 of the published class, as corrected above: born 2014-05-01.
    const tries = async (n: number, dateOfBirth: string) => {
      const codes: number[] = [];
      for (let i = 0; i < n; i++) codes.push((await lookup({ roll: '3', dateOfBirth })).statusCode);
      return codes;
    };
    expect(await tries(9, '2014-01-01')).toEqual(Array(9).fill(404));
    // The right date within the free ten: found, and the roll's failures forgotten.
    expect((await lookup({ roll: '৩', dateOfBirth: '2014-05-01' })).statusCode).toBe(200);
    expect(await tries(10, '2014-01-02')).toEqual(Array(10).fill(404));
    // The eleventh failure in a row waits, whatever the address and even with the right date.
    const waiting = await lookup({ roll: '3', dateOfBirth: '2014-05-01' });
    expect(waiting.statusCode).toBe(429);
    // A 30 s wait, told in the whole minutes a person needs, not to the second.
    expect(waiting.headers['retry-after']).toBe('60');
    expect(waiting.json().error).toMatchObject({
      code: 'too_many_requests',
      message: 'Too many tries for this roll. Please try again in 1 minute.',
      details: { reason: 'result_tries', params: { count: 1 } },
    });
    // Another roll, and an unknown one counted the same way, are not held by it.
    expect((await lookup({ roll: '1', dateOfBirth: '2014-03-15' })).statusCode).toBe(200);
    expect((await lookup({ roll: '4040', dateOfBirth: '2014-01-01' })).statusCode).toBe(404);
  });

  it('refuses to remove published results or their exam; withdrawn, the lookup answers as for an unknown roll', async () => {
    const removeClass = await call('DELETE', `/api/exams/${examId}/results/vi`);
    expect(removeClass.statusCode).toBe(409);
    expect(removeClass.json().error.code).toBe('results_published');
    const removeExam = await call('DELETE', `/api/exams/${examId}`);
    expect(removeExam.statusCode).toBe(409);

    const withdrawn = await call('POST', `/api/exams/${examId}/results/vi/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().classes[0]).toMatchObject({ status: 'withdrawn' });
    expect((await audits('withdraw')).length).toBe(1);
    const hidden = await lookup({ roll: '1', dateOfBirth: '2014-03-15' });
    const unknown = await lookup({ roll: '77', dateOfBirth: '2014-03-15' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).toBe(unknown.body);
    expect((await ctx().app.inject({ url: '/api/results' })).json()).toEqual([]);
    expect((await call('POST', `/api/exams/${examId}/results/vii/withdraw`)).statusCode).toBe(404);
    expect((await call('POST', `/api/exams/${examId}/results/vii/publish`)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/exams/${examId}/results/vi`)).statusCode).toBe(204);
    expect((await audits('delete')).length).toBe(1);
    expect((await call('GET', `/api/exams/${examId}/results/vi`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/exams/${examId}/results/vi`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/exams/${examId}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/exams/${examId}`)).statusCode).toBe(404);
    const examAudit = await ctx()
      .database.db.select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, 'exam'));
    expect(examAudit.map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('refuses a NUL (which PostgreSQL cannot store) anywhere in a request with a 400, never a 500', async () => {
    const exam = await call('POST', '/api/exams', {
      title: 'Model test\u0000',
      titleBn: '',
      heldOn: '2026-08-01',
    });
    expect(exam.statusCode).toBe(400);
    expect(exam.json().error.details.fields).toEqual([
      { field: 'title', message: 'Invalid value', rule: { name: 'invalid' } },
    ]);
    const made = await call('POST', '/api/exams', {
      title: 'Model test',
      titleBn: '',
      heldOn: '2026-08-01',
    });
    const subjects = structuredClone(TEST_SUBJECTS);
    subjects[1]!.name = 'Mathe\u0000matics';
    const check = await call('POST', `/api/exams/${made.json().id}/results/vi/check`, {
      subjects,
      text: SHEET,
    });
    expect(check.statusCode).toBe(400);
    expect(check.json().error.details.fields[0].field).toBe('subjects.1.name');
    const inPath = await call('GET', '/api/exams/%00/results/vi');
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().error.details).toMatchObject({ in: 'params', fields: [{ field: 'id' }] });
    expect(
      (await call('PUT', '/api/exams/%00', { title: 'A', titleBn: '', heldOn: '2026-08-01' }))
        .statusCode,
    ).toBe(400);
    const lookedUp = await lookup({ exam: '\u0000', roll: '1', dateOfBirth: '2014-03-15' });
    expect(lookedUp.statusCode).toBe(400);
    expect((await call('DELETE', `/api/exams/${made.json().id}`)).statusCode).toBe(204);
  });

  it('answers 429 after sixty lookups that found nothing from one address, whatever the rolls', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 61; i++)
      codes.push(
        // Rolls no earlier test looked up: each roll's own wait is not what this counts.
        (await lookup({ roll: String(100 + i), dateOfBirth: '2014-01-01' }, '203.0.113.77'))
          .statusCode,
      );
    expect(codes.slice(0, 60).every((c) => c === 404)).toBe(true);
    expect(codes[60]).toBe(429);
    // Held, the address waits for everything; another address does not.
    expect(
      (await lookup({ roll: '1', dateOfBirth: '2014-03-15' }, '203.0.113.77')).statusCode,
    ).toBe(429);
    expect((await lookup({ roll: '1', dateOfBirth: '2014-01-01' })).statusCode).toBe(404);
  });

  it('saves a 300-student sheet of the junior subjects (timed, not asserted)', async () => {
    const created = await call('POST', '/api/exams', {
      title: 'Annual',
      titleBn: '',
      heldOn: '2026-11-20',
    });
    examId = created.json().id;
    const subjects = SUBJECT_PRESETS.junior;
    const columns = markColumns(subjects).filter((c) => !c.optional || c.subject === 'agri');
    const lines = [
      ['roll', 'name', 'nameBn', 'dateOfBirth', ...columns.map((c) => c.key)].join(','),
      ...Array.from({ length: 300 }, (_x, i) =>
        [
          i + 1,
          `Student ${i + 1}`,
          '',
          `2014-0${(i % 9) + 1}-1${i % 10}`,
          ...columns.map((c, k) =>
            c.optional && i % 3 !== 0
              ? ''
              : Math.min(c.max, Math.round((c.max * (((i * 7 + k * 13) % 60) + 35)) / 100)),
          ),
        ].join(','),
      ),
    ];
    const started = performance.now();
    const res = await sheet('save', file(...lines), 'vi', subjects);
    const ms = performance.now() - started;
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().students).toBe(300);
    console.log(`Saving a 300-student sheet took ${ms.toFixed(0)} ms`);
    const again = performance.now();
    expect((await call('GET', `/api/exams/${examId}/results/vi`)).statusCode).toBe(200);
    console.log(`Reading it back (tabulation) took ${(performance.now() - again).toFixed(0)} ms`);
  });
});

/**
 * A class's sheet: rolls 1 to `students`, roll n born on day n + `days` after 2011-01-01
 * (bornOn), so no two students of the two classes share a birthday.
 */
const bigSheet = (students: number, days: number) =>
  file(
    CODE_HEADERS,
    ...Array.from({ length: students }, (_, i) => {
      const roll = i + 1;
      return `${roll},Student ${roll},,${bornOn(roll + days)},,50,20,35,45,30,,`;
    }),
  );
const bornOn = (day: number) =>
  new Date(Date.UTC(2011, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);

describeEachDatabase('result lookups that slow a guesser, not a family (issue 45)', (ctx) => {
  const exams: string[] = [];
  let address = 0;
  const fresh = () => `10.45.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  beforeAll(async () => {
    await makeAccount(ctx().database.db, 'admin', { loginId: 'issue45-admin' });
    const admin = (await signIn(ctx().app, 'admin', 'issue45-admin')).cookie;
    const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      ctx().app.inject({ method, url, payload, headers: { cookie: admin } });
    // Two exams of one year: the same classes, the same students (rolls 1 to 350 of six and seven).
    for (const title of ['Half-yearly Examination', 'Annual Examination']) {
      const made = await call('POST', '/api/exams', { title, titleBn: '', heldOn: '2026-06-01' });
      expect(made.statusCode, made.body).toBe(201);
      const exam = made.json();
      for (const grade of ['vi', 'vii']) {
        const saved = await call('PUT', `/api/exams/${exam.id}/results/${grade}`, {
          subjects: TEST_SUBJECTS,
          text: bigSheet(350, grade === 'vi' ? 0 : 1000),
        });
        expect(saved.statusCode, saved.body.slice(0, 400)).toBe(200);
        await call('POST', `/api/exams/${exam.id}/results/${grade}/publish`);
      }
      exams.push(exam.id);
    }
  }, 120_000);
  const lookup = (
    exam: string,
    roll: number,
    dateOfBirth: string,
    {
      from = fresh(),
      cookie,
      grade = 'vi',
    }: { from?: string; cookie?: string; grade?: string } = {},
  ) =>
    ctx().app.inject({
      url: `/api/results/lookup?${new URLSearchParams({ exam, grade, roll: String(roll), dateOfBirth })}`,
      remoteAddress: from,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const wrong = '2010-01-01';

  it('a student held by a stranger’s guesses still answers the browser that found the result before', async () => {
    const [half, annual] = exams as [string, string];
    const found = await lookup(half, 6, bornOn(6));
    expect(found.statusCode).toBe(200);
    const device = found.cookies.find((c) => c.name === 'result-device');
    expect(device?.httpOnly).toBe(true);
    const cookie = `result-device=${device!.value}`;
    // The cookie holds no date of birth and no roll.
    expect(device!.value).not.toContain(bornOn(6));
    // A stranger, from eleven addresses: the student waits for everyone else.
    for (let i = 0; i < 10; i++) expect((await lookup(half, 6, wrong)).statusCode).toBe(404);
    expect((await lookup(half, 6, wrong)).statusCode).toBe(429);
    expect((await lookup(half, 6, bornOn(6))).statusCode).toBe(429);
    const altered = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await lookup(half, 6, bornOn(6), { cookie: altered })).statusCode).toBe(429);
    // The family's browser: this exam's result, and the next exam's, from any address.
    expect((await lookup(half, 6, bornOn(6), { cookie })).statusCode).toBe(200);
    const next = await lookup(annual, 6, bornOn(6), { cookie });
    expect(next.statusCode).toBe(200);
    expect(next.json().result).toMatchObject({ roll: '6', name: 'Student 6' });
    // Still held for every other browser: the family's lookups gave the stranger nothing.
    expect((await lookup(half, 6, wrong)).statusCode).toBe(429);
  });

  it('counts date-of-birth guesses per student across exams: a second exam gives no more', async () => {
    const [half, annual] = exams as [string, string];
    for (let i = 0; i < 10; i++) expect((await lookup(half, 7, wrong)).statusCode).toBe(404);
    // The same student in the other exam has no guesses left either.
    const other = await lookup(annual, 7, '2010-01-02');
    expect(other.statusCode).toBe(429);
    expect(other.json().error.details).toEqual({ reason: 'result_tries', params: { count: 1 } });
    expect((await lookup(annual, 7, bornOn(7))).statusCode).toBe(429);
    // Another student is not held by it.
    expect((await lookup(annual, 8, bornOn(8))).statusCode).toBe(200);
  });

  it('serves a results morning: 670 families through five shared addresses, a third of them mistyping first', async () => {
    const [, annual] = exams as [string, string];
    const shared = ['100.64.0.1', '100.64.0.2', '100.64.0.3', '100.64.0.4', '100.64.0.5'];
    const codes = new Map<number, number>();
    // Rolls 11 to 345 of classes six and seven, one family each, within one ten-minute window.
    for (let n = 0; n < 670; n++) {
      const grade = n < 335 ? 'vi' : 'vii';
      const roll = 11 + (n % 335);
      const day = roll + (grade === 'vi' ? 0 : 1000);
      const from = shared[n % shared.length]!;
      if (n % 3 === 0)
        expect((await lookup(annual, roll, wrong, { from, grade })).statusCode).toBe(404);
      const res = await lookup(annual, roll, bornOn(day), { from, grade });
      codes.set(res.statusCode, (codes.get(res.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(codes)).toEqual({ 200: 670 });
    // 134 lookups found from each address: only the 45 that found nothing were counted.
    // A guesser at the same address is still stopped at sixty of those.
    const guesses: number[] = [];
    for (let i = 0; i < 20; i++)
      guesses.push((await lookup(annual, 346 + (i % 5), wrong, { from: shared[0] })).statusCode);
    expect(guesses.slice(0, 15).every((c) => c === 404)).toBe(true);
    expect(guesses.slice(15)).toContain(429);
  }, 300_000);
});
