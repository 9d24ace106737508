import { describe, expect, it } from 'vitest';
import { bulkSmsBdProvider, parseBulkSmsBdAnswer } from './bulksmsbd.ts';
import type { OutgoingSms, SendOutcome } from './types.ts';

/**
 * The request and answer shapes recorded from BulkSMSBD's documentation
 * (bulksmsbd.com/bulksms-api-bangladesh.php) and the clients written against it: a form
 * POST to /api/smsapi, HTTP 200 and JSON carrying `response_code`.
 */
const KEY = 'Kx9SECRETapiKEY7';
const BASE = 'https://bulksmsbd.net';

type Call = { method: string; url: string; contentType: string; form: URLSearchParams };
type Answer = { status?: number; body: string } | 'hang' | Error;

function recorder(...answers: Answer[]) {
  const calls: Call[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      url: String(input),
      contentType: new Headers(init?.headers).get('content-type') ?? '',
      form: new URLSearchParams(typeof init?.body === 'string' ? init.body : ''),
    });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer instanceof Error) throw answer;
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    }
    return new Response(answer.body, {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { calls, fetchFn };
}

const submitted = (id: number) =>
  JSON.stringify({
    response_code: 202,
    message_id: id,
    success_message: 'SMS Submitted Successfully',
    error_message: '',
  });
const refused = (code: number, words: string) =>
  JSON.stringify({ response_code: code, success_message: '', error_message: words });

const sms = (reference: string, to: string, text = 'Rahim was absent today.', unicode = false) =>
  ({ reference, to, text, unicode }) satisfies OutgoingSms;

function provider(
  fetchFn: typeof fetch,
  extra: { timeoutMs?: number; sendReference?: boolean } = {},
) {
  return bulkSmsBdProvider({
    baseUrl: BASE,
    apiKey: KEY,
    senderId: '8809617614289',
    timeoutMs: extra.timeoutMs ?? 2000,
    fetch: fetchFn,
    ...(extra.sendReference === undefined ? {} : { sendReference: extra.sendReference }),
  });
}

const signal = () => new AbortController().signal;
const failed = (o: SendOutcome | undefined) => {
  if (!o || o.ok) throw new Error(`expected a failure, got ${JSON.stringify(o)}`);
  return o;
};

describe('bulksmsbd adapter', () => {
  it('posts the documented form to /api/smsapi and reads message_id from a 202', async () => {
    const { calls, fetchFn } = recorder({ body: submitted(59432678) });
    const p = provider(fetchFn);
    expect(p.name).toBe('bulksmsbd');
    expect(p.dedupesByReference).toBe(false);
    expect(p.maxPerRequest).toBe(100);
    expect(p.deliveryStatus).toBeUndefined();

    const out = await p.send([sms('r1', '8801712345678')], signal());

    expect(out).toEqual([{ reference: 'r1', ok: true, providerId: '59432678' }]);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.method).toBe('POST');
    expect(call!.url).toBe('https://bulksmsbd.net/api/smsapi');
    expect(call!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(call!.form)).toEqual({
      api_key: KEY,
      type: 'text',
      number: '8801712345678',
      senderid: '8809617614289',
      message: 'Rahim was absent today.',
    });
  });

  it('accepts a base URL ending in /api and response_code as a string', async () => {
    const { calls, fetchFn } = recorder({
      body: '{"response_code":"202","message_id":"77","success_message":"SMS Submitted Successfully"}',
    });
    const p = bulkSmsBdProvider({
      baseUrl: 'https://bulksmsbd.net/api/',
      apiKey: KEY,
      senderId: 'SCHOOL',
      timeoutMs: 1000,
      fetch: fetchFn,
    });
    const out = await p.send([sms('r1', '8801812345678')], signal());
    expect(out).toEqual([{ reference: 'r1', ok: true, providerId: '77' }]);
    expect(calls[0]!.url).toBe('https://bulksmsbd.net/api/smsapi');
  });

  it('maps 1001 to invalid_number', async () => {
    const { fetchFn } = recorder({ body: refused(1001, 'Invalid Number') });
    const [out] = await provider(fetchFn).send([sms('r1', '8801712345678')], signal());
    expect(failed(out)).toMatchObject({ failure: 'invalid_number' });
    expect(failed(out).detail).toBe('bulksmsbd 1001: Invalid Number');
  });

  it.each([
    [1007, 'Balance Insufficient', 'balance_insufficient'],
    [1006, 'Balance Validity Not Available', 'balance_insufficient'],
    [1032, 'ip Not whitelisted', 'account_problem'],
    [1002, 'sender id not correct/sender id is disabled', 'account_problem'],
    [1011, 'User Id not found', 'account_problem'],
    [1031, 'Your Account Not Verified, Please Contact Administrator.', 'account_problem'],
    [1003, 'Please Required all fields/Contact Your System Administrator', 'account_problem'],
    [1018, 'The Owner of this (username) Account is disabled', 'account_problem'],
    [1012, 'Masking SMS must be sent in Bengali', 'rejected'],
    [1005, 'Internal Error', 'gateway_error'],
    [1099, 'Something new', 'rejected'],
  ] as const)('maps %i to %s', async (code, words, failure) => {
    const { fetchFn } = recorder({ body: refused(code, words) });
    const out = await provider(fetchFn).send(
      [sms('a', '8801712345678'), sms('b', '8801812345678')],
      signal(),
    );
    expect(out.map((o) => [o.reference, failed(o).failure])).toEqual([
      ['a', failure],
      ['b', failure],
    ]);
    expect(failed(out[0]).detail).toBe(`bulksmsbd ${code}: ${words}`);
  });

  it('reads a bare code as the answer', async () => {
    const { fetchFn } = recorder({ body: '1007' });
    const [out] = await provider(fetchFn).send([sms('r1', '8801712345678')], signal());
    expect(failed(out)).toMatchObject({
      failure: 'balance_insufficient',
      detail: 'bulksmsbd 1007: Balance Insufficient',
    });
  });

  it('maps an HTTP 503 to gateway_error', async () => {
    const { fetchFn } = recorder({ status: 503, body: '<h1>Service Unavailable</h1>' });
    const [out] = await provider(fetchFn).send([sms('r1', '8801712345678')], signal());
    expect(failed(out)).toMatchObject({ failure: 'gateway_error', detail: 'bulksmsbd HTTP 503' });
  });

  it('maps an answer that is not JSON to gateway_error', async () => {
    const { fetchFn } = recorder({ body: '<html><body>Login to continue</body></html>' });
    const [out] = await provider(fetchFn).send([sms('r1', '8801712345678')], signal());
    expect(failed(out).failure).toBe('gateway_error');
    expect(failed(out).detail).toMatch(/^bulksmsbd unreadable answer \(HTTP 200\)/);
  });

  it('maps JSON without a response_code to gateway_error', async () => {
    const { fetchFn } = recorder({ body: '{"status":"ok"}' });
    const [out] = await provider(fetchFn).send([sms('r1', '8801712345678')], signal());
    expect(failed(out).failure).toBe('gateway_error');
  });

  it('gives up on a hanging gateway after timeoutMs: timeout', async () => {
    const { fetchFn } = recorder('hang');
    const started = performance.now();
    const [out] = await provider(fetchFn, { timeoutMs: 50 }).send(
      [sms('r1', '8801712345678')],
      signal(),
    );
    expect(failed(out)).toMatchObject({
      failure: 'timeout',
      detail: 'bulksmsbd no answer within 50 ms',
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('gives up even on a fetch that ignores its signal', async () => {
    const fetchFn = (() => new Promise<Response>(() => {})) as typeof fetch;
    const [out] = await provider(fetchFn, { timeoutMs: 50 }).send(
      [sms('r1', '8801712345678')],
      signal(),
    );
    expect(failed(out).failure).toBe('timeout');
  });

  it('reports a stop by the caller as an unknown outcome (timeout), without throwing', async () => {
    const { fetchFn } = recorder('hang');
    const controller = new AbortController();
    const sending = provider(fetchFn, { timeoutMs: 5000 }).send(
      [sms('r1', '8801712345678')],
      controller.signal,
    );
    setTimeout(() => controller.abort(), 20);
    const [out] = await sending;
    expect(failed(out)).toMatchObject({
      failure: 'timeout',
      detail: 'bulksmsbd stopped before the gateway answered',
    });
  });

  it('maps a refused connection to gateway_error, naming the code only', async () => {
    const error = new TypeError(`fetch failed ${BASE}/api/smsapi?api_key=${KEY}`, {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    const { fetchFn } = recorder(error);
    const [out] = await provider(fetchFn).send([sms('r1', '8801712345678')], signal());
    expect(failed(out)).toMatchObject({
      failure: 'gateway_error',
      detail: 'bulksmsbd network error (ECONNREFUSED)',
    });
  });

  it('sends three messages with one text in one request, two texts in two', async () => {
    const { calls, fetchFn } = recorder({ body: submitted(1) }, { body: submitted(2) });
    const out = await provider(fetchFn).send(
      [
        sms('a', '8801712345678', 'School closed tomorrow.'),
        sms('b', '8801812345678', 'Fees due on Sunday.'),
        sms('c', '8801912345678', 'School closed tomorrow.'),
        sms('d', '8801512345678', 'School closed tomorrow.'),
      ],
      signal(),
    );
    expect(calls.map((c) => [c.form.get('number'), c.form.get('message')])).toEqual([
      ['8801712345678,8801912345678,8801512345678', 'School closed tomorrow.'],
      ['8801812345678', 'Fees due on Sunday.'],
    ]);
    const ids = Object.fromEntries(out.map((o) => [o.reference, o.ok ? o.providerId : null]));
    expect(ids).toEqual({ a: '1', c: '1', d: '1', b: '2' });
  });

  it('splits more numbers than maxPerRequest into several requests', async () => {
    const { calls, fetchFn } = recorder({ body: submitted(5) });
    const many = Array.from({ length: 101 }, (_, i) =>
      sms(`r${i}`, `88017${String(i).padStart(8, '0')}`, 'Exam results are out.'),
    );
    const out = await provider(fetchFn).send(many, signal());
    expect(calls.map((c) => c.form.get('number')!.split(',').length)).toEqual([100, 1]);
    expect(out.filter((o) => o.ok)).toHaveLength(101);
  });

  it('sends Bangla as type=unicode, apart from the same words flagged as text', async () => {
    const { calls, fetchFn } = recorder({ body: submitted(9) });
    const bangla = 'আগামীকাল স্কুল বন্ধ থাকবে।';
    await provider(fetchFn).send(
      [sms('a', '8801712345678', bangla, true), sms('b', '8801812345678', 'Holiday', false)],
      signal(),
    );
    expect(calls.map((c) => [c.form.get('type'), c.form.get('message')])).toEqual([
      ['unicode', bangla],
      ['text', 'Holiday'],
    ]);
  });

  it('sends the numbers of a group answered 1001 one by one, so one bad number fails alone', async () => {
    const { calls, fetchFn } = recorder(
      { body: refused(1001, 'Invalid Number') },
      { body: submitted(11) },
      { body: refused(1001, 'Invalid Number') },
    );
    const out = await provider(fetchFn).send(
      [sms('good', '8801712345678'), sms('bad', '8801812345678')],
      signal(),
    );
    expect(calls.map((c) => c.form.get('number'))).toEqual([
      '8801712345678,8801812345678',
      '8801712345678',
      '8801812345678',
    ]);
    expect(out).toEqual([
      { reference: 'good', ok: true, providerId: '11' },
      expect.objectContaining({ reference: 'bad', ok: false, failure: 'invalid_number' }),
    ]);
  });

  it('refuses a number that is not 8801[3-9]XXXXXXXX before any request', async () => {
    const { calls, fetchFn } = recorder({ body: submitted(3) });
    const out = await provider(fetchFn).send(
      [sms('bad', '8801212345678'), sms('short', '88017123'), sms('ok', '8801312345678')],
      signal(),
    );
    expect(calls.map((c) => c.form.get('number'))).toEqual(['8801312345678']);
    expect(out.map((o) => (o.ok ? 'ok' : o.failure))).toEqual([
      'invalid_number',
      'invalid_number',
      'ok',
    ]);
  });

  it('never puts the key or a number in a detail, even when the gateway echoes them', async () => {
    const echo = refused(
      1002,
      `senderid disabled for api_key=${KEY} numbers 8801712345678,01812345678 key ${encodeURIComponent(KEY)}`,
    );
    const answers: Answer[] = [
      { body: echo },
      { status: 200, body: `<pre>Undefined index api_key ${KEY} 8801712345678</pre>` },
      new TypeError(`${BASE}/api/smsapi?api_key=${KEY}&number=8801712345678`),
    ];
    for (const answer of answers) {
      const { fetchFn } = recorder(answer);
      const out = await provider(fetchFn).send(
        [sms('a', '8801712345678'), sms('b', '8801812345678')],
        signal(),
      );
      for (const o of out) {
        const { detail } = failed(o);
        expect(detail).not.toContain(KEY);
        expect(detail).not.toContain(encodeURIComponent(KEY));
        expect(detail).not.toMatch(/1712345678|1812345678/);
        expect(detail.startsWith('bulksmsbd ')).toBe(true);
      }
    }
  });

  it('reads the balance from getBalanceApi, as a number or a string', async () => {
    const { calls, fetchFn } = recorder(
      { body: '{"response_code":202,"balance":123.45}' },
      { body: '{"balance":"250.75","response_code":202}' },
      { body: refused(1011, 'User Id not found') },
      { body: 'Error' },
      { status: 502, body: '' },
    );
    const p = provider(fetchFn);
    const read = () => p.balance!(signal());
    expect(await read()).toBe(123.45);
    expect(await read()).toBe(250.75);
    expect(await read()).toBeNull();
    expect(await read()).toBeNull();
    expect(await read()).toBeNull();
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe('https://bulksmsbd.net/api/getBalanceApi');
    expect(Object.fromEntries(calls[0]!.form)).toEqual({ api_key: KEY });
  });

  it('with sendReference: one message per request carrying its reference, and delivery read back', async () => {
    const { calls, fetchFn } = recorder(
      { body: submitted(21) },
      { body: submitted(22) },
      {
        body: JSON.stringify({
          statuses: [
            { message_id: '21', status: 'delivered' },
            { message_id: '22', status: 'pending' },
            { message_id: '99', status: 'delivered' },
            { message_id: '23', status: 'lost' },
          ],
        }),
      },
    );
    const p = provider(fetchFn, { sendReference: true });
    expect(p.maxPerRequest).toBe(1);
    expect(p.dedupesByReference).toBe(true);
    const out = await p.send(
      [sms('row-1', '8801712345678', 'Same'), sms('row-2', '8801812345678', 'Same')],
      signal(),
    );
    expect(calls.map((c) => [c.form.get('number'), c.form.get('reference')])).toEqual([
      ['8801712345678', 'row-1'],
      ['8801812345678', 'row-2'],
    ]);
    expect(out.map((o) => o.ok && o.providerId)).toEqual(['21', '22']);

    const states = await p.deliveryStatus!(['21', '22', '23'], signal());
    expect(calls[2]!.method).toBe('GET');
    expect(calls[2]!.url).toBe('https://bulksmsbd.net/api/status?message_id=21,22,23');
    expect(states).toEqual([
      { providerId: '21', state: 'delivered' },
      { providerId: '22', state: 'pending' },
    ]);
  });
});

describe('parseBulkSmsBdAnswer', () => {
  it('reads the documented shapes and nothing else', () => {
    expect(parseBulkSmsBdAnswer(submitted(5))).toEqual({
      code: 202,
      messageId: '5',
      words: 'SMS Submitted Successfully',
    });
    expect(parseBulkSmsBdAnswer('{"response_code":1007,"message_id":0}')).toEqual({
      code: 1007,
      messageId: null,
      words: '',
    });
    expect(parseBulkSmsBdAnswer(' 1032\n')).toMatchObject({ code: 1032 });
    expect(parseBulkSmsBdAnswer('[]')).toBeNull();
    expect(parseBulkSmsBdAnswer('{"response_code":"abc"}')).toBeNull();
    expect(parseBulkSmsBdAnswer('OK')).toBeNull();
  });
});
