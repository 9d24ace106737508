/**
 * What the gateway adapters share: one HTTP request bounded by a timeout and the caller's
 * signal, and the scrubbing of a gateway's words before they become an outcome's `detail`
 * (no number, no key).
 */

import type { SmsFailure } from './types.ts';

/** A Bangladeshi mobile number as the outbox stores it: `8801`, an operator digit 3-9, 8 digits. */
export const BD_MOBILE = /^8801[3-9]\d{8}$/;

/** `8801712345678` → `01712345678` (the local form some gateways want). */
export function localNumber(stored: string): string {
  return stored.startsWith('880') ? `0${stored.slice(3)}` : stored;
}

export type HttpAnswer =
  | { kind: 'answer'; status: number; body: string }
  /** No answer within the adapter's timeout. */
  | { kind: 'timeout' }
  /** The caller's signal stopped the request (the server is stopping). */
  | { kind: 'aborted' }
  /** Refused, reset, unresolvable: `code` is the system's code (ECONNREFUSED), never a URL. */
  | { kind: 'network'; code: string };

/**
 * One request, its answer read whole, within `timeoutMs` and the caller's `signal`
 * (AbortSignal.any). Never throws. Races the signal as well as passing it, so even a
 * `fetch` that ignores its signal cannot hold the outbox past the timeout.
 */
export async function timedRequest(
  fetchFn: typeof fetch,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<HttpAnswer> {
  if (signal.aborted) return { kind: 'aborted' };
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = AbortSignal.any([signal, timeout]);
  let onAbort = () => {};
  const stopped = new Promise<never>((_, reject) => {
    onAbort = () => reject(combined.reason);
    combined.addEventListener('abort', onAbort, { once: true });
  });
  stopped.catch(() => {});
  try {
    const response = await Promise.race([fetchFn(url, { ...init, signal: combined }), stopped]);
    const body = await Promise.race([response.text(), stopped]);
    return { kind: 'answer', status: response.status, body };
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    if (timeout.aborted) return { kind: 'timeout' };
    return { kind: 'network', code: networkCode(error) };
  } finally {
    combined.removeEventListener('abort', onAbort);
  }
}

/**
 * The system's code of a failed fetch (undici puts it on `cause`), or a fixed word: an
 * error's message may carry the URL, and a GET gateway's URL carries the key.
 */
function networkCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const code = cause?.code ?? (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code) ? code : 'unreachable';
}

/**
 * A gateway's words fit for `detail`: each secret (the key, a password) and each of the
 * numbers replaced, then any run of 10 or more digits (a number in some other form), cut to
 * `max` characters. Secrets are matched as written and URL-encoded (a gateway may echo its
 * query string).
 */
export function scrub(text: string, secrets: readonly string[], max = 200): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length < 3) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) {
      out = out.split(form).join('[hidden]');
    }
  }
  out = out.replace(/\+?\d{10,}/g, '[number]');
  out = out.replace(/\s+/g, ' ').trim();
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

/** A timeout, a stop or a network failure as an outcome's failure and words. */
export function unanswered(
  answer: Exclude<HttpAnswer, { kind: 'answer' }>,
  timeoutMs: number,
): { failure: SmsFailure; words: string } {
  switch (answer.kind) {
    case 'timeout':
      return { failure: 'timeout', words: `no answer within ${timeoutMs} ms` };
    case 'aborted':
      // Sent, perhaps taken: the outcome is as unknown as a timeout's.
      return { failure: 'timeout', words: 'stopped before the gateway answered' };
    case 'network':
      return { failure: 'gateway_error', words: `network error (${answer.code})` };
  }
}
