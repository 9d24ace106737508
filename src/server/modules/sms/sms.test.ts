import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type {
  SmsBatch,
  SmsBatchDetail,
  SmsGateway,
  SmsPreview,
} from '../../../shared/schemas/sms.ts';
import type { App } from '../../app.ts';
import { auditLog, classTeachers, smsMessages } from '../../db/schema.ts';
import { openAdmission } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { describeEachDatabase, testConfig, withFakeSms } from '../../test/test-app.ts';
import { until } from '../../test/wait.ts';
import type { FakeGateway } from './providers/fake-gateway.ts';

const BANGLA_71 = 'ক'.repeat(71);

async function setUp(app: App) {
  const db = app.database.db;
  await makeAccount(db, 'admin', { loginId: 'sms-admin', name: 'Office Admin' });
  await makeAccount(db, 'teacher', { loginId: 'sms-teacher', phone: '01811-000001' });
  const s = (roll: string, values: Record<string, string>) =>
    makeAccount(db, 'student', {
      loginId: `six-${roll}`,
      name: `Student ${roll}`,
      grade: 'vi',
      section: 'A',
      roll,
      ...values,
    });
  const ready = [
    await s('1', { guardianPhone: '০১৭১১ ০০০০০১' }),
    await s('2', { guardianPhone: '+880 1711-000002', guardianLanguage: 'en' }),
    // The sister of roll 1: one guardian, one SMS.
    await s('3', { guardianPhone: '01711000001' }),
    await s('4', { guardianPhone: '' }),
    await s('5', { guardianPhone: '01211000005' }),
  ];
  await makeAccount(db, 'student', {
    loginId: 'seven-1',
    grade: 'vii',
    roll: '1',
    guardianPhone: '01711000007',
  });
  const { cookie } = await signIn(app, 'admin', 'sms-admin');
  return { cookie, students: ready };
}

const sixA = { kind: 'guardians' as const, classes: [{ grade: 'vi' as const, section: 'A' }] };

