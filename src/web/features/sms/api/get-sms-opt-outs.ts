import { useQuery } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { smsKey } from './get-sms-batches.ts';

export type { SmsOptOut } from '../../../../shared/schemas/sms.ts';

export const smsOptOutsKey = [...smsKey, 'opt-outs'] as const;

export function getSmsOptOuts(signal?: AbortSignal) {
  return signedInApi('sms.optOuts', {}, { signal });
}

/** The numbers that get no SMS, because their owners asked. */
export function useSmsOptOuts() {
  return useQuery({
    queryKey: smsOptOutsKey,
    queryFn: ({ signal }) => getSmsOptOuts(signal),
  });
}
