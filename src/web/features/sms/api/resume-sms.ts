import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { smsKey } from './get-sms-batches.ts';
import { smsGatewayKey } from './get-sms-gateway.ts';

export function resumeSms() {
  return signedInApi('sms.resume');
}

/** Sends again after the gateway stopped (its balance topped up): the waiting messages go. */
export function useResumeSms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resumeSms,
    onSuccess: (gateway) => {
      client.setQueryData(smsGatewayKey, gateway);
      void client.invalidateQueries({ queryKey: smsKey });
    },
  });
}
