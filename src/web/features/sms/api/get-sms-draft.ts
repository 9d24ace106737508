import { useMutation } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';

/** Where a message may start from: a notice, or an exam whose results are published. */
export type DraftSource = { source: 'notice' | 'result'; id: string };

export function getSmsDraft(from: DraftSource) {
  return signedInApi('sms.draft', { query: from });
}

/** A message in both languages written from a notice or published results, for the office to edit. */
export function useSmsDraft() {
  return useMutation({ mutationFn: getSmsDraft });
}
