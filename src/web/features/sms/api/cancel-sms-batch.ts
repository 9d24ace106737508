import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { smsKey } from './get-sms-batches.ts';

export function cancelSmsBatch(id: string) {
  return signedInApi('sms.cancel', { params: { id } });
}

/** Stops what of a message is not sent yet, then refreshes the list, the message and the month's spending. */
export function useCancelSmsBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelSmsBatch,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: smsKey });
    },
  });
}
