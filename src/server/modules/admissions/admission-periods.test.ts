import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { ADMISSION_INPUT } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase } from '../../test/test-app.ts';
import { today } from '../posts/today.ts';
import { periodState } from './admission-periods.repository.ts';

const day = (offset: number) => today(new Date(Date.now() + offset * 86_400_000));
const period = (over: object = {}) => ({
  grade: 'vi',
  opensOn: day(-3),
  closesOn: day(27),
  seats: 80,
  papers: 'জন্ম নিবন্ধন সনদ, দুই কপি ছবি',
  ...over,
});

describeEachDatabase(
  'admission periods',
  (ctx) => {
    let admin = '';
    beforeAll(async () => {
      await makeAccount(ctx().database.db, 'admin', { loginId: 'periods-admin' });
      admin = (await signIn(ctx().app, 'admin', 'periods-admin')).cookie;
    });
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx().app.inject({ method, url, payload, headers: { cookie: admin } });

    it('opens a class for a period; the form then takes its applications, and the list counts them', async () => {
      const created = await call('POST', '/api/admission-periods', period({ seats: '৮০' }));
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ grade: 'vi', seats: 80, state: 'open' });
      const applied = await ctx().app.inject({
        method: 'POST',
        url: '/api/admissions',
        payload: ADMISSION_INPUT,
      });
      expect(applied.statusCode).toBe(201);
      const list = (await call('GET', '/api/admission-periods')).json();
      expect(list.items).toEqual([
        expect.objectContaining({ id: created.json().id, applications: 1, state: 'open' }),
      ]);
      const season = (await ctx().app.inject({ url: '/api/admissions/season' })).json();
      expect(season.periods).toEqual([
        expect.objectContaining({ grade: 'vi', papers: 'জন্ম নিবন্ধন সনদ, দুই কপি ছবি' }),
      ]);
      const logged = await ctx().database.db.select().from(auditLog);
      expect(logged).toContainEqual(
        expect.objectContaining({ action: 'create', entity: 'admission-period' }),
      );
    });

    it('refuses a period sharing a day with another of its class, but not of another class', async () => {
      const clash = await call(
        'POST',
        '/api/admission-periods',
        period({ opensOn: day(27), closesOn: day(40) }),
      );
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error.code).toBe('period_overlap');
      const after = await call(
        'POST',
        '/api/admission-periods',
        period({ opensOn: day(28), closesOn: day(40) }),
      );
      expect(after.statusCode).toBe(201);
      const other = await call('POST', '/api/admission-periods', period({ grade: 'vii' }));
      expect(other.statusCode).toBe(201);
    });

    it.each([
      ['closesOn', { closesOn: day(-4) }, 'dateOrder'],
      ['opensOn', { opensOn: '2026-02-30' }, 'date'],
      ['seats', { seats: 0 }, 'tooSmall'],
      ['seats', { seats: 'চল্লিশ' }, 'number'],
      ['seats', { seats: '' }, 'required'],
      ['seats', { seats: 1001 }, 'tooBig'],
      ['grade', { grade: 'v' }, 'grade'],
      ['papers', { papers: 'x'.repeat(2001) }, 'tooLong'],
    ])('refuses a bad %s with a 400 naming its rule', async (field, change, rule) => {
      const res = await call('POST', '/api/admission-periods', period({ grade: 'x', ...change }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.fields).toContainEqual(
        expect.objectContaining({ field, rule: expect.objectContaining({ name: rule }) }),
      );
    });

    it('changes a period, keeps its class once applications came, and removes only an unused one', async () => {
      const items = (await call('GET', '/api/admission-periods')).json().items as {
        id: string;
        grade: string;
        applications: number;
      }[];
      const used = items.find((p) => p.applications > 0)!;
      const moreSeats = await call(
        'PUT',
        `/api/admission-periods/${used.id}`,
        period({ seats: 120 }),
      );
      expect(moreSeats.statusCode).toBe(200);
      expect(moreSeats.json().seats).toBe(120);
      const otherClass = await call(
        'PUT',
        `/api/admission-periods/${used.id}`,
        period({ grade: 'viii' }),
      );
      expect(otherClass.statusCode).toBe(409);
      expect(otherClass.json().error.code).toBe('period_in_use');
      const removeUsed = await call('DELETE', `/api/admission-periods/${used.id}`);
      expect(removeUsed.statusCode).toBe(409);
      const unused = items.find((p) => p.grade === 'vii')!;
      expect((await call('DELETE', `/api/admission-periods/${unused.id}`)).statusCode).toBe(204);
      expect((await call('DELETE', `/api/admission-periods/${unused.id}`)).statusCode).toBe(404);
      expect(
        (await call('PUT', '/api/admission-periods/00000000-0000-4000-8000-000000000000', period()))
          .statusCode,
      ).toBe(404);
      expect((await call('DELETE', '/api/admission-periods/not-an-id')).statusCode).toBe(400);
    });
  },
  { rateLimits: false },
);

describe('periodState', () => {
  const p = { opensOn: '2026-12-01', closesOn: '2026-12-31' };
  it.each([
    ['2026-11-30', 'upcoming'],
    ['2026-12-01', 'open'],
    ['2026-12-31', 'open'],
    ['2027-01-01', 'closed'],
  ])('on %s the period is %s', (on, state) => {
    expect(periodState(p, on)).toBe(state);
  });
});
