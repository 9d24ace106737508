import { sql } from 'drizzle-orm';
import type { SmsFailureCode } from '../../../shared/schemas/sms.ts';
import type { SmsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type SendOutcome, STOPPING_FAILURES, TRANSIENT_FAILURES } from './providers/types.ts';

/** A message this server claimed: the outbox's row as the worker sends it. */
export type Claimed = {
  id: string;
  phone: string;
  body: string;
  attempts: number;
  createdAt: Date;
};

/** The wait before the next try after `attempts` tries: doubling from the base, at most the max, with a little jitter. */
export function retryDelay(attempts: number, base: number, max: number): number {
  const d = Math.min(max, base * 2 ** Math.max(0, attempts - 1));
  return Math.round(d * (0.8 + Math.random() * 0.4));
}

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** The outbox's rows and the gateway's shared state (outbox.ts says how they are used). */
export function outboxRepository(db: Db) {
  return {
    /**
     * Takes up to `max` due messages for this server, at most what the gateway's rate
     * leaves of this second for all servers; none while the gateway is stopped. Marks
     * them `sending` (with the time and one more attempt) in the same transaction.
     */
    async claim(max: number, perSecond: number): Promise<{ rows: Claimed[]; full: boolean }> {
      return db.transaction(async (tx) => {
        const [gateway] = rowsOf<{ stopped: boolean; recent: number }>(
          await tx.execute(sql`
            select g.stopped_at is not null as stopped,
              (select count(*)::int from sms_messages where claimed_at > now() - interval '1 second') as recent
            from sms_gateway g where g.id = 1 for update`),
        );
        if (!gateway || gateway.stopped) return { rows: [], full: false };
        const room = Math.min(max, Math.floor(perSecond) - Number(gateway.recent));
        // Below one a second (a slow gateway's setting): one message when the last second had none.
        const allowed = perSecond < 1 ? (Number(gateway.recent) === 0 ? 1 : 0) : room;
        if (allowed <= 0) return { rows: [], full: true };
        const rows = rowsOf<Claimed>(
          await tx.execute(sql`
            with due as (
              select id from sms_messages
              where status = 'queued' and next_attempt_at <= now()
              order by next_attempt_at, created_at, id
              limit ${allowed}
              for update skip locked
            )
            update sms_messages m
            set status = 'sending', claimed_at = now(), attempts = m.attempts + 1
            from due where m.id = due.id
            returning m.id, m.phone, m.body, m.attempts, m.created_at as "createdAt"`),
        );
        return { rows, full: false };
      });
    },

    /**
     * Messages left `sending` longer than the lease (their server stopped mid-request):
     * queued again where the gateway drops a repeated reference, else `uncertain`.
     */
    async reconcile(leaseMs: number, dedupes: boolean): Promise<number> {
      const result = await db.execute(sql`
        update sms_messages
        set status = ${dedupes ? 'queued' : 'failed'},
          failure = ${dedupes ? null : 'uncertain'},
          next_attempt_at = now()
        where status = 'sending' and claimed_at < now() - make_interval(secs => ${leaseMs / 1000})
        returning id`);
      return rowsOf(result).length;
    },

    /** Records what the gateway answered for messages this server claimed (and still holds). */
    async record(claimed: Claimed[], outcomes: SendOutcome[], settings: SmsConfig) {
      const byRef = new Map(outcomes.map((o) => [o.reference, o]));
      let sent = 0;
      const stops: { failure: SmsFailureCode; detail: string }[] = [];
      await db.transaction(async (tx) => {
        for (const row of claimed) {
          const outcome: SendOutcome = byRef.get(row.id) ?? {
            reference: row.id,
            ok: false,
            failure: 'gateway_error',
            detail: 'The gateway gave no answer for this message',
          };
          // Only while still ours: a row reconciled by another server meanwhile is left alone.
          const mine = sql`id = ${row.id} and status = 'sending' and attempts = ${row.attempts}`;
          if (outcome.ok) {
            sent++;
            await tx.execute(sql`
              update sms_messages set status = 'sent', sent_at = now(), provider_id = ${outcome.providerId},
                failure = null, detail = '' where ${mine}`);
            continue;
          }
          const detail = outcome.detail.slice(0, 300);
          if (STOPPING_FAILURES.has(outcome.failure)) {
            stops.push({ failure: outcome.failure, detail });
            await tx.execute(sql`
              update sms_messages set status = 'queued', attempts = attempts - 1, next_attempt_at = now(),
                failure = ${outcome.failure}, detail = ${detail} where ${mine}`);
          } else if (TRANSIENT_FAILURES.has(outcome.failure)) {
            const expired = Date.now() - new Date(row.createdAt).getTime() > settings.giveUpMs;
            const wait = retryDelay(row.attempts, settings.retryBaseMs, settings.retryMaxMs);
            await tx.execute(
              expired
                ? sql`update sms_messages set status = 'failed', failure = 'expired', detail = ${detail} where ${mine}`
                : sql`update sms_messages set status = 'queued', failure = ${outcome.failure}, detail = ${detail},
                    next_attempt_at = now() + make_interval(secs => ${wait / 1000}) where ${mine}`,
            );
          } else {
            await tx.execute(sql`
              update sms_messages set status = 'failed', failure = ${outcome.failure}, detail = ${detail}
              where ${mine}`);
          }
        }
        // A batch cancelled while these were out: what went back to the queue stays unsent.
        const ids = sql.join(
          claimed.map((r) => sql`${r.id}`),
          sql`, `,
        );
        await tx.execute(sql`
          update sms_messages m set status = 'cancelled'
          from sms_batches b
          where b.id = m.batch_id and b.cancelled_at is not null
            and m.status = 'queued' and m.id in (${ids})`);
        const stop = stops[0];
        if (stop)
          await tx.execute(sql`
            update sms_gateway set stopped_at = now(), stopped_failure = ${stop.failure},
              stopped_detail = ${stop.detail} where id = 1 and stopped_at is null`);
      });
      return { sent, stopped: stops[0] ?? null };
    },

    /** Sent messages whose delivery the gateway has not told yet (the last two days'). */
    async awaitingDelivery(limit: number): Promise<{ id: string; providerId: string }[]> {
      return rowsOf(
        await db.execute(sql`
          select id, provider_id as "providerId" from sms_messages
          where status = 'sent' and provider_id is not null and sent_at > now() - interval '2 days'
          order by sent_at limit ${limit}`),
      );
    },

    async delivered(providerIds: string[], state: 'delivered' | 'failed', detail = '') {
      if (providerIds.length === 0) return;
      const list = sql.join(
        providerIds.map((p) => sql`${p}`),
        sql`, `,
      );
      await db.execute(
        state === 'delivered'
          ? sql`update sms_messages set status = 'delivered', delivered_at = now()
              where status = 'sent' and provider_id in (${list})`
          : sql`update sms_messages set status = 'failed', failure = 'undelivered', detail = ${detail}
              where status = 'sent' and provider_id in (${list})`,
      );
    },

    async saveBalance(poisha: number) {
      await db.execute(
        sql`update sms_gateway set balance_poisha = ${poisha}, balance_at = now() where id = 1`,
      );
    },
  };
}
