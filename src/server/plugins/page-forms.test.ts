import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { admissions } from '../db/schema.ts';
import { dataOf, mainOf, ssrEntry, textOf, webDir } from '../test/drawn-pages.ts';
import { CODE_HEADERS, TEST_SUBJECTS } from '../test/exam-results.ts';
import { ADMISSION_INPUT, openAdmission, pngBytes } from '../test/factories.ts';
import { multipartBody } from '../test/multipart.ts';
import { makeAccount, signIn } from '../test/sign-in.ts';
import { describeEachDatabase } from '../test/test-app.ts';

const SHEET = `\uFEFF${[
  CODE_HEADERS,
  '1,Sadia Islam,সাদিয়া ইসলাম,15/03/2014,,60,25,40,55,35,85,',
  '2,Rakib Hasan,রাকিব হাসান,,20147812345678901,50,20,35,45,30,,',
].join('\r\n')}\r\n`;

let address = 0;
/** Each reader from an address of their own, unless a test says otherwise. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** The refusal drawn beside each field, by the field's name (its id ends with it). */
function fieldErrors(html: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const m of html.matchAll(/<p id="[^"]*-([A-Za-z]+)-error"[^>]*>([^<]*)<\/p>/g))
    found[m[1]!] = m[2]!;
  return found;
}

