import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { smsOptOutsKey } from './get-sms-opt-outs.ts';

export type SmsOptOutInput = { phone: string; note: string };

export function addSmsOptOut(input: SmsOptOutInput) {
  return signedInApi('sms.addOptOut', { body: input });
}

/** Adds a number that gets no SMS, then refreshes the list. */
export function useAddSmsOptOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addSmsOptOut,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: smsOptOutsKey });
    },
  });
}
