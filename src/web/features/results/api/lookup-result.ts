import { useMutation } from '@tanstack/react-query';
import type { ResultLookupQuery } from '../../../../shared/schemas/result-lookup.ts';
import { formsApi } from '../../../lib/forms-api.ts';

export type { Marksheet } from '../../../../shared/schemas/results.ts';

/**
 * A student's marksheet by exam, class, roll and date of birth or birth registration
 * number (GET /api/results/lookup): asked on demand, never kept in the query cache, so
 * one family's result is not left behind for the next reader of a shared phone.
 */
export function useResultLookup() {
  return useMutation({
    mutationFn: (query: ResultLookupQuery) => formsApi('results.lookup', { query }),
  });
}
