/**
 * The many Bangladeshi gateways of the "URL with fields" shape, configured rather than
 * written: `https://gw.example.com/api/send?user=KEY&to={number}&text={message}&from=SCHOOL`.
 *
 * Placeholders, in the URL and in `fields` (filled, then URL-encoded):
 *   {number}        the stored form, 8801XXXXXXXXX
 *   {number_local}  01XXXXXXXXX
 *   {message}       the text
 *   {reference}     the outbox row's id (for a gateway that keeps one: set dedupesByReference)
 *   {unicode}       1 or 0
 *   {type}          text or unicode
 * Anything else is sent as written: the key, the user, the sender id are written into the
 * URL or the fields by whoever configures the gateway. GET adds `fields` to the query; POST
 * sends them form-encoded. One message per request.
 *
 * Success: HTTP 2xx and a body matching `successPattern` (a regular expression; `/…/i` for
 * flags); its first group, if it has one, is kept as the gateway's message id. Otherwise:
 * 5xx, 429 or no connection → gateway_error; no answer in time → timeout; 401/403 →
 * account_problem; any other answer → rejected, its first 200 characters as the detail.
 * Every detail is scrubbed of the number and of every value written into the URL's query or
 * the fields (whichever of them is the key), since this adapter cannot tell which is secret.
 */
import { BD_MOBILE, localNumber, scrub, timedRequest, unanswered } from './http.ts';
import type { OutgoingSms, SendOutcome, SmsFailure, SmsProvider } from './types.ts';

export type GenericProviderOptions = {
  url: string;
  method: 'GET' | 'POST';
  fields: Record<string, string>;
  successPattern: string;
  /** Read with GET; the key written into it as it is into `url`. */
  balanceUrl?: string;
  /** Its first group is the balance in taka (`1,234.50` is read as 1234.5). */
  balancePattern?: string;
  dedupesByReference: boolean;
  timeoutMs: number;
  fetch?: typeof fetch;
};

