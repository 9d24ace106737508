import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { admissionPhotos, admissions } from '../../db/schema.ts';
import { ADMISSION_INPUT, openAdmission } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { today } from '../posts/today.ts';

const valid = { ...ADMISSION_INPUT, guardianMobile: '+8801812345678' };
const day = (offset: number) => today(new Date(Date.now() + offset * 86_400_000));

describeEachDatabase(
  'POST /api/admissions',
  (ctx) => {
    beforeAll(async () => {
      await openAdmission(ctx().database.db, 'vi');
      await openAdmission(ctx().database.db, 'ix');
    });
    const apply = (payload: object) =>
      ctx().app.inject({ method: 'POST', url: '/api/admissions', payload });
    const rowOf = async (reference: string) =>
      (
        await ctx().database.db.select().from(admissions).where(eq(admissions.reference, reference))
      )[0]!;

    it('stores what the office needs, with the photo re-encoded for the office only', async () => {
      const res = await apply(valid);
      expect(res.statusCode).toBe(201);
      const { reference } = res.json();
      expect(reference).toMatch(/^ADM-\d{4}-[2-9A-HJ-NP-Z]{6}$/);
      const row = await rowOf(reference);
      expect(row).toMatchObject({
        studentNameBn: 'সাদিয়া ইসলাম',
        studentName: 'Sadia Islam',
        dateOfBirth: '2014-03-12',
        birthRegistration: '20147812345678901',
        fatherName: 'আব্দুল করিম',
        guardianRelation: 'father',
        guardianMobile: '01812345678',
        guardianEmail: '',
        studentMobile: '',
        village: 'চর নীলকমল',
        previousClass: 'v',
        grade: 'vi',
        status: 'new',
      });
      expect(row.periodId).toBeTruthy();
      const [photo] = await ctx()
        .database.db.select()
        .from(admissionPhotos)
        .where(eq(admissionPhotos.admissionId, row.id));
      const meta = await sharp(Buffer.from(photo!.webp, 'base64')).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 12, height: 16 });
      expect(meta.exif).toBeUndefined();
    });

    it('takes numbers typed in Bangla digits with spaces and dashes, and keeps them as digits', async () => {
      const res = await apply({
        ...valid,
        studentMobile: '০১৭১২ ৩৪৫ ৬৭৮',
        guardianMobile: '০১৮১২-৩৪৫৬৭৮',
        birthRegistration: '২০১৪ ৭৮১২ ৩৪৫৬ ৭৮৯০১',
      });
      expect(res.statusCode).toBe(201);
      const { reference } = res.json();
      expect(await rowOf(reference)).toMatchObject({
        studentMobile: '01712345678',
        guardianMobile: '01812345678',
        birthRegistration: '20147812345678901',
      });
      // The guardian looks it up the same way, in either digits.
      const found = await ctx().app.inject({
        url: `/api/admissions/status?reference=${reference}&mobile=${encodeURIComponent('০১৮১২৩৪৫৬৭৮')}`,
      });
      expect(found.statusCode).toBe(200);
    });

    it('lets the guardian look the application up by reference and mobile; a wrong one of either answers the same', async () => {
      const { reference } = (await apply({ ...valid, grade: 'ix' })).json();
      const found = await ctx().app.inject({
        url: `/api/admissions/status?reference=${reference}&mobile=01812345678`,
      });
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({
        reference,
        studentName: 'সাদিয়া ইসলাম',
        grade: 'ix',
        status: 'new',
      });
      const wrongMobile = await ctx().app.inject({
        url: `/api/admissions/status?reference=${reference}&mobile=01999999999`,
      });
      const unknown = await ctx().app.inject({
        url: '/api/admissions/status?reference=ADM-2026-ZZZZZZ&mobile=01812345678',
      });
      // Its last character changed (to another: a reference may end in either).
      const other = reference.endsWith('2') ? '3' : '2';
      const typo = await ctx().app.inject({
        url: `/api/admissions/status?reference=${reference.slice(0, -1)}${other}&mobile=01812345678`,
      });
      for (const res of [wrongMobile, unknown, typo]) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(wrongMobile.body);
      }
    });

    it('takes the date of birth as families type it: eight Bangla digits, a month’s name (issue 46)', async () => {
      for (const [typed, kept] of [
        ['১৫০৩২০১৪', '2014-03-15'],
        ['12-Feb-14', '2014-02-12'],
        ['১৫ মার্চ ২০১৪', '2014-03-15'],
        ['3/15/2014', '2014-03-15'],
      ]) {
        const res = await apply({ ...valid, dateOfBirth: typed });
        expect(res.statusCode, `${typed}: ${res.body.slice(0, 300)}`).toBe(201);
        expect(await rowOf(res.json().reference)).toMatchObject({ dateOfBirth: kept });
      }
    });

    it('refuses a date it cannot read on the date, with the form expected, not on the birth registration number', async () => {
      const res = await apply({ ...valid, dateOfBirth: '৩১০২২০১৪' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.fields).toEqual([
        expect.objectContaining({
          field: 'dateOfBirth',
          message: 'Enter the date as day/month/year, e.g. 15/03/2014',
          rule: { name: 'dateDayFirst' },
        }),
      ]);
    });

    it.each([
      ['studentNameBn', { studentNameBn: '' }, 'required'],
      ['studentName', { studentName: 'সাদিয়া' }, 'englishLetters'],
      ['guardianEmail', { guardianEmail: 'নেই' }, 'email'],
      ['grade', { grade: 'xi' }, 'grade'],
      ['studentMobile', { studentMobile: '12345' }, 'mobile'],
      ['guardianMobile', { guardianMobile: '' }, 'required'],
      ['birthRegistration', { birthRegistration: '2014781234567890' }, 'birthRegistration'],
      // One digit of the year mistyped: the date of birth says 2014.
      ['birthRegistration', { birthRegistration: '20417812345678901' }, 'birthRegistrationYear'],
      ['dateOfBirth', { dateOfBirth: '2014-02-30' }, 'dateDayFirst'],
      ['dateOfBirth', { dateOfBirth: day(30) }, 'futureDate'],
      ['dateOfBirth', { dateOfBirth: '1985-01-01' }, 'date'],
      ['guardianName', { guardianRelation: 'uncle', guardianName: '' }, 'required'],
      ['guardianRelation', { guardianRelation: 'neighbour' }, 'choice'],
      ['previousClass', { previousClass: 'xi' }, 'choice'],
      ['photo', { photo: '' }, 'photo'],
      ['photo', { photo: 'https://example.com/a.jpg' }, 'photo'],
      ['village', { village: undefined }, 'required'],
    ])(
      'refuses a bad %s with a 400 naming it and its rule, and stores nothing',
      async (field, change, rule) => {
        const before = (await ctx().database.db.select().from(admissions)).length;
        const res = await apply({ ...valid, ...change });
        expect(res.statusCode).toBe(400);
        const fields = res.json().error.details.fields as {
          field: string;
          rule: { name: string };
        }[];
        expect(fields).toContainEqual(
          expect.objectContaining({ field, rule: expect.objectContaining({ name: rule }) }),
        );
        expect((await ctx().database.db.select().from(admissions)).length).toBe(before);
      },
    );

    it('shows every refused field at once, the checks across fields with the rest', async () => {
      const res = await apply({ ...valid, village: '', birthRegistration: '20417812345678901' });
      const fields = res.json().error.details.fields.map((f: { field: string }) => f.field);
      expect(fields).toEqual(expect.arrayContaining(['village', 'birthRegistration']));
    });

    it('takes the guardian with a name of their own when it is not a parent', async () => {
      const res = await apply({ ...valid, guardianRelation: 'uncle', guardianName: 'মোস্তফা কামাল' });
      expect(res.statusCode).toBe(201);
      expect(await rowOf(res.json().reference)).toMatchObject({ guardianName: 'মোস্তফা কামাল' });
    });

    it('refuses a file that is not a photo (whatever its address says), and a broken one', async () => {
      const text = `data:image/jpeg;base64,${Buffer.from('not a picture at all').toString('base64')}`;
      const notImage = await apply({ ...valid, photo: text });
      expect(notImage.statusCode).toBe(415);
      const jpeg = Buffer.from(valid.photo.split(',')[1]!, 'base64');
      const cut = `data:image/jpeg;base64,${jpeg.subarray(0, 120).toString('base64')}`;
      const broken = await apply({ ...valid, photo: cut });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().error.code).toBe('bad_image');
    });

    it('refuses a class whose admission is not open today, before, after and without a period', async () => {
      const db = ctx().database.db;
      await openAdmission(db, 'vii', { opensOn: day(1), closesOn: day(30) });
      await openAdmission(db, 'viii', { opensOn: day(-30), closesOn: day(-1) });
      for (const grade of ['vii', 'viii', 'x']) {
        const res = await apply({ ...valid, grade });
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toMatchObject({
          code: 'admission_closed',
          details: { reason: 'admission_closed' },
        });
      }
    });

    it('refuses a body that is not JSON with a 4xx, not a 500', async () => {
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/admissions',
        payload: '{"studentName":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBeTruthy();
    });
  },
  { rateLimits: false },
);

