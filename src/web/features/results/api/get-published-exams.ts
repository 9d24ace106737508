import { queryOptions, useQuery } from '@tanstack/react-query';
import { formsApi } from '../../../lib/forms-api.ts';

export type { PublishedExams } from '../../../../shared/schemas/results.ts';

/** The exams with published results, the newest first, each with its classes (GET /api/results). */
export const publishedExamsQuery = queryOptions({
  queryKey: ['results', 'exams'],
  queryFn: ({ signal }) => formsApi('results.exams', {}, { signal }),
});

export function usePublishedExams() {
  return useQuery(publishedExamsQuery);
}