describeEachDatabase(
  'public forms sent without the app’s code (issue 49)',
  (ctx) => {
    let examId = '';
    beforeAll(async () => {
      const { app, database } = ctx();
      await makeAccount(database.db, 'admin', { loginId: 'forms-admin' });
      const { cookie } = await signIn(app, 'admin', 'forms-admin');
      const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
        app.inject({ method, url, payload, headers: { cookie } });
      const exam = await call('POST', '/api/exams', {
        title: 'Half-yearly Examination 2026',
        titleBn: 'অর্ধবার্ষিক পরীক্ষা ২০২৬',
        heldOn: '2026-06-02',
      });
      examId = exam.json().id;
      const saved = await call('PUT', `/api/exams/${examId}/results/vi`, {
        subjects: TEST_SUBJECTS,
        text: SHEET,
        mode: 'correct',
      });
      expect(saved.statusCode).toBe(200);
      expect((await call('POST', `/api/exams/${examId}/results/vi/publish`, {})).statusCode).toBe(
        200,
      );
      await openAdmission(database.db, 'vi');
    });

    const lookup = (query: Record<string, string>, headers: Record<string, string> = {}) =>
      ctx().app.inject({
        url: `/result?${new URLSearchParams({ exam: examId, grade: 'vi', by: 'dateOfBirth', ...query })}`,
        remoteAddress: nextAddress(),
        headers,
      });

    /** The admission form sent by a Bangla reader's browser without the app's code. */
    const apply = (payload: Buffer, headers: Record<string, string>) =>
      ctx().app.inject({
        method: 'POST',
        url: '/onlineAdmission',
        payload,
        headers: { ...headers, origin: 'http://localhost:80', cookie: 'lang=bn' },
        remoteAddress: nextAddress(),
      });

    it('draws the marksheet for a result looked up with the page’s own form, for this reader alone', async () => {
      const res = await lookup({ roll: '১', dateOfBirth: '১৫/০৩/২০১৪', birthRegistration: '' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const main = textOf(mainOf(res.body));
      expect(main).toContain('Sadia Islam');
      expect(main).toContain('Merit position');
      // The form as it was sent, and the answer in the page's data for the app to take over.
      expect(res.body).toMatch(/<input[^>]*name="roll" value="১"/);
      const form = dataOf(res.body).state.queries.find(
        (q: { queryKey: string[] }) => q.queryKey[0] === 'page-form',
      );
      expect(form.state.data).toMatchObject({ form: 'result-lookup', status: 200 });
      // Never kept for the next visitor of the page.
      const next = await ctx().app.inject({ url: '/result' });
      expect(next.body).not.toContain('Sadia Islam');
      expect(
        dataOf(next.body).state.queries.map((q: { queryKey: string[] }) => q.queryKey[0]),
      ).not.toContain('page-form');
    });

    it('finds by birth registration number when that way is chosen, the date not sent', async () => {
      const res = await lookup({
        roll: '2',
        by: 'birthRegistration',
        dateOfBirth: 'not a date',
        birthRegistration: '২০১৪৭৮১২৩৪৫৬৭৮৯০১',
      });
      expect(res.statusCode).toBe(200);
      expect(textOf(mainOf(res.body))).toContain('Rakib Hasan');
    });

    it('says no result matches a wrong date, with the same status as the API', async () => {
      const res = await lookup({ roll: '1', dateOfBirth: '16/03/2014' });
      expect(res.statusCode).toBe(404);
      expect(textOf(mainOf(res.body))).toContain('No result matches these details.');
      expect(textOf(mainOf(res.body))).not.toContain('Sadia Islam');
    });

    it('draws each refusal beside its field in the reader’s language, the way chosen required', async () => {
      const res = await lookup({ roll: '', grade: '', dateOfBirth: '' }, { cookie: 'lang=bn' });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('<html lang="bn">');
      expect(fieldErrors(res.body)).toMatchObject({
        grade: 'ষষ্ঠ থেকে দশমের মধ্যে একটি শ্রেণি বেছে নিন',
        roll: 'এই ঘরটি পূরণ করা আবশ্যক',
        birth: 'এই ঘরটি পূরণ করা আবশ্যক',
      });
      const byNumber = await lookup({ roll: '1', by: 'birthRegistration', birthRegistration: '' });
      expect(fieldErrors(byNumber.body)).toEqual({
        registration: 'This field is required',
      });
    });

    it('counts lookups from the page against the reader’s address, as the API’s own', async () => {
      const reader = '10.77.0.1';
      const from = (url: string) => ctx().app.inject({ url, remoteAddress: reader });
      // Sixty lookups that find nothing, each of another roll: the address's budget.
      const guess = (roll: number) =>
        from(`/result?exam=${examId}&grade=vi&roll=${roll}&dateOfBirth=01/01/2014`);
      for (let roll = 100; roll < 160; roll++) expect((await guess(roll)).statusCode).toBe(404);
      const refused = await guess(160);
      expect(refused.statusCode).toBe(429);
      expect(textOf(mainOf(refused.body))).toContain('Too many');
      // The API counts the same reader: one budget for both ways in.
      const api = await from(
        `/api/results/lookup?exam=${examId}&grade=vi&roll=161&dateOfBirth=2014-01-01`,
      );
      expect(api.statusCode).toBe(429);
      // Another reader is not held back.
      expect((await lookup({ roll: '1', dateOfBirth: '15/03/2014' })).statusCode).toBe(200);
    });

    it('takes an application with its photo from the plain form, and draws the slip', async () => {
      const photo = await pngBytes(1600, 2000);
      const { payload, headers } = multipartBody(
        {
          ...ADMISSION_INPUT,
          photo: '',
          dateOfBirth: '১২/০৩/২০১৪',
          guardianMobile: '০১৮১২ ৩৪৫৬৭৯',
        },
        { field: 'photo', name: 'camera.jpg', type: 'image/png', bytes: photo },
      );
      const res = await apply(payload, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const reference = textOf(mainOf(res.body)).match(/ADM-\d{4}-[A-Z0-9]{6}/)?.[0];
      expect(reference).toBeDefined();
      expect(textOf(mainOf(res.body))).toContain('ভর্তির আবেদন: প্রাপ্তিস্বীকারপত্র');
      const [row] = await ctx()
        .database.db.select()
        .from(admissions)
        .where(eq(admissions.reference, reference!));
      // The date read in the school's order, the mobile in Latin digits, the family's SMS in Bangla.
      expect(row).toMatchObject({
        dateOfBirth: '2014-03-12',
        guardianMobile: '01812345679',
        language: 'bn',
      });
      // And found by the status lookup's plain form.
      const shown = await ctx().app.inject({
        url: `/onlineAdmission?reference=${reference}&mobile=01812345679`,
        remoteAddress: nextAddress(),
      });
      expect(shown.statusCode).toBe(200);
      expect(textOf(mainOf(shown.body))).toContain(`Application ${reference}`);
    });

    it('draws the form again as typed, each refusal beside its field, when it is refused', async () => {
      const { payload, headers } = multipartBody(
        { ...ADMISSION_INPUT, photo: '', studentName: 'সাদিয়া', dateOfBirth: '31/02/2014' },
        {
          field: 'photo',
          name: 'camera.jpg',
          type: 'image/jpeg',
          bytes: Buffer.from('%PDF-1.4 not a photo'),
        },
      );
      const res = await apply(payload, headers);
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res.body)).toMatchObject({
        studentName: 'নামটি ইংরেজি অক্ষরে লিখুন',
        dateOfBirth: expect.stringContaining('দিন/মাস/বছর'),
      });
      expect(res.body).toMatch(/<input[^>]*name="studentNameBn"[^>]*value="সাদিয়া ইসলাম"/);
      expect(res.body).toMatch(/<input[^>]*name="dateOfBirth"[^>]*value="31\/02\/2014"/);
      expect(res.body).toMatch(/<option value="father" selected="">/);
      // Nothing was kept.
      const kept = await ctx()
        .database.db.select()
        .from(admissions)
        .where(eq(admissions.studentName, 'সাদিয়া'));
      expect(kept).toEqual([]);
    });

    it('refuses a plain form sent from another site', async () => {
      const { payload, headers } = multipartBody({ ...ADMISSION_INPUT, photo: '' });
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/onlineAdmission',
        payload,
        headers: { ...headers, origin: 'https://elsewhere.example' },
      });
      expect(res.statusCode).toBe(403);
    });
  },
  { webDir, ssrEntry },
);
