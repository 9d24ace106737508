import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SmsBatches } from '../../../../shared/schemas/sms.ts';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { smsGatewayKey } from './get-sms-gateway.ts';

export type { SmsBatch, SmsBatches } from '../../../../shared/schemas/sms.ts';

/** Every query of the SMS screen starts with this key: a send, a cancel or a resume refreshes them all. */
export const smsKey = [...signedInKey, 'sms'] as const;
export const smsBatchesKey = [...smsKey, 'batches'] as const;

/** How often the list asks again while messages are on their way (the gateway sends a few a second). */
const SENDING_REFRESH = 3000;

/** Messages still waiting or going out, while the gateway sends: the list's counts are moving. */
export function stillSending(data: SmsBatches | undefined): boolean {
  if (!data || data.gateway.stopped || data.gateway.provider === null) return false;
  return data.items.some((batch) => batch.counts.queued + batch.counts.sending > 0);
}

export function getSmsBatches(signal?: AbortSignal) {
  return signedInApi('sms.batches', {}, { signal });
}

/**
 * The messages sent, newest first, asked again every few seconds only while some of them
 * are still on their way. The answer carries the gateway's state, which the gateway panel
 * shows at once (a gateway that stops mid-send shows so without a second request).
 */
export function useSmsBatches() {
  const client = useQueryClient();
  return useQuery({
    queryKey: smsBatchesKey,
    queryFn: async ({ signal }) => {
      const data = await getSmsBatches(signal);
      client.setQueryData(smsGatewayKey, data.gateway);
      return data;
    },
    refetchInterval: (query) => (stillSending(query.state.data) ? SENDING_REFRESH : false),
  });
}
