import { useQuery } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export type { SmsGateway } from '../../../../shared/schemas/sms.ts';

/** Under the SMS screen's key (get-sms-batches.ts' smsKey), written out: that file imports this one. */
export const smsGatewayKey = [...signedInKey, 'sms', 'gateway'] as const;

export function getSmsGateway(signal?: AbortSignal) {
  return signedInApi('sms.gateway', {}, { signal });
}

/** The gateway's kind and state: stopped or not, its balance, the month's spending and cap. */
export function useSmsGateway() {
  return useQuery({
    queryKey: smsGatewayKey,
    queryFn: ({ signal }) => getSmsGateway(signal),
  });
}
