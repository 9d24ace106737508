/**
 * What the outbox (modules/sms/outbox.ts) asks of an SMS gateway: send a few messages,
 * read back their delivery where the gateway tells it, read the balance where it offers
 * one. Each Bangladeshi gateway is an adapter of this shape (bulksmsbd.ts, generic.ts);
 * `fake` is the bulksmsbd adapter pointed at the local fake gateway (fake-gateway.ts).
 * No adapter logs, throws or returns a number or a key: the outbox records outcomes by
 * reference only.
 */

/** One message to one number. */
export type OutgoingSms = {
  /** The outbox row's id: the idempotency key where the gateway keeps one. */
  reference: string;
  /** A Bangladeshi mobile number as stored: `8801` and 9 digits. */
  to: string;
  text: string;
  /** The text needs UCS-2 (Bangla, an emoji): src/shared/sms.ts `smsParts`. */
  unicode: boolean;
};

/**
 * Why a message was not taken:
 * - `invalid_number`: the gateway refuses this number (permanent, this message only).
 * - `balance_insufficient`: the account's balance is used up (stops all sending until an admin resumes).
 * - `account_problem`: the key, the sender id, the server's address (IP whitelist) or the account is refused (stops all sending).
 * - `rejected`: the gateway refused this message for another reason (permanent, this message only).
 * - `timeout`, `gateway_error`: no answer in time, a 5xx, a broken answer (tried again later).
 */
export type SmsFailure =
  | 'invalid_number'
  | 'balance_insufficient'
  | 'account_problem'
  | 'rejected'
  | 'timeout'
  | 'gateway_error';

export const TRANSIENT_FAILURES: ReadonlySet<SmsFailure> = new Set(['timeout', 'gateway_error']);
/** Failures that stop every batch until an admin resumes sending. */
export const STOPPING_FAILURES: ReadonlySet<SmsFailure> = new Set([
  'balance_insufficient',
  'account_problem',
]);

export type SendOutcome =
  | { reference: string; ok: true; providerId: string | null }
  | {
      reference: string;
      ok: false;
      failure: SmsFailure;
      /** The gateway's own code and words (never the number or the key), for the admin and the log. */
      detail: string;
    };

export type DeliveryState = {
  providerId: string;
  state: 'delivered' | 'failed' | 'pending';
  detail?: string;
};

export interface SmsProvider {
  readonly name: 'bulksmsbd' | 'generic' | 'fake';
  /**
   * The gateway drops a repeat of a reference it already took (and answers as before):
   * a message whose request's outcome is unknown (the server stopped mid-request) may be
   * sent again. Otherwise such a message is reported "may have been sent", never repeated.
   */
  readonly dedupesByReference: boolean;
  /** How many numbers one request may carry when they share one text (1: one by one). */
  readonly maxPerRequest: number;
  /** One outcome per message, in any order; never throws for a gateway's answer or a network failure. */
  send(messages: OutgoingSms[], signal: AbortSignal): Promise<SendOutcome[]>;
  /** Where the gateway reports delivery: the states of messages it accepted. */
  deliveryStatus?(providerIds: string[], signal: AbortSignal): Promise<DeliveryState[]>;
  /** Where the gateway offers it: the account's balance in taka, or null when it could not be read. */
  balance?(signal: AbortSignal): Promise<number | null>;
}