describeEachDatabase('GET /api/admissions/season', (ctx) => {
  it('gives each class its open period, else the next, else the last', async () => {
    const db = ctx().database.db;
    const empty = await ctx().app.inject({ url: '/api/admissions/season' });
    expect(empty.json()).toEqual({ today: today(), periods: [] });
    await openAdmission(db, 'vi', { opensOn: day(-100), closesOn: day(-70) });
    await openAdmission(db, 'vi', { opensOn: day(-5), closesOn: day(5), seats: 120 });
    await openAdmission(db, 'vi', { opensOn: day(200), closesOn: day(230) });
    await openAdmission(db, 'vii', { opensOn: day(60), closesOn: day(90) });
    await openAdmission(db, 'vii', { opensOn: day(20), closesOn: day(40) });
    await openAdmission(db, 'viii', { opensOn: day(-300), closesOn: day(-270) });
    await openAdmission(db, 'viii', { opensOn: day(-30), closesOn: day(-1) });
    const res = await ctx().app.inject({ url: '/api/admissions/season' });
    expect(res.statusCode).toBe(200);
    expect(res.json().periods).toEqual([
      expect.objectContaining({ grade: 'vi', state: 'open', seats: 120, closesOn: day(5) }),
      expect.objectContaining({ grade: 'vii', state: 'upcoming', opensOn: day(20) }),
      expect.objectContaining({ grade: 'viii', state: 'closed', closesOn: day(-1) }),
    ]);
  });
});

