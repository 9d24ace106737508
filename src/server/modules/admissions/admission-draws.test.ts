import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { checkLottery, drawLottery } from '../../../shared/lottery.ts';
import { admissionPeriods, admissions } from '../../db/schema.ts';
import { ADMISSION_INPUT, makeDraw, openAdmission } from '../../test/factories.ts';
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

    /** The period's secret as the server keeps it (no response carries it before the lists). */
    const secretOf = async () => {
      const [row] = await ctx()
        .database.db.select({ secret: admissionPeriods.lotterySecret })
        .from(admissionPeriods)
        .where(eq(admissionPeriods.id, periodId));
      return row!.secret!;
    };
    const publicLottery = async () => {
      const items = (await ctx().app.inject({ url: '/api/admissions/lottery' })).json().items;
      return items.find((item: { periodId: string }) => item.periodId === periodId);
    };
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

    it('commits to its secret when the period is made: the SHA-256 is public before the last day, the secret is not', async () => {
      const secret = await secretOf();
      expect(secret).toMatch(/^[0-9a-f]{64}$/);
      const season = (await ctx().app.inject({ url: '/api/admissions/season' })).json();
      const seven = season.periods.find((p: { id: string }) => p.id === periodId);
      expect(seven).toMatchObject({ state: 'open', commitment: sha256(secret) });
      expect(Date.parse(seven.committedAt)).toBeLessThanOrEqual(Date.now());
      expect(await publicLottery()).toMatchObject({
        state: 'open',
        commitment: sha256(secret),
        secret: null,
        draws: [],
        result: null,
      });
      // Nor does the admin see it: neither in the periods nor anywhere else.
      const admin = await call('GET', '/api/admission-periods');
      expect(admin.body).toContain(sha256(secret));
      expect(admin.body).not.toContain(secret);
      expect(season).not.toHaveProperty('secret');
      expect(JSON.stringify(season)).not.toContain(secret);
    });

    it('is not drawn while the class still takes applications', async () => {
      const res = await draw({ hall: '7 23 41', waiting: 2, quotas: [] });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'period_open' });
      const none = await call('GET', `/api/admission-periods/${periodId}/draw`);
      expect(none.statusCode).toBe(200);
      expect(none.json()).toBeNull();
    });

    it('draws among the valid applications with the seed made of the committed secret and the hall’s numbers: a typed seed is not used', async () => {
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
      // The admin may send a seed of their choosing: it is not what the lottery uses.
      const first = await draw({
        seed: 'CHOSEN-SEED',
        hall: '০৭, 23 - 041',
        waiting: '২',
        quotas: [quota],
      });
      expect(first.statusCode).toBe(201);
      const body = first.json();
      const secret = await secretOf();
      const seed = sha256(`${secret}:7-23-41`);
      const entries = references.slice(0, 7).sort();
      expect(body).toMatchObject({
        grade: 'vii',
        hall: '7-23-41',
        seed,
        seats: 4,
        waitingLength: 2,
        entries,
        publishedAt: null,
      });
      expect(first.body).not.toContain(secret);
      expect(body.quotas).toEqual([
        { label: 'গ্রামের শিক্ষার্থী', seats: 1, references: [references[5]] },
      ]);
      const expected = await drawLottery({
        seed,
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
      // Without the hall's numbers there is no draw at all.
      for (const hall of ['', '12', 'HALL-42', '7 23 x'])
        expect(
          (await draw({ hall, waiting: 2, quotas: [] })).json().error.details.fields[0],
        ).toMatchObject({ field: 'hall', rule: { name: 'hallNumbers' } });
      // Not published yet: the guardian has no outcome.
      expect((await lookup(references[0]!)).json().lottery).toBeNull();
    });

    it('shows every draw, published or not, on the public page with its time and inputs, the secret still hidden', async () => {
      const again = (await draw({ hall: '7 23 42', waiting: 1, quotas: [] })).json();
      const lottery = await publicLottery();
      expect(lottery).toMatchObject({ state: 'closed', secret: null, result: null });
      expect(lottery.draws).toHaveLength(2);
      const secret = await secretOf();
      expect(lottery.draws[0]).toMatchObject({
        hall: '7-23-41',
        seed: sha256(`${secret}:7-23-41`),
        seats: 4,
        waitingLength: 2,
        entries: references.slice(0, 7).sort(),
        quotas: [{ label: 'গ্রামের শিক্ষার্থী', seats: 1, references: [references[5]] }],
        publishedAt: null,
      });
      expect(lottery.draws[1]).toMatchObject({
        id: again.id,
        hall: '7-23-42',
        seed: again.seed,
        waitingLength: 1,
        quotas: [],
        drawnAt: again.drawnAt,
      });
      expect(Date.parse(lottery.draws[0].drawnAt)).toBeLessThanOrEqual(
        Date.parse(lottery.draws[1].drawnAt),
      );
      const text = (await ctx().app.inject({ url: '/api/admissions/lottery' })).body;
      expect(text).not.toContain(secret);
    });

    it('publishes the latest draw with the secret; anyone recomputes the commitment, the seed and the lists from what is revealed', async () => {
      const drawn = (await draw({ hall: '17 5 88 3', waiting: 2, quotas: [] })).json();
      const published = await call('POST', `/api/admission-periods/${periodId}/draw/publish`);
      expect(published.statusCode).toBe(200);
      expect(published.json()).toMatchObject({ id: drawn.id, hall: '17-5-88-3' });
      expect(published.json().publishedAt).toBeTruthy();
      const redraw = await draw({ hall: '1 2 3', waiting: 2, quotas: [] });
      expect(redraw.statusCode).toBe(409);
      expect(redraw.json().error.code).toBe('draw_published');

      const lottery = await publicLottery();
      expect(lottery.draws).toHaveLength(3);
      expect(lottery.draws.map((d: { publishedAt: string | null }) => !!d.publishedAt)).toEqual([
        false,
        false,
        true,
      ]);
      expect(lottery.result).toMatchObject({ id: drawn.id, admitted: drawn.admitted });
      // What a guardian checks, with any SHA-256 tool (here node:crypto, not the site's code).
      const { commitment, secret, result } = lottery;
      expect(secret).toBe(await secretOf());
      expect(sha256(secret)).toBe(commitment);
      expect(sha256(`${secret}:${result.hall}`)).toBe(result.seed);
      const order = [...result.entries].sort((a: string, b: string) => {
        const [x, y] = [sha256(`${result.seed}:${a}`), sha256(`${result.seed}:${b}`)];
        return x < y ? -1 : 1;
      });
      expect(result.admitted.map((a: { reference: string }) => a.reference)).toEqual(
        order.slice(0, 4),
      );
      expect(result.waiting.map((w: { reference: string }) => w.reference)).toEqual(
        order.slice(4, 6),
      );
      // And the page's own check, step by step.
      expect(
        await checkLottery({
          ...result,
          commitment,
          secret,
          waiting: result.waiting.map((w: { reference: string }) => w.reference),
        }),
      ).toEqual({ commitment: true, seed: true, lists: true });

      const admitted = drawn.admitted[0].reference;
      const waiting = drawn.waiting[1].reference;
      const out = order[6]!;
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

    it('keeps a published list as drawn when the period’s seats are edited later', async () => {
      const before = await publicLottery();
      const period = (await call('GET', '/api/admission-periods'))
        .json()
        .items.find((p: { id: string }) => p.id === periodId);
      const edited = await ctx().app.inject({
        method: 'PUT',
        url: `/api/admission-periods/${periodId}`,
        headers: { cookie: admin },
        payload: { ...period, seats: 2 },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().seats).toBe(2);
      const after = await publicLottery();
      expect(after.result).toEqual(before.result);
      expect(after.result.seats).toBe(4);
      expect(after.result.admitted).toHaveLength(4);
      expect(after.draws).toEqual(before.draws);
      const adminView = (await call('GET', `/api/admission-periods/${periodId}/draw`)).json();
      expect(adminView).toMatchObject({ seats: 4, id: before.result.id });
    });

    it('refuses a draw for a period without a committed secret, and to publish a draw made before commitments', async () => {
      const db = ctx().database.db;
      const old = await openAdmission(db, 'viii', {
        opensOn: day(-40),
        closesOn: day(-30),
        seats: 2,
        lotterySecret: null,
        lotteryCommittedAt: null,
      });
      const refused = await call('POST', `/api/admission-periods/${old.id}/draw`, {
        hall: '1 2 3',
        waiting: 0,
        quotas: [],
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('no_commitment');

      const legacy = await openAdmission(db, 'ix', { opensOn: day(-40), closesOn: day(-30) });
      await makeDraw(db, legacy.id, { hall: null, seed: 'TYPED' });
      const outdated = await call('POST', `/api/admission-periods/${legacy.id}/draw/publish`);
      expect(outdated.statusCode).toBe(409);
      expect(outdated.json().error.code).toBe('draw_outdated');
    });

    it('answers 404 for an unknown period, and 400 for no id at all', async () => {
      const unknown = '00000000-0000-4000-8000-000000000000';
      expect(
        (
          await call('POST', `/api/admission-periods/${unknown}/draw`, {
            hall: '1 2 3',
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
