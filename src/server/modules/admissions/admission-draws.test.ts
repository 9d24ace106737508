import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { drawLottery } from '../../../shared/lottery.ts';
import { admissionPeriods, admissions } from '../../db/schema.ts';
import { ADMISSION_INPUT, openAdmission } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { today } from '../posts/today.ts';

const day = (offset: number) => today(new Date(Date.now() + offset * 86_400_000));
const mobile = (i: number) => `0181500${String(i).padStart(4, '0')}`;

describeEachDatabase(
  'the admission lottery',
  (ctx) => {
    let admin = '';
    let periodId = '';
    const references: string[] = [];
    beforeAll(async () => {
      const db = ctx().database.db;
      await makeAccount(db, 'admin', { loginId: 'lottery-admin' });
      admin = (await signIn(ctx().app, 'admin', 'lottery-admin')).cookie;
      // Eight apply while class seven is open, for 4 seats; then the period closes.
      periodId = (await openAdmission(db, 'vii', { seats: 4 })).id;
      for (let i = 0; i < 8; i++) {
        const res = await ctx().app.inject({
          method: 'POST',
          url: '/api/admissions',
          payload: {
            ...ADMISSION_INPUT,
            grade: 'vii',
            studentNameBn: `শিক্ষার্থী ${i + 1}`,
            guardianMobile: mobile(i),
          },
        });
        references.push(res.json().reference);
      }
    });
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      ctx().app.inject({ method, url, payload, headers: { cookie: admin } });
    const draw = (payload: object) =>
      call('POST', `/api/admission-periods/${periodId}/draw`, payload);
    const close = () =>
      ctx()
        .database.db.update(admissionPeriods)
        .set({ opensOn: day(-20), closesOn: day(-1) })
        .where(eq(admissionPeriods.id, periodId));
    const lookup = (reference: string) =>
      ctx().app.inject({
        url: `/api/admissions/status?reference=${reference}&mobile=${mobile(references.indexOf(reference))}`,
      });

    it('is not drawn while the class still takes applications', async () => {
      const res = await draw({ seed: 'HALL-42', waiting: 2, quotas: [] });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'period_open' });
      const none = await call('GET', `/api/admission-periods/${periodId}/draw`);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();
    });

    it('draws among the valid applications by the seed given, the same lists each time, as src/shared/lottery.ts draws them', async () => {
      await close();
      // One application found invalid by the office: not in the draw.
      await ctx()
        .database.db.update(admissions)
        .set({ status: 'rejected' })
        .where(eq(admissions.reference, references[7]!));
      const quota = {
        label: 'গ্রামের শিক্ষার্থী',
        seats: '১',
        references: [references[5]!.toLowerCase(), 'ADM-0000-NOSUCH'],
      };
      const first = await draw({ seed: 'HALL-42', waiting: '২', quotas: [quota] });
      expect(first.statusCode).toBe(201);
      const body = first.json();
      const entries = references.slice(0, 7).sort();
      expect(body).toMatchObject({
        grade: 'vii',
        seats: 4,
        seed: 'HALL-42',
        entries,
        publishedAt: null,
      });
      expect(body.quotas).toEqual([
        { label: 'গ্রামের শিক্ষার্থী', seats: 1, references: [references[5]] },
      ]);
      const expected = await drawLottery({
        seed: 'HALL-42',
        entries,
        seats: 4,
        waiting: 2,
        quotas: body.quotas,
      });
      expect(
        body.admitted.map((a: { reference: string; quota: string | null }) => ({
          reference: a.reference,
          quota: a.quota,
        })),
      ).toEqual(expected.admitted);
      expect(body.admitted).toContainEqual(
        expect.objectContaining({ reference: references[5], quota: 'গ্রামের শিক্ষার্থী' }),
      );
      expect(body.waiting.map((w: { reference: string }) => w.reference)).toEqual(expected.waiting);
      expect(body.waiting[0]).toMatchObject({
        position: 1,
        name: expect.stringMatching(/^শিক্ষার্থী \d$/),
      });
      const again = (await draw({ seed: 'HALL-42', waiting: 2, quotas: [quota] })).json();
      expect(again.admitted).toEqual(body.admitted);
      expect(again.waiting).toEqual(body.waiting);
      // Not published yet: the public sees nothing, the guardian no outcome.
      expect((await ctx().app.inject({ url: '/api/admissions/lottery' })).json().items).toEqual([]);
      expect((await lookup(references[0]!)).json().lottery).toBeNull();
    });

    it('picks a seed when the committee gives none, and refuses a bad one', async () => {
      const picked = (await draw({ seed: '', waiting: 2, quotas: [] })).json();
      expect(picked.seed).toMatch(/^[0-9A-F]{12}$/);
      const bad = await draw({ seed: 'two words', waiting: 2, quotas: [] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.details.fields[0]).toMatchObject({ field: 'seed' });
      const twice = await draw({
        seed: 'x',
        waiting: 1,
        quotas: [
          { label: 'A', seats: 1, references: [] },
          { label: 'A', seats: 1, references: [] },
        ],
      });
      expect(twice.statusCode).toBe(400);
    });

    it('publishes the lists, then keeps them: the site shows them and each guardian reads the outcome', async () => {
      const drawn = (await draw({ seed: 'HALL-42', waiting: 2, quotas: [] })).json();
      const published = await call('POST', `/api/admission-periods/${periodId}/draw/publish`);
      expect(published.statusCode).toBe(200);
      expect(published.json().publishedAt).toBeTruthy();
      const redraw = await draw({ seed: 'OTHER', waiting: 2, quotas: [] });
      expect(redraw.statusCode).toBe(409);
      expect(redraw.json().error.code).toBe('draw_published');

      const pub = (await ctx().app.inject({ url: '/api/admissions/lottery' })).json().items;
      expect(pub).toHaveLength(1);
      expect(pub[0]).toMatchObject({ grade: 'vii', seed: 'HALL-42', admitted: drawn.admitted });
      const admitted = drawn.admitted[0].reference;
      const waiting = drawn.waiting[1].reference;
      const out = references
        .slice(0, 7)
        .find(
          (r) =>
            !drawn.admitted.some((a: { reference: string }) => a.reference === r) &&
            !drawn.waiting.some((w: { reference: string }) => w.reference === r),
        )!;
      expect((await lookup(admitted)).json().lottery).toEqual({
        outcome: 'admitted',
        position: null,
      });
      expect((await lookup(waiting)).json().lottery).toEqual({ outcome: 'waiting', position: 2 });
      expect((await lookup(out)).json().lottery).toEqual({
        outcome: 'not-selected',
        position: null,
      });
      // The rejected application was not drawn: not selected.
      expect((await lookup(references[7]!)).json().lottery).toEqual({
        outcome: 'not-selected',
        position: null,
      });
    });

    it('answers 404 for an unknown period, and 400 for no id at all', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(
        (
          await call('POST', `/api/admission-periods/${unknown}/draw`, {
            seed: '',
            waiting: 1,
            quotas: [],
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', `/api/admission-periods/${unknown}/draw/publish`)).statusCode,
      ).toBe(404);
      expect((await call('GET', '/api/admission-periods/nope/draw')).statusCode).toBe(400);
    });
  },
  { rateLimits: false },
);