describeEachDatabase(
  'SMS to guardians through the outbox and the fake gateway',
  (ctx) => {
    let cookie = '';
    let fake: FakeGateway;
    const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      ctx().app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    const send = async (body: object) => call('POST', '/api/sms/batches', body);
    const batch = async (id: string) =>
      (await call('GET', `/api/sms/batches/${id}`)).json<SmsBatchDetail>();

    beforeAll(async () => {
      ({ cookie } = await setUp(ctx().app));
      fake = ctx().app.sms.fake!;
    });

    it('previews who gets what: numbers read, shared numbers merged, the rest set aside with why', async () => {
      const res = await call('POST', '/api/sms/preview', {
        audience: sixA,
        message: { kind: 'text', textEn: 'School is closed tomorrow.', textBn: BANGLA_71 },
      });
      expect(res.statusCode).toBe(200);
      const preview = res.json<SmsPreview>();
      expect(preview.recipients).toBe(2);
      expect(preview.shared).toBe(1);
      expect(preview.skipped).toEqual([
        { name: 'Student 4', reason: 'no_number' },
        { name: 'Student 5', reason: 'invalid_number' },
      ]);
      const bn = preview.languages.find((l) => l.language === 'bn')!;
      expect(bn).toMatchObject({ recipients: 1, encoding: 'ucs2', partsEach: 2, units: 71 });
      const en = preview.languages.find((l) => l.language === 'en')!;
      expect(en).toMatchObject({ recipients: 1, encoding: 'gsm7', partsEach: 1 });
      expect(preview.parts).toBe(3);
      expect(preview.costPoisha).toBe(3 * 35);
      expect(preview.gateway.provider).toBe('fake');
    });

    it('sends one message per number, exactly once, and a second Send of the same form makes no second batch', async () => {
      const clientKey = randomUUID();
      const body = {
        audience: sixA,
        message: { kind: 'text', textEn: 'Exam on Sunday.', textBn: 'রবিবার পরীক্ষা।' },
        clientKey,
      };
      const [first, again] = [await send(body), await send(body)];
      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      const made = first.json<SmsBatch>();
      expect(again.json<SmsBatch>().id).toBe(made.id);
      await until('delivery', async () => (await batch(made.id)).counts.delivered === 2);
      const got = fake
        .received()
        .filter((m) => m.text === 'রবিবার পরীক্ষা।' || m.text === 'Exam on Sunday.');
      expect(got.map((m) => [m.number, m.text]).sort()).toEqual([
        ['8801711000001', 'রবিবার পরীক্ষা।'],
        ['8801711000002', 'Exam on Sunday.'],
      ]);
      const rows = await ctx()
        .app.database.db.select()
        .from(smsMessages)
        .where(eq(smsMessages.batchId, made.id));
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(fake.counts().get(row.id)).toBe(1);
      const done = await batch(made.id);
      expect(done.costPoisha).toBe(2 * 35);
      expect(done.failures).toEqual([]);
    });

    it('retries a gateway that fails half the time until every message is taken, none twice', async () => {
      fake.fail('flaky', { ratio: 0.5 });
      try {
        const res = await send({
          audience: { kind: 'guardians', classes: [] },
          message: { kind: 'text', textEn: 'Flaky day', textBn: '' },
          clientKey: randomUUID(),
        });
        const id = res.json<SmsBatch>().id;
        await until('every message sent', async () => {
          const b = await batch(id);
          return b.counts.sent + b.counts.delivered === 3;
        });
        const rows = await ctx()
          .app.database.db.select()
          .from(smsMessages)
          .where(eq(smsMessages.batchId, id));
        for (const row of rows) expect(fake.counts().get(row.id)).toBe(1);
        expect(fake.received().filter((m) => m.text === 'Flaky day')).toHaveLength(3);
      } finally {
        fake.fail('none');
      }
    });

    it('stops every batch on "balance insufficient", says so on the dashboard, and sends once resumed', async () => {
      fake.fail('balance');
      onTestFinished(async () => {
        fake.fail('none');
        await call('POST', '/api/sms/gateway/resume');
      });
      const res = await send({
        audience: { kind: 'teachers' },
        message: { kind: 'text', textEn: 'Staff meeting at 2', textBn: '' },
        clientKey: randomUUID(),
      });
      const id = res.json<SmsBatch>().id;
      await until('the gateway stopped', async () => {
        const g = (await call('GET', '/api/sms/gateway')).json<SmsGateway>();
        return g.stopped?.failure === 'balance_insufficient';
      });
      const dashboard = (await call('GET', '/api/dashboard')).json<{
        attention: { smsStopped: { failure: string } | null };
      }>();
      expect(dashboard.attention.smsStopped?.failure).toBe('balance_insufficient');
      // Waiting, not failed: nothing is lost while the school tops up.
      expect((await batch(id)).counts).toMatchObject({ queued: 1, failed: 0 });
      fake.fail('none');
      const resumed = await call('POST', '/api/sms/gateway/resume');
      expect(resumed.json<SmsGateway>().stopped).toBeNull();
      await until('sent after resuming', async () => {
        const b = await batch(id);
        return b.counts.sent + b.counts.delivered === 1;
      });
      expect(fake.received().filter((m) => m.text === 'Staff meeting at 2')).toHaveLength(1);
    });

    it('cancels what is not sent yet, also what was out when the gateway stopped', async () => {
      fake.fail('balance');
      try {
        const res = await send({
          audience: { kind: 'guardians', classes: [] },
          message: { kind: 'text', textEn: 'Never mind', textBn: '' },
          clientKey: randomUUID(),
        });
        const id = res.json<SmsBatch>().id;
        // Cancelled while its requests may still be out: those answered "balance" after it
        // are not put back in the queue.
        await until('the gateway stopped', async () => {
          const g = (await call('GET', '/api/sms/gateway')).json<SmsGateway>();
          return g.stopped !== null;
        });
        const cancelled = await call('POST', `/api/sms/batches/${id}/cancel`);
        expect(cancelled.statusCode).toBe(200);
        expect(cancelled.json<SmsBatch>().cancelledAt).not.toBeNull();
        await until('every message cancelled', async () => {
          const counts = (await batch(id)).counts;
          return counts.cancelled === 3 && counts.queued === 0 && counts.sending === 0;
        });
      } finally {
        fake.fail('none');
        await call('POST', '/api/sms/gateway/resume');
      }
      await new Promise((r) => setTimeout(r, 300));
      expect(fake.received().filter((m) => m.text === 'Never mind')).toHaveLength(0);
    });

    it('keeps a no-SMS list: a number on it gets nothing, and the log names no number', async () => {
      const bad = await call('POST', '/api/sms/opt-outs', { phone: '0171', note: '' });
      expect(bad.statusCode).toBe(400);
      const added = await call('POST', '/api/sms/opt-outs', {
        phone: '01711-000002',
        note: 'Asked on Monday',
      });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ phone: '01711-000002', note: 'Asked on Monday' });
      const twice = await call('POST', '/api/sms/opt-outs', { phone: '8801711000002', note: '' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.code).toBe('sms_opted_out');
      const preview = (
        await call('POST', '/api/sms/preview', {
          audience: sixA,
          message: { kind: 'text', textEn: 'x', textBn: '' },
        })
      ).json<SmsPreview>();
      expect(preview.recipients).toBe(1);
      expect(preview.skipped).toContainEqual({ name: 'Student 2', reason: 'opted_out' });
      const removed = await call('DELETE', `/api/sms/opt-outs/${added.json().id}`);
      expect(removed.statusCode).toBe(204);
      const log = await ctx().app.database.db.select().from(auditLog);
      const written = JSON.stringify(log);
      expect(written).toContain('sms-batch');
      expect(written).not.toMatch(/1711[-\s]?000/);
    });

    it('writes each applicant their own reference in their language', async () => {
      const db = ctx().app.database.db;
      const period = await openAdmission(db);
      await db.execute(sql`
        insert into admissions (reference, student_name, student_mobile, guardian_name, guardian_mobile,
          guardian_email, guardian_occupation, grade, period_id, language)
        values ('ADM-2026-0001', 'Rahim', '', 'Karim', '01911000001', '', '', 'vi', ${period.id}, 'bn'),
               ('ADM-2026-0002', 'Mina', '', 'Rafiq', '01911000002', '', '', 'vi', ${period.id}, 'en')`);
      const audience = { kind: 'applicants', periodId: period.id };
      const preview = (
        await call('POST', '/api/sms/preview', {
          audience,
          message: { kind: 'admission', template: 'admission' },
        })
      ).json<SmsPreview>();
      expect(preview.recipients).toBe(2);
      const res = await send({
        audience,
        message: { kind: 'admission', template: 'admission' },
        clientKey: randomUUID(),
      });
      expect(res.statusCode).toBe(201);
      await until(
        'both sent',
        () => fake.received().filter((m) => m.text.includes('ADM-2026-000')).length === 2,
      );
      const texts = fake.received().filter((m) => m.text.includes('ADM-2026-000'));
      expect(texts.find((m) => m.number === '8801911000001')!.text).toMatch(
        /ষষ্ঠ শ্রেণিতে ভর্তির আবেদন ADM-2026-0001/,
      );
      expect(texts.find((m) => m.number === '8801911000002')!.text).toMatch(
        /application ADM-2026-0002 for class Six/,
      );
      const lottery = await call('POST', '/api/sms/preview', {
        audience,
        message: { kind: 'admission', template: 'lottery' },
      });
      expect(lottery.statusCode).toBe(409);
      expect(lottery.json().error.code).toBe('lottery_not_published');
      const wrong = await call('POST', '/api/sms/preview', {
        audience: sixA,
        message: { kind: 'admission', template: 'admission' },
      });
      expect(wrong.statusCode).toBe(400);
    });

    it('refuses bad input with a clear 4xx, and other roles altogether', async () => {
      const empty = await call('POST', '/api/sms/preview', {
        audience: sixA,
        message: { kind: 'text', textEn: ' ', textBn: '' },
      });
      expect(empty.statusCode).toBe(400);
      const long = await call('POST', '/api/sms/preview', {
        audience: sixA,
        message: { kind: 'text', textEn: 'x'.repeat(1001), textBn: '' },
      });
      expect(long.statusCode).toBe(400);
      const nobody = await send({
        audience: { kind: 'guardians', classes: [{ grade: 'x', section: '' }] },
        message: { kind: 'text', textEn: 'Hello', textBn: '' },
        clientKey: randomUUID(),
      });
      expect(nobody.statusCode).toBe(409);
      expect(nobody.json().error.code).toBe('sms_no_recipients');
      const unknown = await call('GET', `/api/sms/batches/${randomUUID()}`);
      expect(unknown.statusCode).toBe(404);
      const teacher = await signIn(ctx().app, 'teacher', 'sms-teacher');
      // The gateway's state is an admin's; a teacher sends only to a class of theirs.
      const refused = await ctx().app.inject({
        method: 'GET',
        url: '/api/sms/gateway',
        headers: { cookie: teacher.cookie },
      });
      expect(refused.statusCode).toBe(403);
    });

    it('shows the demo phones what they received', async () => {
      const res = await call('GET', '/api/sms/demo-phones');
      expect(res.statusCode).toBe(200);
      const phone = res
        .json<{ items: { phone: string; name: string; messages: { text: string }[] }[] }>()
        .items.find((p) => p.phone === '01711-000001')!;
      expect(phone.name).toBe('Student 1');
      expect(phone.messages[0]!.text).toBe('Flaky day');
    });
  },
  withFakeSms,
);

