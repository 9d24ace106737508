import { queryOptions, useQuery } from '@tanstack/react-query';
import { signedInKey } from '../../../../lib/session.ts';
import { signedInApi } from '../../../../lib/signed-in-api.ts';

export type { Exam, ExamInput } from '../../../../../shared/schemas/results.ts';

export const examsKey = [...signedInKey, 'exams'] as const;

export const examsQuery = queryOptions({
  queryKey: examsKey,
  queryFn: ({ signal }) => signedInApi('exams.list', {}, { signal }),
});

/** Every exam, the newest first, each with the classes whose results are read in (admins). */
export function useExams() {
  return useQuery(examsQuery);
}
