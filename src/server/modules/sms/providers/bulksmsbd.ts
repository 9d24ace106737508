/**
 * BulkSMSBD (bulksmsbd.net), the gateway most Bangladeshi schools are sold.
 *
 * What its public API documentation says (https://bulksmsbd.com/bulksms-api-bangladesh.php,
 * "Single SMS API", read for this adapter):
 * - `api/smsapi`, GET and POST, fields `api_key`, `type` (`text`; `unicode` for Bangla),
 *   `number` (`88017XXXXXXXX,88018XXXXXXXX,…`: comma-separated, one text to many numbers),
 *   `senderid` (the approved sender id), `message` (URL-encoded).
 * - `api/getBalanceApi?api_key=…`, GET and POST.
 * - The codes: 202 SMS Submitted Successfully; 1001 Invalid Number; 1002 sender id not
 *   correct/sender id is disabled; 1003 Please Required all fields/Contact Your System
 *   Administrator; 1005 Internal Error; 1006 Balance Validity Not Available; 1007 Balance
 *   Insufficient; 1011 User Id not found; 1012 Masking SMS must be sent in Bengali; 1013-1021
 *   sender id, sender type, price and account (owner, parent) not found or disabled; 1031 Your
 *   Account Not Verified, Please Contact Administrator; 1032 ip Not whitelisted.
 *
 * What the page does not show, taken from the clients written against it (the Laravel package
 * munshiprodip/bulksmsbd-laravel, the Dart package `bulksmsbd` on pub.dev and several
 * integrations): the answer is JSON with HTTP 200,
 * `{"response_code":202,"message_id":59432678,"success_message":"SMS Submitted Successfully","error_message":""}`,
 * an error `{"response_code":1007,"success_message":"","error_message":"Balance Insufficient"}`;
 * the balance `{"response_code":202,"balance":5000}` (one client shows `"balance":"250.75"`, a
 * string: both are read). `response_code` is read as a number or a numeric string, and a
 * body that is a bare code (`1001`, reported by one integration) is read as that code.
 * The documentation gives no limit on numbers per request (100 is ours), no idempotency
 * key and no delivery-report endpoint: the real gateway has no `deliveryStatus` here.
 *
 * Unclear in the documentation, chosen here:
 * - Which number a 1001 refers to when a request carries several: the adapter checks the
 *   form locally first (a bad number never joins a group), and if a group is still answered
 *   1001 it sends that group's numbers one by one (the gateway took nothing: it answered an
 *   error, not 202), so one bad number cannot fail its neighbours.
 * - A code the documentation does not list: `rejected` for the messages of that request
 *   (a definite answer, not worth repeating), with the code in `detail`.
 *
 * `sendReference` (the local fake gateway only, fake-gateway.ts): one message per request
 * with a `reference` field, the outbox row's id, which the fake uses to drop a repeat and
 * answer the first message_id. BulkSMSBD itself documents no such field; pointing this at
 * the real gateway with `sendReference` would claim a dedupe it does not do.
 */
import { BD_MOBILE, scrub, timedRequest, unanswered } from './http.ts';
import type { DeliveryState, OutgoingSms, SendOutcome, SmsFailure, SmsProvider } from './types.ts';

export type BulkSmsBdOptions = {
  /** The gateway's origin, e.g. `https://bulksmsbd.net` (a trailing `/api` is accepted). */
  baseUrl: string;
  apiKey: string;
  senderId: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** One message per request with a `reference` field: the fake gateway only (see above). */
  sendReference?: boolean;
};

/** Numbers sharing one text in one request (the documentation sets no limit). */
export const BULKSMSBD_MAX_NUMBERS = 100;

type Code = { failure: SmsFailure; words: string };

/**
 * The documented codes. Per message: 1001 (this number), 1012 (this text: a masking
 * sender id carries Bengali only). Account level, stopping all sending: the key (1011), the
 * sender id and its gateway/price set-up (1002, 1013-1021), verification (1031), the
 * server's IP (1032), the balance (1006, 1007), and 1003: the adapter always fills every
 * field (an empty text or number never leaves it), so a 1003 means an empty key or sender
 * id in the configuration, or the gateway's "Contact Your System Administrator".
 */
