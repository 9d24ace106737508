import { describe, expect, it } from 'vitest';
import {
  type GenericProviderOptions,
  genericProvider,
  genericSettingsProblems,
} from './generic.ts';
import type { OutgoingSms, SendOutcome } from './types.ts';

const KEY = 'gwKEY-8f3a2c';
const PASSWORD = 'p@ss word';

type Call = { method: string; url: string; body: string; contentType: string };

function recorder(...answers: ({ status?: number; body: string } | 'hang')[]) {
  const calls: Call[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? init.body : '',
      contentType: new Headers(init?.headers).get('content-type') ?? '',
    });
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    }
    return new Response(answer.body, { status: answer.status ?? 200 });
  }) as typeof fetch;
  return { calls, fetchFn };
}

const bangla = 'রহিম আজ অনুপস্থিত & ফি বাকি';
const sms = (over: Partial<OutgoingSms> = {}): OutgoingSms => ({
  reference: 'row-7',
  to: '8801712345678',
  text: bangla,
  unicode: true,
  ...over,
});

function provider(fetchFn: typeof fetch, over: Partial<GenericProviderOptions> = {}) {
  return genericProvider({
    url: `https://gw.example.com/api/send?user=${KEY}&to={number}&text={message}&from=SCHOOL`,
    method: 'GET',
    fields: {},
    successPattern: '^OK\\|(\\d+)',
    dedupesByReference: false,
    timeoutMs: 2000,
    fetch: fetchFn,
    ...over,
  });
}

const signal = () => new AbortController().signal;
const failed = (o: SendOutcome | undefined) => {
  if (!o || o.ok) throw new Error(`expected a failure, got ${JSON.stringify(o)}`);
  return o;
};