describeEachDatabase(
  'SMS with a monthly cap',
  (ctx) => {
    it('refuses a message that would take the month over the cap, and queues none of it', async () => {
      const { cookie } = await setUp(ctx().app);
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/sms/batches',
        headers: { cookie },
        payload: {
          audience: sixA,
          message: { kind: 'text', textEn: '', textBn: BANGLA_71 },
          clientKey: randomUUID(),
        },
      });
      // Two numbers of two parts at 35 poisha: 140 poisha over a cap of 1 taka.
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('sms_cap_reached');
      expect(await ctx().app.database.db.select().from(smsMessages)).toHaveLength(0);
    });
  },
  { sms: { ...withFakeSms.sms, capPoisha: 100 } },
);

describe('SMS without a gateway', () => {
  describeEachDatabase('a site where SMS is not set up', (ctx) => {
    it('previews, but sending says SMS is not set up', async () => {
      const { cookie } = await setUp(ctx().app);
      const body = {
        audience: sixA,
        message: { kind: 'text', textEn: 'Hello', textBn: '' },
      };
      const preview = await ctx().app.inject({
        method: 'POST',
        url: '/api/sms/preview',
        headers: { cookie },
        payload: body,
      });
      expect(preview.json<SmsPreview>().gateway.provider).toBeNull();
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/sms/batches',
        headers: { cookie },
        payload: { ...body, clientKey: randomUUID() },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('sms_not_configured');
    });
  });
});