export const BULKSMSBD_CODES: Readonly<Record<number, Code>> = {
  1001: { failure: 'invalid_number', words: 'Invalid Number' },
  1002: { failure: 'account_problem', words: 'sender id not correct/sender id is disabled' },
  1003: {
    failure: 'account_problem',
    words: 'Please Required all fields/Contact Your System Administrator',
  },
  1005: { failure: 'gateway_error', words: 'Internal Error' },
  1006: { failure: 'balance_insufficient', words: 'Balance Validity Not Available' },
  1007: { failure: 'balance_insufficient', words: 'Balance Insufficient' },
  1011: { failure: 'account_problem', words: 'User Id not found' },
  1012: { failure: 'rejected', words: 'Masking SMS must be sent in Bengali' },
  1013: { failure: 'account_problem', words: 'Sender Id has not found Gateway by api key' },
  1014: {
    failure: 'account_problem',
    words: 'Sender Type Name not found using this sender by api key',
  },
  1015: {
    failure: 'account_problem',
    words: 'Sender Id has not found Any Valid Gateway by api key',
  },
  1016: {
    failure: 'account_problem',
    words: 'Sender Type Name Active Price Info not found by this sender id',
  },
  1017: {
    failure: 'account_problem',
    words: 'Sender Type Name Price Info not found by this sender id',
  },
  1018: { failure: 'account_problem', words: 'The Owner of this Account is disabled' },
  1019: { failure: 'account_problem', words: 'The Price of this Account is disabled' },
  1020: { failure: 'account_problem', words: 'The parent of this account is not found' },
  1021: {
    failure: 'account_problem',
    words: 'The parent active price of this account is not found',
  },
  1031: {
    failure: 'account_problem',
    words: 'Your Account Not Verified, Please Contact Administrator',
  },
  1032: { failure: 'account_problem', words: 'ip Not whitelisted' },
};

type Parsed = { code: number; messageId: string | null; words: string };

