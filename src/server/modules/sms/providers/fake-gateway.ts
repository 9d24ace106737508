/**
 * A local SMS gateway that answers like BulkSMSBD (bulksmsbd.ts), for the demo, the tests
 * and the end-to-end runs: no SIM, no balance, no guardian's phone ringing. A node:http
 * server on 127.0.0.1.
 *
 *   POST|GET /api/smsapi        api_key, type=text|unicode, number (comma-separated),
 *                               senderid, message; and `reference`, which BulkSMSBD does not
 *                               have: a repeat of a reference already taken is not taken again
 *                               and answers the first message_id.
 *   POST|GET /api/getBalanceApi `{"response_code":202,"balance":…}`, 0.35 taka less per part sent
 *   GET  /api/status?message_id=a,b
 *                               `{"statuses":[{"message_id":"a","status":"delivered"|"pending"}]}`,
 *                               delivered once `deliverAfterMs` has passed
 *   POST /_control/fail         `{"mode":"timeout"|"server_error"|"balance"|"flaky"|"none",
 *                               "times"?,"ratio"?,"accept"?}` (see `fail`)
 *   POST /_control/reset        forgets everything, the inbox file too
 *   GET  /_control/received     every message taken, oldest first
 *   GET  /_control/counts       `{"requests":n,"accepted":{ref:n},"requestsByReference":{ref:n}}`
 *   GET  /_control/inbox[?number=]  what the phones show (`fakeInbox`)
 *
 * Answers as BulkSMSBD does (HTTP 200, JSON): 202 with a message_id; 1003 without an api_key,
 * a number or a message; 1002 without a senderid; 1001 when any number is not `8801[3-9]` and
 * 8 digits (nothing of that request is taken); 1007 when the balance is short. Failures on
 * demand touch `/api/smsapi` only, so `times` counts send requests.
 *
 * With `inboxFile`, each message taken is appended as one JSON line and the file is read
 * back at start: a restarted demo keeps its inbox and its references (a repeat after the
 * restart is still recognised).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { smsParts } from '../../../../shared/sms.ts';
import { BULKSMSBD_CODES } from './bulksmsbd.ts';
import { BD_MOBILE } from './http.ts';

export type FakeSms = {
  /** As sent: 8801XXXXXXXXX. */
  number: string;
  text: string;
  unicode: boolean;
  senderId: string;
  /** The `reference` field of its request, or null when it had none. */
  reference: string | null;
  /** Shared by the numbers of one request, as BulkSMSBD's is. */
  messageId: string;
  /** ISO time it was taken. */
  at: string;
  /** SMS parts it took (160/153 characters, 70/67 in Unicode). */
  parts: number;
};

export type FakeFailMode = 'timeout' | 'server_error' | 'balance' | 'flaky' | 'none';

export type FakeFailOptions = {
  /** timeout, server_error: how many send requests fail (default: every one until `none`). */
  times?: number;
  /** flaky: the share of send requests answered 503, at random (default 0.5). */
  ratio?: number;
  /** timeout: take the message, then never answer (the answer lost on the way back). */
  accept?: boolean;
};

export type FakeGatewayOptions = {
  /** 0 (the default): any free port. */
  port?: number;
  host?: string;
  inboxFile?: string;
  /** When a message taken reads `delivered` (default 2000 ms). */
  deliverAfterMs?: number;
  /** The starting balance in taka (default 1000). */
  balance?: number;
  /** Seeds `flaky`'s draws; Math.random without it. */
  seed?: number;
};

export type FakeGateway = {
  /** `http://127.0.0.1:PORT`, the `url` of the `fake` provider. */
  url: string;
  port: number;
  /** Every message taken, oldest first. */
  received(): FakeSms[];
  /** reference → how many times it was taken as new (1 each when the dedupe works). */
  counts(): Map<string, number>;
  /** Send requests that came, all of them or those carrying `reference`. */
  requests(reference?: string): number;
  /** The balance in taka. */
  balance(): number;
  setBalance(taka: number): void;
  /**
   * Failure on demand: `timeout` never answers the next `times` send requests (a minute,
   * then it does); `server_error` answers them 503; `balance` answers 1007 "Balance
   * Insufficient" until `none`; `flaky` answers 503 to a `ratio` of them; `none` stops.
   */
  fail(mode: FakeFailMode, opts?: FakeFailOptions): void;
  reset(): void;
  close(): Promise<void>;
};

