import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { admissions } from '../../db/schema.ts';
import { describeEachDatabase } from '../../test/test-app.ts';

const valid = {
  studentName: 'Sadia Islam',
  studentMobile: '01712345678',
  guardianName: 'Abdul Karim',
  guardianMobile: '+8801812345678',
  guardianEmail: 'karim@example.com',
  guardianOccupation: 'Fisherman',
  grade: 'vi',
};

describeEachDatabase('POST /api/admissions', (ctx) => {
  it('stores the application and answers with a reference', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/admissions', payload: valid });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    expect(reference).toMatch(/^ADM-\d{4}-[2-9A-HJ-NP-Z]{6}$/);
    const [row] = await ctx()
      .database.db.select()
      .from(admissions)
      .where(eq(admissions.reference, reference));
    expect(row).toMatchObject({
      studentName: 'Sadia Islam',
      guardianMobile: '01812345678',
      grade: 'vi',
      status: 'new',
    });
  });

  it('takes mobiles typed in Bangla digits, with spaces and dashes, and keeps them as digits', async () => {
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/admissions',
      payload: { ...valid, studentMobile: '০১৭১২ ৩৪৫ ৬৭৮', guardianMobile: '০১৮১২-৩৪৫৬৭৮' },
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    const [row] = await ctx()
      .database.db.select()
      .from(admissions)
      .where(eq(admissions.reference, reference));
    expect(row).toMatchObject({ studentMobile: '01712345678', guardianMobile: '01812345678' });
    // The guardian looks it up the same way, in either digits.
    const found = await ctx().app.inject({
      url: `/api/admissions/status?reference=${reference}&mobile=${encodeURIComponent('০১৮১২৩৪৫৬৭৮')}`,
    });
    expect(found.statusCode).toBe(200);
  });

  it('lets the guardian look the application up by reference and mobile', async () => {
    const { reference } = (
      await ctx().app.inject({
        method: 'POST',
        url: '/api/admissions',
        payload: { ...valid, grade: 'ix' },
      })
    ).json();
    const found = await ctx().app.inject({
      url: `/api/admissions/status?reference=${reference}&mobile=01812345678`,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ reference, grade: 'ix', status: 'new' });
    const wrong = await ctx().app.inject({
      url: `/api/admissions/status?reference=${reference}&mobile=01999999999`,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it.each([
    ['studentName', { studentName: '' }],
    ['guardianEmail', { guardianEmail: 'not-an-email' }],
    ['grade', { grade: 'xi' }],
    ['studentMobile', { studentMobile: '12345' }],
    ['guardianOccupation', { guardianOccupation: undefined }],
  ])('refuses a bad %s with a 400 naming it, and stores nothing', async (field, change) => {
    const before = (await ctx().database.db.select().from(admissions)).length;
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/admissions',
      payload: { ...valid, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields.map((f: { field: string }) => f.field)).toContain(field);
    expect((await ctx().database.db.select().from(admissions)).length).toBe(before);
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
});

describeEachDatabase('admission rate limit', (ctx) => {
  it('answers 429 with a clear message after ten applications from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (
          await ctx().app.inject({
            method: 'POST',
            url: '/api/admissions',
            payload: valid,
            remoteAddress: '10.9.9.9',
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    const last = await ctx().app.inject({
      method: 'POST',
      url: '/api/admissions',
      payload: valid,
      remoteAddress: '10.9.9.9',
    });
    expect(last.statusCode).toBe(429);
    expect(last.json().error).toMatchObject({ code: 'too_many_requests' });
    expect(last.json().error.message).toMatch(/try again/i);
    const other = await ctx().app.inject({
      method: 'POST',
      url: '/api/admissions',
      payload: valid,
      remoteAddress: '10.9.9.10',
    });
    expect(other.statusCode).toBe(201);
  });
});

const benchToken = 'bench-token-for-tests-only';
describeEachDatabase(
  'the benchmark client and the rate limit',
  (ctx) => {
    const apply = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/admissions',
        payload: valid,
        remoteAddress,
        headers,
      });

    it('skips the limit only for loopback requests carrying the benchmark token', async () => {
      for (let i = 0; i < 12; i++)
        expect((await apply('127.0.0.1', { 'x-bench-token': benchToken })).statusCode).toBe(201);
      const codes = [];
      for (let i = 0; i < 11; i++)
        codes.push((await apply('10.7.7.7', { 'x-bench-token': benchToken })).statusCode);
      expect(codes[10]).toBe(429);
      const wrong = [];
      for (let i = 0; i < 11; i++)
        wrong.push((await apply('127.0.0.1', { 'x-bench-token': 'guess-guess-guess' })).statusCode);
      expect(wrong[10]).toBe(429);
    });
  },
  { benchToken },
);
