/**
 * The configured gateway as an SmsProvider. `fake` is the BulkSMSBD adapter pointed at the
 * local fake gateway (fake-gateway.ts; standalone: `tsx scripts/fake-sms-gateway.ts`), with
 * the `reference` field only the fake understands: it drops a repeat, so the outbox may send
 * again a message whose answer was lost.
 */
import type { SmsGatewayConfig } from '../../../config.ts';
import { bulkSmsBdProvider } from './bulksmsbd.ts';
import { genericProvider } from './generic.ts';
import type { SmsProvider } from './types.ts';

/** The gateway config.ts reads from the environment, the fake one's address known (once started). */
export type SmsProviderConfig =
  | Exclude<SmsGatewayConfig, { kind: 'fake' }>
  | { kind: 'fake'; url: string };

/** How long one request to a gateway may take unless the caller says otherwise. */
export const DEFAULT_SMS_TIMEOUT_MS = 10_000;

/**
 * Throws only for settings that cannot work (a generic gateway's pattern that is not a
 * regular expression); check those first with `genericSettingsProblems` (generic.ts).
 */
export function makeProvider(
  config: SmsProviderConfig,
  opts: { timeoutMs?: number; fetch?: typeof fetch } = {},
): SmsProvider {
  const timeoutMs = opts.timeoutMs ?? DEFAULT_SMS_TIMEOUT_MS;
  const fetchOpt = opts.fetch ? { fetch: opts.fetch } : {};
  switch (config.kind) {
    case 'bulksmsbd':
      return bulkSmsBdProvider({
        baseUrl: config.baseUrl,
        apiKey: config.apiKey,
        senderId: config.senderId,
        timeoutMs,
        ...fetchOpt,
      });
    case 'generic':
      return genericProvider({
        url: config.url,
        method: config.method,
        fields: config.fields,
        successPattern: config.successPattern,
        ...(config.balanceUrl === undefined ? {} : { balanceUrl: config.balanceUrl }),
        ...(config.balancePattern === undefined ? {} : { balancePattern: config.balancePattern }),
        dedupesByReference: config.dedupesByReference,
        timeoutMs,
        ...fetchOpt,
      });
    case 'fake':
      return {
        ...bulkSmsBdProvider({
          baseUrl: config.url,
          apiKey: 'demo',
          senderId: 'SCHOOL',
          timeoutMs,
          sendReference: true,
          ...fetchOpt,
        }),
        name: 'fake',
      };
  }
}

export type { DeliveryState, OutgoingSms, SendOutcome, SmsFailure, SmsProvider } from './types.ts';
export { STOPPING_FAILURES, TRANSIENT_FAILURES } from './types.ts';