export const GENERIC_PLACEHOLDERS = [
  'number',
  'number_local',
  'message',
  'reference',
  'unicode',
  'type',
] as const;
type Placeholder = (typeof GENERIC_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{(number_local|number|message|reference|unicode|type)\}/g;

/** `successPattern` as a RegExp: `/…/flags` or a bare pattern. Throws on a broken one. */
export function patternOf(source: string): RegExp {
  const slashed = /^\/(.+)\/([dgimsuvy]*)$/s.exec(source);
  return slashed ? new RegExp(slashed[1]!, slashed[2]!.replace(/[gy]/g, '')) : new RegExp(source);
}

/**
 * What is wrong with a generic gateway's settings, for the settings form: placeholders it
 * does not know (`{key}` left unfilled would be sent as written), a missing {number} or
 * {message}, a URL or pattern that does not parse. Empty when they can be used.
 */
export function genericSettingsProblems(
  opts: Pick<
    GenericProviderOptions,
    'url' | 'fields' | 'successPattern' | 'balanceUrl' | 'balancePattern'
  >,
): string[] {
  const problems: string[] = [];
  const all = [opts.url, ...Object.keys(opts.fields), ...Object.values(opts.fields)].join('\n');
  const known = new Set<string>(GENERIC_PLACEHOLDERS);
  for (const [, name] of all.matchAll(/\{([a-z_]+)\}/g)) {
    if (!known.has(name!)) problems.push(`unknown placeholder {${name}}`);
  }
  if (!/\{number(_local)?\}/.test(all)) problems.push('no {number} or {number_local}');
  if (!all.includes('{message}')) problems.push('no {message}');
  for (const [label, url] of [
    ['url', opts.url],
    ['balanceUrl', opts.balanceUrl],
  ] as const) {
    if (url === undefined) continue;
    if (!URL.canParse(url.replace(PLACEHOLDER, 'x')) || !/^https?:/i.test(url)) {
      problems.push(`${label} is not an http(s) address`);
    }
  }
  for (const [label, pattern] of [
    ['successPattern', opts.successPattern],
    ['balancePattern', opts.balancePattern],
  ] as const) {
    if (pattern === undefined) continue;
    try {
      patternOf(pattern);
    } catch {
      problems.push(`${label} is not a regular expression`);
    }
  }
  if (opts.balanceUrl !== undefined && opts.balancePattern === undefined) {
    problems.push('balanceUrl without balancePattern');
  }
  return [...new Set(problems)];
}

/**
 * Every value written as it is into a URL's query (and its user and password) or the
 * fields, placeholders taken out: what may be a key. Values under 4 characters (`1`,
 * `bn`) are left, their scrubbing would mangle the gateway's words for nothing.
 */
function writtenValues(urls: (string | undefined)[], fields: Record<string, string>): string[] {
  const values: string[] = [...Object.values(fields)];
  for (const url of urls) {
    if (!url) continue;
    const query = url.includes('?') ? url.slice(url.indexOf('?') + 1).split('#')[0]! : '';
    for (const pair of query.split('&')) {
      const value = pair.slice(pair.indexOf('=') + 1);
      values.push(value);
      try {
        values.push(decodeURIComponent(value.replace(/\+/g, ' ')));
      } catch {}
    }
    const auth = /^[a-z]+:\/\/([^@/?#]*)@/i.exec(url)?.[1];
    if (auth) values.push(...auth.split(':'));
  }
  return [
    ...new Set(
      values
        .flatMap((v) => v.split(PLACEHOLDER).filter((_, i) => i % 2 === 0))
        .map((v) => v.trim())
        .filter((v) => v.length >= 4),
    ),
  ];
}

export function genericProvider(opts: GenericProviderOptions): SmsProvider {
  const fetchFn = opts.fetch ?? fetch;
  const success = patternOf(opts.successPattern);
  const balancePattern = opts.balancePattern ? patternOf(opts.balancePattern) : null;
  const secrets = writtenValues([opts.url, opts.balanceUrl], opts.fields);

  const outcome = (m: OutgoingSms, failure: SmsFailure, words: string): SendOutcome => ({
    reference: m.reference,
    ok: false,
    failure,
    detail: scrub(`generic ${words}`, [...secrets, m.to, localNumber(m.to)]),
  });

  async function sendOne(m: OutgoingSms, signal: AbortSignal): Promise<SendOutcome> {
    if (!BD_MOBILE.test(m.to)) {
      return outcome(m, 'invalid_number', 'not sent: not a Bangladeshi mobile number');
    }
    const values: Record<Placeholder, string> = {
      number: m.to,
      number_local: localNumber(m.to),
      message: m.text,
      reference: m.reference,
      unicode: m.unicode ? '1' : '0',
      type: m.unicode ? 'unicode' : 'text',
    };
    const fill = (template: string, encode: (s: string) => string) =>
      template.replace(PLACEHOLDER, (_, name: Placeholder) => encode(values[name]));
    let url = fill(opts.url, encodeURIComponent);
    const fields = Object.entries(opts.fields).map(
      ([name, value]) => [fill(name, String), fill(value, String)] as [string, string],
    );
    const init: RequestInit = { method: opts.method };
    if (opts.method === 'GET') {
      if (fields.length > 0) {
        const query = fields
          .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
          .join('&');
        url += (url.includes('?') ? (/[?&]$/.test(url) ? '' : '&') : '?') + query;
      }
    } else {
      init.headers = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
      init.body = new URLSearchParams(fields).toString();
    }
    const answer = await timedRequest(fetchFn, url, init, opts.timeoutMs, signal);
    if (answer.kind !== 'answer') {
      const { failure, words } = unanswered(answer, opts.timeoutMs);
      return outcome(m, failure, words);
    }
    const { status, body } = answer;
    if (status >= 500 || status === 429) return outcome(m, 'gateway_error', `HTTP ${status}`);
    if (status === 401 || status === 403) {
      return outcome(m, 'account_problem', `HTTP ${status}: ${body}`);
    }
    if (status >= 200 && status < 300) {
      const match = success.exec(body);
      if (match) return { reference: m.reference, ok: true, providerId: match[1] ?? null };
      return outcome(m, 'rejected', body);
    }
    return outcome(m, 'rejected', `HTTP ${status}: ${body}`);
  }

  async function send(messages: OutgoingSms[], signal: AbortSignal): Promise<SendOutcome[]> {
    const outcomes: SendOutcome[] = [];
    for (const m of messages) {
      outcomes.push(
        signal.aborted
          ? outcome(m, 'gateway_error', 'not sent: the sending was stopped')
          : await sendOne(m, signal),
      );
    }
    return outcomes;
  }

  const provider: SmsProvider = {
    name: 'generic',
    dedupesByReference: opts.dedupesByReference,
    maxPerRequest: 1,
    send,
  };
  const { balanceUrl } = opts;
  if (!balanceUrl || !balancePattern) return provider;
  return {
    ...provider,
    async balance(signal: AbortSignal): Promise<number | null> {
      const answer = await timedRequest(
        fetchFn,
        balanceUrl,
        { method: 'GET' },
        opts.timeoutMs,
        signal,
      );
      if (answer.kind !== 'answer' || answer.status < 200 || answer.status >= 300) return null;
      const found = balancePattern.exec(answer.body)?.[1];
      if (found === undefined) return null;
      const value = Number(found.replace(/[,\s]/g, ''));
      return Number.isFinite(value) && value >= 0 ? value : null;
    },
  };
}