describeEachDatabase(
  "SMS through a real gateway's adapter",
  (ctx) => {
    it("never shows the gateway's key, in an answer or in a failure's words", async () => {
      const { cookie } = await setUp(ctx().app);
      const get = (url: string) => ctx().app.inject({ method: 'GET', url, headers: { cookie } });
      const res = await ctx().app.inject({
        method: 'POST',
        url: '/api/sms/batches',
        headers: { cookie },
        payload: {
          audience: { kind: 'teachers' },
          message: { kind: 'text', textEn: 'Meeting', textBn: '' },
          clientKey: randomUUID(),
        },
      });
      expect(res.statusCode).toBe(201);
      const id = res.json<SmsBatch>().id;
      // Nothing listens there: the request fails, and is kept to try again.
      await until('a failed try recorded', async () => {
        const [row] = await ctx().app.database.db.select().from(smsMessages);
        return (row?.attempts ?? 0) > 0 && row?.status === 'queued';
      });
      const [row] = await ctx().app.database.db.select().from(smsMessages);
      expect(row).toMatchObject({ failure: 'gateway_error' });
      for (const url of ['/api/sms/gateway', '/api/sms/batches', `/api/sms/batches/${id}`]) {
        const body = (await get(url)).body;
        expect(body.length).toBeGreaterThan(2);
        expect(body).not.toContain('k-very-secret-key');
      }
      expect(JSON.stringify(row)).not.toContain('k-very-secret-key');
      expect((await get('/api/sms/gateway')).json<SmsGateway>().provider).toBe('bulksmsbd');
    });
  },
  {
    sms: {
      ...testConfig('/tmp').sms,
      gateway: {
        kind: 'bulksmsbd',
        baseUrl: 'http://127.0.0.1:9',
        apiKey: 'k-very-secret-key',
        senderId: 'SCHOOL',
      },
      retryBaseMs: 60_000,
    },
  },
);

