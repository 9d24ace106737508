import { useQuery } from '@tanstack/react-query';
import type { SmsBatchDetail } from '../../../../shared/schemas/sms.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { smsBatchesKey } from './get-sms-batches.ts';

export type { SmsBatchDetail } from '../../../../shared/schemas/sms.ts';

const REFRESH = 3000;

export const smsBatchKey = (id: string) => [...smsBatchesKey, id] as const;

export function getSmsBatch(id: string, signal?: AbortSignal) {
  return signedInApi('sms.batch', { params: { id } }, { signal });
}

const moving = (batch: SmsBatchDetail | undefined) =>
  !!batch && batch.counts.queued + batch.counts.sending > 0;

/** One message's counts and the numbers it did not reach, with why; asked again while it is on its way. */
export function useSmsBatch(id: string) {
  return useQuery({
    queryKey: smsBatchKey(id),
    queryFn: ({ signal }) => getSmsBatch(id, signal),
    refetchInterval: (query) => (moving(query.state.data) ? REFRESH : false),
  });
}