describeEachDatabase('admission rate limit', (ctx) => {
  beforeAll(() => openAdmission(ctx().database.db, 'vi'));
  const apply = (remoteAddress: string, payload: object = valid) =>
    ctx().app.inject({ method: 'POST', url: '/api/admissions', payload, remoteAddress });
  const refused = { ...valid, studentName: '' };

  it('a digital centre sends 100 applications in an hour from one address; refused forms do not use them up', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 100; i++) {
      codes.push((await apply('10.9.9.9')).statusCode);
      // A mistake now and then, corrected and sent again: not counted against the centre.
      if (i % 10 === 0) expect((await apply('10.9.9.9', refused)).statusCode).toBe(400);
    }
    expect(codes.every((c) => c === 201)).toBe(true);
  });

  it('stops spam: 120 accepted applications an hour, 20 refused forms per 10 minutes, from one address', async () => {
    for (let i = 0; i < 120; i++) expect((await apply('10.9.9.1')).statusCode).toBe(201);
    const last = await apply('10.9.9.1');
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatchObject({ code: 'too_many_requests' });
    expect(last.json().error.message).toMatch(/try again/i);

    for (let i = 0; i < 20; i++) expect((await apply('10.9.9.2', refused)).statusCode).toBe(400);
    expect((await apply('10.9.9.2', refused)).statusCode).toBe(429);
    // Held, the address waits even with a good form; another address does not.
    expect((await apply('10.9.9.2')).statusCode).toBe(429);
    expect((await apply('10.9.9.10')).statusCode).toBe(201);
  });
});

const benchToken = 'bench-token-for-tests-only';
describeEachDatabase(
  'the benchmark client and the rate limit',
  (ctx) => {
    beforeAll(() => openAdmission(ctx().database.db, 'vi'));
    const apply = (
      remoteAddress: string,
      headers: Record<string, string> = {},
      payload: object = valid,
    ) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/admissions',
        payload,
        remoteAddress,
        headers,
      });

    it('skips the limit only for loopback requests carrying the benchmark token', async () => {
      // Refused forms, of which an address may send twenty in ten minutes.
      const bad = { ...valid, studentName: '' };
      for (let i = 0; i < 22; i++)
        expect((await apply('127.0.0.1', { 'x-bench-token': benchToken }, bad)).statusCode).toBe(
          400,
        );
      const codes = [];
      for (let i = 0; i < 21; i++)
        codes.push((await apply('10.7.7.7', { 'x-bench-token': benchToken }, bad)).statusCode);
      expect(codes[20]).toBe(429);
      const wrong = [];
      for (let i = 0; i < 21; i++)
        wrong.push(
          (await apply('127.0.0.1', { 'x-bench-token': 'guess-guess-guess' }, bad)).statusCode,
        );
      expect(wrong[20]).toBe(429);
    });
  },
  { benchToken },
);

describeEachDatabase('the applicant photo', (ctx) => {
  it('is for the admin only', async () => {
    const db = ctx().database.db;
    await openAdmission(db, 'vi');
    await ctx().app.inject({ method: 'POST', url: '/api/admissions', payload: valid });
    const [row] = await db.select().from(admissions);
    const url = `/api/admissions/${row!.id}/photo`;
    expect((await ctx().app.inject({ url })).statusCode).toBe(401);
    await makeAccount(db, 'teacher', { loginId: 'photo-teacher' });
    const teacher = (await signIn(ctx().app, 'teacher', 'photo-teacher')).cookie;
    expect((await ctx().app.inject({ url, headers: { cookie: teacher } })).statusCode).toBe(403);
    await makeAccount(db, 'admin', { loginId: 'photo-admin' });
    const admin = (await signIn(ctx().app, 'admin', 'photo-admin')).cookie;
    const res = await ctx().app.inject({ url, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('webp');
    const none = await ctx().app.inject({
      url: '/api/admissions/00000000-0000-4000-8000-000000000000/photo',
      headers: { cookie: admin },
    });
    expect(none.statusCode).toBe(404);
  });
});