describeEachDatabase(
  "a class teacher's SMS",
  (ctx) => {
    it('sends to the guardians of their own class only, and sees only their own batches', async () => {
      const db = ctx().app.database.db;
      const { cookie: adminCookie, students } = await setUp(ctx().app);
      const rina = await makeAccount(db, 'teacher', { loginId: 'rina' });
      await makeAccount(db, 'teacher', { loginId: 'no-class' });
      const seven = await makeAccount(db, 'student', {
        loginId: 'seven-a',
        grade: 'vii',
        section: 'A',
        roll: '2',
        guardianPhone: '01711000077',
      });
      await db.insert(classTeachers).values({ grade: 'vi', section: 'A', teacherId: rina.id });
      const { cookie } = await signIn(ctx().app, 'teacher', 'rina');
      const as = (who: string) => (method: 'GET' | 'POST', url: string, payload?: object) =>
        ctx().app.inject({
          method,
          url,
          headers: { cookie: who },
          ...(payload ? { payload } : {}),
        });
      const teacher = as(cookie);
      const text = { kind: 'text', textEn: 'Class six A: bring your books', textBn: '' };
      const preview = (audience: object, message: object = text) =>
        teacher('POST', '/api/sms/preview', { audience, message });

      const own = await preview(sixA);
      expect(own.statusCode).toBe(200);
      expect(own.json<SmsPreview>().recipients).toBe(2);
      // Not the balance, nor the gateway's own words.
      expect(own.json<SmsPreview>().gateway.balancePoisha).toBeNull();
      expect((await preview({ kind: 'person', userId: students[0]!.id })).statusCode).toBe(200);
      for (const [audience, message] of [
        [{ kind: 'guardians', classes: [{ grade: 'vi', section: '' }] }, text],
        [{ kind: 'guardians', classes: [{ grade: 'vii', section: 'A' }] }, text],
        [{ kind: 'guardians', classes: [] }, text],
        [{ kind: 'teachers' }, text],
        [{ kind: 'person', userId: seven.id }, text],
        [sixA, { kind: 'admission', template: 'admission' }],
      ] as const) {
        const res = await preview(audience, message);
        expect(res.statusCode, JSON.stringify(audience)).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
      }
      const other = await signIn(ctx().app, 'teacher', 'no-class');
      expect(
        (await as(other.cookie)('POST', '/api/sms/preview', { audience: sixA, message: text }))
          .statusCode,
      ).toBe(403);

      const sent = await teacher('POST', '/api/sms/batches', {
        audience: sixA,
        message: text,
        clientKey: randomUUID(),
      });
      expect(sent.statusCode).toBe(201);
      const adminBatch = await as(adminCookie)('POST', '/api/sms/batches', {
        audience: { kind: 'teachers' },
        message: { kind: 'text', textEn: 'Staff only', textBn: '' },
        clientKey: randomUUID(),
      });
      expect(adminBatch.statusCode).toBe(201);
      const mine = (await teacher('GET', '/api/sms/batches')).json<{ items: SmsBatch[] }>();
      expect(mine.items.map((b) => b.id)).toEqual([sent.json<SmsBatch>().id]);
      const all = (await as(adminCookie)('GET', '/api/sms/batches')).json<{ items: SmsBatch[] }>();
      expect(all.items).toHaveLength(2);
      const hidden = adminBatch.json<SmsBatch>().id;
      expect((await teacher('GET', `/api/sms/batches/${hidden}`)).statusCode).toBe(404);
      expect((await teacher('POST', `/api/sms/batches/${hidden}/cancel`)).statusCode).toBe(404);
    });
  },
  withFakeSms,
);