describe('generic adapter', () => {
  it('fills the URL placeholders, URL-encoded (Bangla, &), and reads the id from the pattern', async () => {
    const { calls, fetchFn } = recorder({ body: 'OK|4471' });
    const p = provider(fetchFn);
    expect([p.name, p.maxPerRequest, p.dedupesByReference]).toEqual(['generic', 1, false]);
    const out = await p.send([sms()], signal());
    expect(out).toEqual([{ reference: 'row-7', ok: true, providerId: '4471' }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('GET');
    expect(calls[0]!.url).toBe(
      `https://gw.example.com/api/send?user=${KEY}&to=8801712345678&text=${encodeURIComponent(bangla)}&from=SCHOOL`,
    );
    expect(new URL(calls[0]!.url).searchParams.get('text')).toBe(bangla);
  });

  it('GET: adds the fields to the query with every placeholder filled', async () => {
    const { calls, fetchFn } = recorder({ body: 'OK' });
    const p = provider(fetchFn, {
      url: 'https://gw.example.com/send',
      fields: {
        apikey: KEY,
        msisdn: '{number_local}',
        sms: '{message}',
        csms_id: '{reference}',
        unicode: '{unicode}',
        type: '{type}',
        note: 'to {number}',
      },
      successPattern: 'OK',
    });
    const out = await p.send(
      [
        sms(),
        sms({ reference: 'row-8', to: '8801812345678', text: 'Fees: 500/-', unicode: false }),
      ],
      signal(),
    );
    expect(out).toEqual([
      { reference: 'row-7', ok: true, providerId: null },
      { reference: 'row-8', ok: true, providerId: null },
    ]);
    const first = new URL(calls[0]!.url);
    expect(`${first.origin}${first.pathname}`).toBe('https://gw.example.com/send');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      apikey: KEY,
      msisdn: '01712345678',
      sms: bangla,
      csms_id: 'row-7',
      unicode: '1',
      type: 'unicode',
      note: 'to 8801712345678',
    });
    expect(calls[0]!.url).toContain(`sms=${encodeURIComponent(bangla)}`);
    const second = new URL(calls[1]!.url).searchParams;
    expect([
      second.get('msisdn'),
      second.get('sms'),
      second.get('unicode'),
      second.get('type'),
    ]).toEqual(['01812345678', 'Fees: 500/-', '0', 'text']);
  });

  it('POST: sends the fields form-encoded and fills the URL too', async () => {
    const { calls, fetchFn } = recorder({ body: '{"status":"SUCCESS","id":"a-1"}' });
    const p = provider(fetchFn, {
      url: 'https://gw.example.com/api/v2/sms?ref={reference}',
      method: 'POST',
      fields: { api_token: KEY, sid: 'SCHOOL', msisdn: '{number}', sms: '{message}' },
      successPattern: '"status":"SUCCESS","id":"([^"]+)"',
    });
    const out = await p.send([sms()], signal());
    expect(out).toEqual([{ reference: 'row-7', ok: true, providerId: 'a-1' }]);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.url).toBe('https://gw.example.com/api/v2/sms?ref=row-7');
    expect(calls[0]!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.body))).toEqual({
      api_token: KEY,
      sid: 'SCHOOL',
      msisdn: '8801712345678',
      sms: bangla,
    });
  });

  it('takes a /pattern/i form for flags', async () => {
    const { fetchFn } = recorder({ body: 'message accepted' });
    const [out] = await provider(fetchFn, { successPattern: '/ACCEPTED/i' }).send(
      [sms()],
      signal(),
    );
    expect(out?.ok).toBe(true);
  });

  it('rejects a 2xx answer that does not match, with its first 200 characters scrubbed', async () => {
    const body = `ERROR 105: invalid recipient 8801712345678 (01712345678) for user ${KEY} pass ${PASSWORD}; ${'x'.repeat(400)}`;
    const { fetchFn } = recorder({ body });
    const p = provider(fetchFn, {
      url: `https://gw.example.com/api/send?user=${KEY}&pass=${encodeURIComponent(PASSWORD)}&to={number}&text={message}`,
    });
    const [out] = await p.send([sms()], signal());
    const { failure, detail } = failed(out);
    expect(failure).toBe('rejected');
    expect(
      detail.startsWith(
        'generic ERROR 105: invalid recipient [hidden] ([hidden]) for user [hidden] pass [hidden];',
      ),
    ).toBe(true);
    expect(detail).not.toContain(KEY);
    expect(detail).not.toContain(PASSWORD);
    expect(detail).not.toMatch(/1712345678/);
    expect(detail.length).toBeLessThanOrEqual(200);
  });

  it('maps 5xx to gateway_error, 401 to account_problem, a 400 to rejected', async () => {
    const { fetchFn } = recorder(
      { status: 503, body: 'busy' },
      { status: 401, body: `bad key ${KEY}` },
      { status: 400, body: 'number 8801712345678 blocked' },
    );
    const p = provider(fetchFn);
    const outs = [
      ...(await p.send([sms()], signal())),
      ...(await p.send([sms()], signal())),
      ...(await p.send([sms()], signal())),
    ];
    expect(outs.map((o) => [failed(o).failure, failed(o).detail])).toEqual([
      ['gateway_error', 'generic HTTP 503'],
      ['account_problem', 'generic HTTP 401: bad key [hidden]'],
      ['rejected', 'generic HTTP 400: number [hidden] blocked'],
    ]);
  });

  it('maps no answer within timeoutMs to timeout', async () => {
    const { fetchFn } = recorder('hang');
    const started = performance.now();
    const [out] = await provider(fetchFn, { timeoutMs: 50 }).send([sms()], signal());
    expect(failed(out)).toMatchObject({
      failure: 'timeout',
      detail: 'generic no answer within 50 ms',
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a malformed number without a request', async () => {
    const { calls, fetchFn } = recorder({ body: 'OK|1' });
    const [out] = await provider(fetchFn).send([sms({ to: '01712345678' })], signal());
    expect(failed(out).failure).toBe('invalid_number');
    expect(calls).toHaveLength(0);
  });

  it('reads the balance with the pattern’s first group, or null', async () => {
    const { calls, fetchFn } = recorder(
      { body: 'Your balance is 1,234.50 Tk' },
      { body: 'Session expired' },
      { status: 500, body: 'balance is 3' },
    );
    const p = provider(fetchFn, {
      balanceUrl: `https://gw.example.com/api/balance?user=${KEY}`,
      balancePattern: 'balance is ([\\d,.]+)',
      dedupesByReference: true,
    });
    expect(p.dedupesByReference).toBe(true);
    expect(await p.balance!(signal())).toBe(1234.5);
    expect(await p.balance!(signal())).toBeNull();
    expect(await p.balance!(signal())).toBeNull();
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: `https://gw.example.com/api/balance?user=${KEY}`,
    });
    expect(provider(fetchFn).balance).toBeUndefined();
  });

  it('names what is wrong with a gateway’s settings', () => {
    expect(
      genericSettingsProblems({
        url: 'https://gw.example.com/send?to={number}&text={message}',
        fields: {},
        successPattern: 'OK',
      }),
    ).toEqual([]);
    expect(
      genericSettingsProblems({
        url: 'gw.example.com/send?user={key}&to={phone}',
        fields: { sender: '{sender}' },
        successPattern: '(unclosed',
        balanceUrl: 'https://gw.example.com/balance',
      }),
    ).toEqual([
      'unknown placeholder {key}',
      'unknown placeholder {phone}',
      'unknown placeholder {sender}',
      'no {number} or {number_local}',
      'no {message}',
      'url is not an http(s) address',
      'successPattern is not a regular expression',
      'balanceUrl without balancePattern',
    ]);
  });
});
