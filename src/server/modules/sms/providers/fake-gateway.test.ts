import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bulkSmsBdProvider } from './bulksmsbd.ts';
import {
  type FakeGateway,
  type FakeGatewayOptions,
  fakeInbox,
  fakeParts,
  startFakeGateway,
} from './fake-gateway.ts';
import { makeProvider } from './index.ts';
import type { OutgoingSms, SendOutcome } from './types.ts';

/** The fake through real HTTP, with the real BulkSMSBD adapter as the `fake` provider uses it. */
const started: FakeGateway[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(started.splice(0).map((g) => g.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(opts: FakeGatewayOptions = {}) {
  const gateway = await startFakeGateway({ deliverAfterMs: 100, ...opts });
  started.push(gateway);
  return gateway;
}

const adapter = (gateway: FakeGateway, timeoutMs = 2000) =>
  bulkSmsBdProvider({
    baseUrl: gateway.url,
    apiKey: 'demo',
    senderId: 'SCHOOL',
    timeoutMs,
    sendReference: true,
  });

const sms = (reference: string, to = '8801712345678', text = 'Rahim was absent today.') =>
  ({ reference, to, text, unicode: false }) satisfies OutgoingSms;
const signal = () => new AbortController().signal;
const failure = (o: SendOutcome | undefined) => (o && !o.ok ? o.failure : 'ok');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('fake gateway', () => {
  it('takes messages as BulkSMSBD does and charges 0.35 taka a part', async () => {
    const gateway = await start({ balance: 10 });
    expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const p = makeProvider({ kind: 'fake', url: gateway.url });
    expect([p.name, p.dedupesByReference, p.maxPerRequest]).toEqual(['fake', true, 1]);

    const long = 'আগামীকাল বার্ষিক ক্রীড়া প্রতিযোগিতা। '.repeat(3); // > 70 UCS-2 units: 2 parts
    const out = await p.send(
      [sms('r1'), { reference: 'r2', to: '8801812345678', text: long, unicode: true }],
      signal(),
    );
    expect(out.map((o) => o.ok)).toEqual([true, true]);
    const ids = out.map((o) => (o.ok ? o.providerId : null));
    expect(ids[0]).toMatch(/^\d+$/);
    expect(ids[1]).not.toBe(ids[0]);

    expect(
      gateway.received().map((s) => [s.number, s.text, s.unicode, s.reference, s.senderId]),
    ).toEqual([
      ['8801712345678', 'Rahim was absent today.', false, 'r1', 'SCHOOL'],
      ['8801812345678', long, true, 'r2', 'SCHOOL'],
    ]);
    expect(fakeParts(long)).toBe(2);
    expect(gateway.balance()).toBe(8.95);
    expect(await p.balance!(signal())).toBe(8.95);
  });

  it('takes a repeated reference once and answers the same message_id', async () => {
    const gateway = await start();
    const p = adapter(gateway);
    const [first] = await p.send([sms('row-42')], signal());
    const [again] = await p.send([sms('row-42')], signal());
    expect(first).toEqual({ reference: 'row-42', ok: true, providerId: expect.any(String) });
    expect(again).toEqual(first);
    expect(gateway.counts()).toEqual(new Map([['row-42', 1]]));
    expect(gateway.requests('row-42')).toBe(2);
    expect(gateway.requests()).toBe(2);
    expect(gateway.received()).toHaveLength(1);
  });

  it('answers 1007 in balance mode (balance_insufficient), and again after none', async () => {
    const gateway = await start();
    const p = adapter(gateway);
    gateway.fail('balance');
    const [refused] = await p.send([sms('b1')], signal());
    expect(refused).toMatchObject({
      ok: false,
      failure: 'balance_insufficient',
      detail: 'bulksmsbd 1007: Balance Insufficient',
    });
    expect(await p.balance!(signal())).toBe(0);
    gateway.fail('none');
    expect(failure((await p.send([sms('b1')], signal()))[0])).toBe('ok');
    expect(gateway.counts().get('b1')).toBe(1);
  });

  it('runs out of balance on its own', async () => {
    const gateway = await start({ balance: 0.5 });
    const p = adapter(gateway);
    const out = await p.send([sms('x1'), sms('x2', '8801912345678')], signal());
    expect(out.map(failure)).toEqual(['ok', 'balance_insufficient']);
    expect(gateway.balance()).toBe(0.15);
  });

  it('answers 503 to the next two requests with server_error times 2, then takes them', async () => {
    const gateway = await start();
    const p = adapter(gateway);
    gateway.fail('server_error', { times: 2 });
    const outs: string[] = [];
    for (let i = 0; i < 3; i++) outs.push(failure((await p.send([sms('s1')], signal()))[0]));
    expect(outs).toEqual(['gateway_error', 'gateway_error', 'ok']);
    expect(gateway.requests('s1')).toBe(3);
    expect(gateway.counts().get('s1')).toBe(1);
  });

  it('never answers in timeout mode: the adapter reports timeout, then it works again', async () => {
    const gateway = await start();
    const p = adapter(gateway, 150);
    gateway.fail('timeout', { times: 1 });
    const before = performance.now();
    const [lost] = await p.send([sms('t1')], signal());
    expect(lost).toMatchObject({ ok: false, failure: 'timeout' });
    expect(performance.now() - before).toBeLessThan(1500);
    expect(gateway.received()).toHaveLength(0);
    expect(failure((await p.send([sms('t1')], signal()))[0])).toBe('ok');
    expect(gateway.counts().get('t1')).toBe(1);
  });

  it('with accept, takes the message and loses the answer: sending again does not repeat it', async () => {
    const gateway = await start();
    const p = adapter(gateway, 150);
    gateway.fail('timeout', { times: 1, accept: true });
    const [lost] = await p.send([sms('t2')], signal());
    expect(failure(lost)).toBe('timeout');
    expect(gateway.received().map((s) => s.reference)).toEqual(['t2']);
    const [retried] = await p.send([sms('t2')], signal());
    expect(retried).toEqual({
      reference: 't2',
      ok: true,
      providerId: gateway.received()[0]!.messageId,
    });
    expect([gateway.counts().get('t2'), gateway.requests('t2')]).toEqual([1, 2]);
  });

  it('fails a ratio of requests in flaky mode', async () => {
    const gateway = await start({ seed: 7 });
    const p = adapter(gateway);
    gateway.fail('flaky', { ratio: 1 });
    expect(failure((await p.send([sms('f1')], signal()))[0])).toBe('gateway_error');
    gateway.fail('flaky', { ratio: 0 });
    expect(failure((await p.send([sms('f1')], signal()))[0])).toBe('ok');
    gateway.fail('flaky', { ratio: 0.5 });
    const outs: string[] = [];
    for (let i = 0; i < 20; i++) outs.push(failure((await p.send([sms(`g${i}`)], signal()))[0]));
    const failures = outs.filter((o) => o === 'gateway_error').length;
    expect(failures).toBeGreaterThan(2);
    expect(failures).toBeLessThan(18);
  });

  it('reports delivered once deliverAfterMs has passed', async () => {
    const gateway = await start({ deliverAfterMs: 120 });
    const p = adapter(gateway);
    const [out] = await p.send([sms('d1')], signal());
    const id = out?.ok ? out.providerId! : '';
    expect(await p.deliveryStatus!([id, '404'], signal())).toEqual([
      { providerId: id, state: 'pending' },
    ]);
    await sleep(150);
    expect(await p.deliveryStatus!([id], signal())).toEqual([
      { providerId: id, state: 'delivered' },
    ]);
  });

  it('keeps its inbox and its references in the inbox file across a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-sms-'));
    dirs.push(dir);
    const inboxFile = path.join(dir, 'inbox.jsonl');
    const first = await start({ inboxFile });
    const [sent] = await adapter(first).send([sms('p1', '8801712345678', 'Kept')], signal());
    await first.close();
    started.splice(started.indexOf(first), 1);
    expect(fs.readFileSync(inboxFile, 'utf8').trim().split('\n')).toHaveLength(1);

    const second = await start({ inboxFile });
    expect(second.received().map((s) => [s.reference, s.text])).toEqual([['p1', 'Kept']]);
    const [again] = await adapter(second).send([sms('p1', '8801712345678', 'Kept')], signal());
    expect(again).toEqual(sent);
    const [next] = await adapter(second).send([sms('p2')], signal());
    expect(next?.ok && Number(next.providerId)).toBeGreaterThan(
      Number(sent?.ok && sent.providerId),
    );
    expect(second.counts()).toEqual(
      new Map([
        ['p1', 1],
        ['p2', 1],
      ]),
    );
    expect(fs.readFileSync(inboxFile, 'utf8').trim().split('\n')).toHaveLength(2);

    second.reset();
    expect(second.received()).toEqual([]);
    expect(fs.readFileSync(inboxFile, 'utf8')).toBe('');
  });

  it('answers as BulkSMSBD to raw requests: 1001, 1003, 1002, several numbers in one', async () => {
    const gateway = await start();
    const post = async (fields: Record<string, string>) => {
      const res = await fetch(`${gateway.url}/api/smsapi`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      });
      return res.json();
    };
    const good = { api_key: 'k', senderid: 'SCHOOL', type: 'text', message: 'Hi' };
    expect(await post({ ...good, number: '8801712345678,8801212345678' })).toEqual({
      response_code: 1001,
      success_message: '',
      error_message: 'Invalid Number',
    });
    expect(await post({ ...good, api_key: '', number: '8801712345678' })).toMatchObject({
      response_code: 1003,
    });
    expect(await post({ ...good, senderid: ' ', number: '8801712345678' })).toMatchObject({
      response_code: 1002,
    });
    expect(gateway.received()).toEqual([]);

    const answer = await post({ ...good, number: '8801712345678,8801812345678' });
    expect(answer).toEqual({
      response_code: 202,
      message_id: expect.any(Number),
      success_message: 'SMS Submitted Successfully',
      error_message: '',
    });
    expect(gateway.received().map((s) => [s.number, s.messageId])).toEqual([
      ['8801712345678', String(answer.message_id)],
      ['8801812345678', String(answer.message_id)],
    ]);

    const viaGet = await fetch(
      `${gateway.url}/api/smsapi?api_key=k&type=text&number=8801912345678&senderid=S&message=Yo`,
    );
    expect((await viaGet.json()).response_code).toBe(202);
    const balance = await fetch(`${gateway.url}/api/getBalanceApi?api_key=k`);
    expect(await balance.json()).toEqual({ response_code: 202, balance: 998.95 });
  });

  it('is driven over HTTP: /_control/fail, /received, /counts, /inbox and /reset', async () => {
    const gateway = await start();
    const p = adapter(gateway);
    const control = (route: string, body?: object) =>
      fetch(`${gateway.url}/_control/${route}`, {
        method: body ? 'POST' : 'GET',
        ...(body
          ? { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }
          : {}),
      });

    expect((await control('fail', { mode: 'sideways' })).status).toBe(400);
    expect((await control('fail', { mode: 'server_error', times: 1 })).status).toBe(200);
    expect(failure((await p.send([sms('c1')], signal()))[0])).toBe('gateway_error');
    await p.send([sms('c1', '8801712345678', 'first')], signal());
    await p.send([sms('c2', '8801712345678', 'second')], signal());
    await p.send([sms('c3', '8801812345678', 'other')], signal());

    const received = (await (await control('received')).json()) as { reference: string }[];
    expect(received.map((r) => r.reference)).toEqual(['c1', 'c2', 'c3']);
    expect(await (await control('counts')).json()).toMatchObject({
      requests: 4,
      accepted: { c1: 1, c2: 1, c3: 1 },
      requestsByReference: { c1: 2, c2: 1, c3: 1 },
    });
    const phone = (await (await control('inbox?number=01712345678')).json()) as { text: string }[];
    expect(phone.map((m) => m.text)).toEqual(['second', 'first']);
    expect(fakeInbox(gateway, '+8801712345678').map((m) => m.text)).toEqual(['second', 'first']);
    expect(Object.keys(fakeInbox(gateway))).toEqual(['8801812345678', '8801712345678']);

    expect((await control('reset', {})).status).toBe(200);
    expect(await (await control('received')).json()).toEqual([]);
    expect(gateway.requests()).toBe(0);
  });
});
