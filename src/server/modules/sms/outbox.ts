import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { smsParts } from '../../../shared/sms.ts';
import type { SmsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type Claimed, outboxRepository } from './outbox.repository.ts';
import type { OutgoingSms, SendOutcome, SmsProvider } from './providers/types.ts';

/**
 * The SMS outbox's worker (issue 47, docs/sms.md): every app server runs one. Messages
 * are rows of sms_messages, queued in the same transaction as their batch, so nothing the
 * office sent is lost with a restart. A worker
 * 1. claims due messages with FOR UPDATE SKIP LOCKED, holding the gateway's row while it
 *    counts what every server claimed in the last second (so all servers together keep to
 *    the gateway's rate), and records them `sending` before any request goes out;
 * 2. sends them, grouped by text where the gateway takes many numbers at once;
 * 3. records each outcome: `sent`; retried later with backoff (timeouts, 5xx); `failed`
 *    (a number the gateway refuses); or, on "balance insufficient" and account problems,
 *    back in the queue with the gateway stopped for every server until an admin resumes;
 * 4. reconciles messages left `sending` by a server that stopped mid-request: sent again
 *    with the same reference where the gateway drops repeats, else reported `uncertain`,
 *    never blindly repeated;
 * 5. reads delivery back where the gateway reports it.
 */

export type OutboxStep = { claimed: number; sent: number; waitMs: number };

/** Messages with one text and one kind of encoding, in requests of at most `max` numbers. */
export function requestsOf(rows: Claimed[], max: number): OutgoingSms[][] {
  const byText = new Map<string, OutgoingSms[]>();
  for (const row of rows) {
    const list = byText.get(row.body) ?? [];
    list.push({
      reference: row.id,
      to: row.phone,
      text: row.body,
      unicode: smsParts(row.body).encoding === 'ucs2',
    });
    byText.set(row.body, list);
  }
  const requests: OutgoingSms[][] = [];
  for (const list of byText.values())
    for (let i = 0; i < list.length; i += Math.max(1, max)) requests.push(list.slice(i, i + max));
  return requests;
}

export type OutboxWorker = {
  /** Looks for work now (a batch was just queued) instead of at the next poll. */
  wake(): void;
  /** One round of work (tests): reconcile, claim, send, record. */
  step(): Promise<OutboxStep>;
  /** Stops after the requests in flight are answered and recorded. */
  stop(): Promise<void>;
};

/** How many requests a worker has out at once. */
const CONCURRENT_REQUESTS = 4;
/** The most messages one round claims. */
const CLAIM_MAX = 100;

export function startOutboxWorker(opts: {
  db: Db;
  provider: SmsProvider;
  settings: SmsConfig;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Tests: no loop, only `step()`. */
  manual?: boolean;
}): OutboxWorker {
  const { provider, settings, log } = opts;
  const repo = outboxRepository(opts.db);
  const controller = new AbortController();
  let stopped = false;
  let wakeUp: (() => void) | null = null;
  let woken = false;
  let nextDeliveryCheck = 0;
  let nextBalanceCheck = 0;
  const worker = `${hostname()}:${process.pid}`;

  async function send(rows: Claimed[]): Promise<number> {
    const requests = requestsOf(rows, provider.maxPerRequest);
    let sent = 0;
    let next = 0;
    const lane = async () => {
      while (next < requests.length) {
        const request = requests[next++]!;
        const outcomes = await provider
          .send(request, controller.signal)
          .catch((err: unknown): SendOutcome[] =>
            request.map((m) => ({
              reference: m.reference,
              ok: false,
              failure: 'gateway_error',
              detail: err instanceof Error ? err.name : 'error',
            })),
          );
        const ids = new Set(request.map((m) => m.reference));
        const result = await repo.record(
          rows.filter((r) => ids.has(r.id)),
          outcomes,
          settings,
        );
        sent += result.sent;
        if (result.stopped)
          log.warn(
            { failure: result.stopped.failure, detail: result.stopped.detail },
            'SMS sending stopped by the gateway until an admin resumes it',
          );
      }
    };
    await Promise.all(Array.from({ length: CONCURRENT_REQUESTS }, lane));
    return sent;
  }

  async function checkDelivery() {
    if (!provider.deliveryStatus || Date.now() < nextDeliveryCheck) return;
    nextDeliveryCheck = Date.now() + settings.deliveryPollMs;
    const waiting = await repo.awaitingDelivery(200);
    if (waiting.length === 0) return;
    const states = await provider.deliveryStatus(
      waiting.map((w) => w.providerId),
      controller.signal,
    );
    await repo.delivered(
      states.filter((s) => s.state === 'delivered').map((s) => s.providerId),
      'delivered',
    );
    for (const s of states.filter((s) => s.state === 'failed'))
      await repo.delivered([s.providerId], 'failed', (s.detail ?? '').slice(0, 300));
  }

  async function checkBalance() {
    if (!provider.balance || Date.now() < nextBalanceCheck) return;
    nextBalanceCheck = Date.now() + 10 * 60_000;
    const taka = await provider.balance(controller.signal);
    if (taka !== null) await repo.saveBalance(Math.round(taka * 100));
  }

  async function step(): Promise<OutboxStep> {
    const reconciled = await repo.reconcile(settings.leaseMs, provider.dedupesByReference);
    if (reconciled > 0)
      log.warn(
        { count: reconciled, worker },
        provider.dedupesByReference
          ? 'SMS left sending by a stopped server: sent again under the same reference'
          : 'SMS left sending by a stopped server: reported uncertain, not sent again',
      );
    const { rows, full } = await repo.claim(CLAIM_MAX, settings.perSecond);
    const sent = rows.length ? await send(rows) : 0;
    await checkDelivery().catch((err: unknown) =>
      log.warn({ err: (err as Error).message }, 'SMS delivery could not be read'),
    );
    await checkBalance().catch(() => {});
    // Full this second: wait for the next; work claimed: look again at once; else the poll.
    const waitMs = full ? 200 : rows.length ? 0 : settings.pollMs;
    return { claimed: rows.length, sent, waitMs };
  }

  const loop = (async () => {
    if (opts.manual) return;
    while (!stopped) {
      let waitMs = settings.pollMs;
      try {
        waitMs = (await step()).waitMs;
      } catch (err) {
        // The database unreachable for a moment: the messages stay queued; try again later.
        if (!stopped) log.warn({ err: (err as Error).message }, 'SMS outbox: round failed');
      }
      if (stopped) break;
      if (waitMs > 0 && !woken)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, waitMs);
          timer.unref();
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      woken = false;
      wakeUp = null;
    }
  })();

  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    step,
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
      controller.abort();
    },
  };
}