/** The gateway's JSON answer, or a bare code; null when it is neither. */
export function parseBulkSmsBdAnswer(body: string): Parsed | null {
  const bare = body.trim();
  if (/^\d{3,4}$/.test(bare)) return { code: Number(bare), messageId: null, words: '' };
  let json: unknown;
  try {
    json = JSON.parse(bare);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const o = json as Record<string, unknown>;
  const code = toNumber(o.response_code);
  if (code === null || !Number.isInteger(code)) return null;
  const id = o.message_id;
  const messageId =
    (typeof id === 'number' && Number.isFinite(id) && id !== 0) ||
    (typeof id === 'string' && id.trim() !== '' && id.trim() !== '0')
      ? String(id).trim()
      : null;
  const words = [o.error_message, o.success_message].find(
    (w): w is string => typeof w === 'string' && w.trim() !== '',
  );
  return { code, messageId, words: words?.trim() ?? '' };
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

export function bulkSmsBdProvider(opts: BulkSmsBdOptions): SmsProvider {
  const fetchFn = opts.fetch ?? fetch;
  const base = opts.baseUrl.replace(/\/+$/, '').replace(/\/api$/, '');
  const sendReference = opts.sendReference ?? false;
  const maxPerRequest = sendReference ? 1 : BULKSMSBD_MAX_NUMBERS;

  const fail = (batch: OutgoingSms[], failure: SmsFailure, words: string): SendOutcome[] => {
    const detail = scrub(
      `bulksmsbd ${words}`,
      [opts.apiKey, ...batch.map((m) => m.to)].filter((s) => s !== ''),
    );
    return batch.map((m) => ({ reference: m.reference, ok: false, failure, detail }));
  };

  const post = (path: string, form: URLSearchParams, signal: AbortSignal) =>
    timedRequest(
      fetchFn,
      `${base}${path}`,
      {
        // POST: the key and the numbers stay out of the URL, hence out of any proxy's log.
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
          accept: 'application/json',
        },
        body: form.toString(),
      },
      opts.timeoutMs,
      signal,
    );

  /** Messages sharing one text and one encoding, at most `maxPerRequest` of them. */
  async function sendBatch(batch: OutgoingSms[], signal: AbortSignal): Promise<SendOutcome[]> {
    const first = batch[0]!;
    const form = new URLSearchParams({
      api_key: opts.apiKey,
      type: first.unicode ? 'unicode' : 'text',
      number: batch.map((m) => m.to).join(','),
      senderid: opts.senderId,
      message: first.text,
    });
    if (sendReference) form.set('reference', first.reference);
    const answer = await post('/api/smsapi', form, signal);
    if (answer.kind !== 'answer') {
      const { failure, words } = unanswered(answer, opts.timeoutMs);
      return fail(batch, failure, words);
    }
    const { status, body } = answer;
    if (status >= 500) return fail(batch, 'gateway_error', `HTTP ${status}`);
    const parsed = parseBulkSmsBdAnswer(body);
    if (!parsed) {
      return fail(
        batch,
        'gateway_error',
        `unreadable answer (HTTP ${status}): ${body.slice(0, 80)}`,
      );
    }
    if (parsed.code === 202) {
      return batch.map((m) => ({ reference: m.reference, ok: true, providerId: parsed.messageId }));
    }
    if (parsed.code === 1001 && batch.length > 1 && !signal.aborted) {
      const outcomes: SendOutcome[] = [];
      for (const one of batch) outcomes.push(...(await sendBatch([one], signal)));
      return outcomes;
    }
    const known = BULKSMSBD_CODES[parsed.code];
    return fail(
      batch,
      known?.failure ?? 'rejected',
      `${parsed.code}: ${parsed.words || known?.words || 'undocumented code'}`,
    );
  }

  async function send(messages: OutgoingSms[], signal: AbortSignal): Promise<SendOutcome[]> {
    const outcomes: SendOutcome[] = [];
    const groups = new Map<string, OutgoingSms[]>();
    for (const m of messages) {
      if (!BD_MOBILE.test(m.to)) {
        outcomes.push(...fail([m], 'invalid_number', 'not sent: not a Bangladeshi mobile number'));
      } else if (m.text.trim() === '') {
        outcomes.push(...fail([m], 'rejected', 'not sent: the text is empty'));
      } else {
        const key = `${m.unicode ? 'u' : 't'}\u0000${m.text}`;
        const group = groups.get(key);
        if (group) group.push(m);
        else groups.set(key, [m]);
      }
    }
    for (const group of groups.values()) {
      for (let i = 0; i < group.length; i += maxPerRequest) {
        const batch = group.slice(i, i + maxPerRequest);
        outcomes.push(
          ...(signal.aborted
            ? fail(batch, 'gateway_error', 'not sent: the sending was stopped')
            : await sendBatch(batch, signal)),
        );
      }
    }
    return outcomes;
  }

  async function balance(signal: AbortSignal): Promise<number | null> {
    const answer = await post(
      '/api/getBalanceApi',
      new URLSearchParams({ api_key: opts.apiKey }),
      signal,
    );
    if (answer.kind !== 'answer' || answer.status < 200 || answer.status >= 300) return null;
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      return null;
    }
    if (typeof json !== 'object' || json === null) return null;
    const o = json as Record<string, unknown>;
    if (o.response_code !== undefined && toNumber(o.response_code) !== 202) return null;
    const value = toNumber(o.balance);
    return value === null || value < 0 ? null : value;
  }

  /**
   * The fake gateway's `GET /api/status?message_id=a,b`: `{ statuses: [{ message_id, status }] }`.
   * An id it does not name, or an answer that fails, is left out (still unknown).
   */
  async function deliveryStatus(
    providerIds: string[],
    signal: AbortSignal,
  ): Promise<DeliveryState[]> {
    if (providerIds.length === 0) return [];
    const ids = providerIds.map(encodeURIComponent).join(',');
    const answer = await timedRequest(
      fetchFn,
      `${base}/api/status?message_id=${ids}`,
      { method: 'GET', headers: { accept: 'application/json' } },
      opts.timeoutMs,
      signal,
    );
    if (answer.kind !== 'answer' || answer.status !== 200) return [];
    try {
      const { statuses } = JSON.parse(answer.body) as { statuses?: unknown };
      if (!Array.isArray(statuses)) return [];
      const asked = new Set(providerIds);
      return statuses.flatMap((s): DeliveryState[] => {
        const id = String((s as { message_id?: unknown }).message_id ?? '');
        const state = (s as { status?: unknown }).status;
        return asked.has(id) && (state === 'delivered' || state === 'failed' || state === 'pending')
          ? [{ providerId: id, state }]
          : [];
      });
    } catch {
      return [];
    }
  }

  const provider: SmsProvider = {
    name: 'bulksmsbd',
    dedupesByReference: sendReference,
    maxPerRequest,
    send,
    balance,
  };
  return sendReference ? { ...provider, deliveryStatus } : provider;
}
