import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Grade } from '../../../../shared/constants.ts';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export type { ResultSheet } from '../../../../shared/schemas/results.ts';

export const examResultsQuery = (id: string, grade: Grade) =>
  queryOptions({
    queryKey: [...signedInKey, 'exam-results', id, grade],
    queryFn: ({ signal }) => signedInApi('examResults.get', { params: { id, grade } }, { signal }),
  });

/** A class's results: every student's marksheet in roll order, with the highest marks (admins). */
export function useExamResults(id: string, grade: Grade) {
  return useQuery(examResultsQuery(id, grade));
}