const FAIL_MODES: readonly FakeFailMode[] = ['timeout', 'server_error', 'balance', 'flaky', 'none'];
const PRICE_PER_PART = 0.35;
const HANG_MS = 60_000;
const MAX_BODY = 1_000_000;

/** SMS parts of a text as the gateway counts them (src/shared/sms.ts: the one counting). */
export function fakeParts(text: string): number {
  return smsParts(text).parts;
}

/** A small seeded generator (mulberry32): the same draws for the same seed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function asFakeSms(value: unknown): FakeSms | null {
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  if (
    typeof o.number !== 'string' ||
    typeof o.text !== 'string' ||
    typeof o.messageId !== 'string' ||
    typeof o.at !== 'string'
  ) {
    return null;
  }
  const unicode = o.unicode === true;
  return {
    number: o.number,
    text: o.text,
    unicode,
    senderId: typeof o.senderId === 'string' ? o.senderId : '',
    reference: typeof o.reference === 'string' ? o.reference : null,
    messageId: o.messageId,
    at: o.at,
    parts: typeof o.parts === 'number' ? o.parts : fakeParts(o.text),
  };
}

export async function startFakeGateway(opts: FakeGatewayOptions = {}): Promise<FakeGateway> {
  const host = opts.host ?? '127.0.0.1';
  const deliverAfterMs = opts.deliverAfterMs ?? 2000;
  const startingBalance = opts.balance ?? 1000;
  const random = opts.seed === undefined ? Math.random : seeded(opts.seed);
  const inboxFile = opts.inboxFile;

  let received: FakeSms[] = [];
  /** reference → the message_id it was first taken under. */
  let taken = new Map<string, string>();
  let counts = new Map<string, number>();
  let requestsByReference = new Map<string, number>();
  let requestsTotal = 0;
  let balance = startingBalance;
  let lastId = 10_000_000;
  const NO_FAILURE = { mode: 'none' as FakeFailMode, times: 0, ratio: 0, accept: false };
  let failure = { ...NO_FAILURE };
  const hanging = new Set<http.ServerResponse>();

  const takeAsNew = (sms: FakeSms, countedIds: Set<string>) => {
    received.push(sms);
    lastId = Math.max(lastId, Number(sms.messageId) || 0);
    if (sms.reference !== null && !countedIds.has(sms.messageId)) {
      countedIds.add(sms.messageId);
      if (!taken.has(sms.reference)) taken.set(sms.reference, sms.messageId);
      counts.set(sms.reference, (counts.get(sms.reference) ?? 0) + 1);
    }
  };

  if (inboxFile) {
    fs.mkdirSync(path.dirname(inboxFile), { recursive: true });
    if (fs.existsSync(inboxFile)) {
      const counted = new Set<string>();
      for (const line of fs.readFileSync(inboxFile, 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        try {
          const sms = asFakeSms(JSON.parse(line));
          if (sms) takeAsNew(sms, counted);
        } catch {
          // A line cut by a crash: the rest of the inbox still reads.
        }
      }
    }
  }

  const ok = (messageId: string) => ({
    response_code: 202,
    message_id: Number(messageId),
    success_message: 'SMS Submitted Successfully',
    error_message: '',
  });
  const refused = (code: number) => ({
    response_code: code,
    success_message: '',
    error_message: BULKSMSBD_CODES[code]?.words ?? 'Error',
  });

  /** Takes the request's message(s) or refuses them, as BulkSMSBD answers. */
  function smsAnswer(params: URLSearchParams, reference: string | null): object {
    const apiKey = params.get('api_key')?.trim() ?? '';
    const senderId = params.get('senderid')?.trim() ?? '';
    const message = params.get('message') ?? '';
    const numbersField = params.get('number')?.trim() ?? '';
    if (apiKey === '' || numbersField === '' || message === '') return refused(1003);
    if (senderId === '') return refused(1002);
    const numbers = numbersField.split(',').map((n) => n.trim());
    if (numbers.some((n) => !BD_MOBILE.test(n))) return refused(1001);
    const before = reference === null ? undefined : taken.get(reference);
    if (before !== undefined) return ok(before);
    if (failure.mode === 'balance') return refused(1007);
    const unicode = params.get('type') === 'unicode';
    const parts = fakeParts(message);
    const cost = round2(parts * PRICE_PER_PART * numbers.length);
    if (cost > balance) return refused(1007);
    balance = round2(balance - cost);
    const messageId = String(lastId + 1);
    const at = new Date().toISOString();
    const counted = new Set<string>();
    for (const number of numbers) {
      const sms: FakeSms = {
        number,
        text: message,
        unicode,
        senderId,
        reference,
        messageId,
        at,
        parts,
      };
      takeAsNew(sms, counted);
      if (inboxFile) fs.appendFileSync(inboxFile, `${JSON.stringify(sms)}\n`);
    }
    return ok(messageId);
  }

  /** This send request's failure on demand, if any. */
  function fault(): { mode: 'timeout'; accept: boolean } | { mode: 'server_error' } | null {
    const { mode, accept } = failure;
    if ((mode === 'timeout' || mode === 'server_error') && failure.times > 0) {
      failure.times -= 1;
      if (failure.times === 0) failure = { ...NO_FAILURE };
      return mode === 'timeout' ? { mode, accept } : { mode };
    }
    if (mode === 'flaky' && random() < failure.ratio) return { mode: 'server_error' };
    return null;
  }

  function hang(res: http.ServerResponse, late: () => void) {
    hanging.add(res);
    const timer = setTimeout(() => {
      hanging.delete(res);
      late();
    }, HANG_MS);
    timer.unref();
    res.on('close', () => {
      clearTimeout(timer);
      hanging.delete(res);
    });
  }

  function fail(mode: FakeFailMode, o: FakeFailOptions = {}) {
    if (!FAIL_MODES.includes(mode)) throw new Error(`unknown failure mode ${String(mode)}`);
    failure =
      mode === 'none'
        ? { ...NO_FAILURE }
        : {
            mode,
            times: o.times ?? Number.POSITIVE_INFINITY,
            ratio: Math.min(1, Math.max(0, o.ratio ?? 0.5)),
            accept: o.accept ?? false,
          };
  }

  function reset() {
    received = [];
    taken = new Map();
    counts = new Map();
    requestsByReference = new Map();
    requestsTotal = 0;
    balance = startingBalance;
    failure = { ...NO_FAILURE };
    // lastId goes on: an id handed out before the reset is never handed out again.
    if (inboxFile) fs.writeFileSync(inboxFile, '');
  }

  const gateway = {
    received: () => received.map((sms) => ({ ...sms })),
    counts: () => new Map(counts),
    requests: (reference?: string) =>
      reference === undefined ? requestsTotal : (requestsByReference.get(reference) ?? 0),
    balance: () => balance,
    setBalance: (taka: number) => {
      balance = round2(taka);
    },
    fail,
    reset,
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const route = `${req.method} ${url.pathname}`;
    switch (route) {
      case 'GET /api/smsapi':
      case 'POST /api/smsapi': {
        const params = await paramsOf(req, url);
        requestsTotal += 1;
        const reference = params.get('reference')?.trim() || null;
        if (reference !== null) {
          requestsByReference.set(reference, (requestsByReference.get(reference) ?? 0) + 1);
        }
        const now = fault();
        if (now?.mode === 'server_error') return text(res, 503, 'Service Unavailable');
        if (now?.mode === 'timeout') {
          const answer = now.accept ? smsAnswer(params, reference) : null;
          return hang(res, () =>
            answer ? json(res, 200, answer) : text(res, 503, 'Service Unavailable'),
          );
        }
        return json(res, 200, smsAnswer(params, reference));
      }
      case 'GET /api/getBalanceApi':
      case 'POST /api/getBalanceApi': {
        const params = await paramsOf(req, url);
        if ((params.get('api_key')?.trim() ?? '') === '') return json(res, 200, refused(1003));
        return json(res, 200, {
          response_code: 202,
          balance: failure.mode === 'balance' ? 0 : balance,
        });
      }
      case 'GET /api/status': {
        const ids = (url.searchParams.get('message_id') ?? '').split(',').map((s) => s.trim());
        const now = Date.now();
        const statuses = ids.flatMap((id) => {
          const sms = received.find((s) => s.messageId === id);
          if (!sms) return [];
          const delivered = now - Date.parse(sms.at) >= deliverAfterMs;
          return [{ message_id: id, status: delivered ? 'delivered' : 'pending' }];
        });
        return json(res, 200, { statuses });
      }
      case 'POST /_control/fail': {
        const body = (await readJson(req)) as { mode?: unknown } & FakeFailOptions;
        if (!FAIL_MODES.includes(body.mode as FakeFailMode)) {
          return json(res, 400, { error: `mode is one of ${FAIL_MODES.join(', ')}` });
        }
        const numberOrUndefined = (v: unknown) =>
          typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;
        fail(body.mode as FakeFailMode, {
          times: numberOrUndefined(body.times),
          ratio: numberOrUndefined(body.ratio),
          accept: body.accept === true,
        });
        return json(res, 200, { ok: true });
      }
      case 'POST /_control/reset':
        reset();
        return json(res, 200, { ok: true });
      case 'GET /_control/received':
        return json(res, 200, received);
      case 'GET /_control/counts':
        return json(res, 200, {
          requests: requestsTotal,
          accepted: Object.fromEntries(counts),
          requestsByReference: Object.fromEntries(requestsByReference),
          balance,
        });
      case 'GET /_control/inbox': {
        const number = url.searchParams.get('number');
        return json(res, 200, number ? fakeInbox(gateway, number) : fakeInbox(gateway));
      }
      default:
        return json(res, 404, { message: 'No such address on the fake gateway' });
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent)
        json(res, 400, { message: 'The fake gateway could not read the request' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    ...gateway,
    close: async () => {
      for (const res of hanging) res.destroy();
      hanging.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * What a phone would show: one number's messages newest first, or every number's (the
 * number whose latest message is newest first). A number may be given as 8801…, +8801… or 01….
 */
export function fakeInbox(gateway: Pick<FakeGateway, 'received'>, number: string): FakeSms[];
export function fakeInbox(gateway: Pick<FakeGateway, 'received'>): Record<string, FakeSms[]>;
export function fakeInbox(
  gateway: Pick<FakeGateway, 'received'>,
  number?: string,
): FakeSms[] | Record<string, FakeSms[]> {
  const newestFirst = gateway.received().reverse();
  if (number !== undefined) {
    const digits = number.replace(/\D/g, '');
    const wanted = digits.startsWith('0') ? `88${digits}` : digits;
    return newestFirst.filter((sms) => sms.number === wanted);
  }
  const byNumber: Record<string, FakeSms[]> = {};
  for (const sms of newestFirst) {
    const messages = byNumber[sms.number] ?? [];
    messages.push(sms);
    byNumber[sms.number] = messages;
  }
  return byNumber;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const body = await readBody(req);
  const parsed: unknown = body.trim() === '' ? {} : JSON.parse(body);
  return typeof parsed === 'object' && parsed !== null ? parsed : {};
}

/** The query's fields, then the body's (form-encoded, or JSON as some clients send it). */
async function paramsOf(req: http.IncomingMessage, url: URL): Promise<URLSearchParams> {
  const params = new URLSearchParams(url.searchParams);
  if (req.method !== 'POST') return params;
  const body = await readBody(req);
  if (/json/i.test(req.headers['content-type'] ?? '')) {
    const parsed: unknown = JSON.parse(body || '{}');
    if (typeof parsed === 'object' && parsed !== null) {
      for (const [k, v] of Object.entries(parsed)) params.set(k, String(v));
    }
  } else {
    for (const [k, v] of new URLSearchParams(body)) params.set(k, v);
  }
  return params;
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function text(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(body);
}
