import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { smsOptOutsKey } from './get-sms-opt-outs.ts';

export function removeSmsOptOut(id: string) {
  return signedInApi('sms.removeOptOut', { params: { id } });
}

/** Lets a number get SMS again, then refreshes the list. */
export function useRemoveSmsOptOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeSmsOptOut,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: smsOptOutsKey });
    },
  });
}
