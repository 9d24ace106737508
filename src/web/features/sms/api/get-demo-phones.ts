import { useQuery } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { smsKey } from './get-sms-batches.ts';

export type { SmsDemoPhones } from '../../../../shared/schemas/sms.ts';

export const demoPhonesKey = [...smsKey, 'demo-phones'] as const;

export function getDemoPhones(signal?: AbortSignal) {
  return signedInApi('sms.demoPhones', {}, { signal });
}

/** What the demo gateway's phones received, per number (only while the gateway is the demo's). */
export function useDemoPhones(enabled: boolean) {
  return useQuery({
    queryKey: demoPhonesKey,
    queryFn: ({ signal }) => getDemoPhones(signal),
    enabled,
  });
}
