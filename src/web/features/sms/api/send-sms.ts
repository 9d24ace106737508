import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SmsSendInput } from '../../../../shared/schemas/sms.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { smsKey } from './get-sms-batches.ts';

export function sendSms(input: SmsSendInput) {
  return signedInApi('sms.send', { body: input });
}

/**
 * Queues a message to its recipients, then refreshes the list (which follows it while it
 * goes), the gateway's month and the demo phones. `clientKey` makes a second request of
 * the same message answer the batch the first one made.
 */
export function useSendSms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendSms,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: smsKey });
    },
  });
}
