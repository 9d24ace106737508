import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Grade } from '../../../../../shared/constants.ts';
import type { ResultSheetInput } from '../../../../../shared/schemas/results.ts';
import { signedInApi } from '../../../../lib/signed-in-api.ts';
import { examsKey } from './get-exams.ts';

export type {
  ClassStudents,
  ResultPreview,
  ResultProblem,
  ResultRow,
  ResultSheet,
} from '../../../../../shared/schemas/results.ts';

export type ExamClass = { examId: string; grade: Grade };

export const classResultsKey = ({ examId, grade }: ExamClass) =>
  [...examsKey, examId, 'results', grade] as const;

const params = ({ examId, grade }: ExamClass) => ({ params: { id: examId, grade } });

/**
 * A class's saved results (the tabulation sheet: subjects and every student's marks), asked
 * only when the exams list says the class has some (`enabled`).
 */
export function useClassResults(examClass: ExamClass, enabled: boolean) {
  return useQuery({
    queryKey: classResultsKey(examClass),
    queryFn: ({ signal }) => signedInApi('examResults.get', params(examClass), { signal }),
    enabled,
  });
}

/**
 * The class's students as the school's records have them (roll, names, whether the date of
 * birth is kept): the template is filled with them.
 */
export function useClassStudents(examClass: ExamClass) {
  return useQuery({
    queryKey: [...classResultsKey(examClass), 'students'],
    queryFn: ({ signal }) => signedInApi('examResults.students', params(examClass), { signal }),
  });
}

/** Reads a class's marks file with its subjects on the server: every row's problems; saves nothing. */
export function useCheckResults(examClass: ExamClass) {
  return useMutation({
    mutationFn: (body: ResultSheetInput) =>
      signedInApi('examResults.check', { ...params(examClass), body }),
  });
}

/** After a change to a class's results: the exams' statuses and the class's sheet are read again. */
function useRefresh(examClass: ExamClass) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: examsKey, exact: true });
    void client.invalidateQueries({ queryKey: classResultsKey(examClass) });
  };
}

/**
 * Saves a class's subjects and marks: a correction changes the rows in the file, a
 * replacement makes the file the whole class (refused while a row has a problem).
 */
export function useSaveResults(examClass: ExamClass) {
  const refresh = useRefresh(examClass);
  return useMutation({
    mutationFn: (body: ResultSheetInput) =>
      signedInApi('examResults.save', { ...params(examClass), body }),
    onSuccess: refresh,
  });
}

/** Publishes, withdraws or removes a class's results. */
export function useClassResultsAction(examClass: ExamClass) {
  const refresh = useRefresh(examClass);
  return useMutation({
    mutationFn: (action: 'publish' | 'withdraw' | 'delete') =>
      action === 'publish'
        ? signedInApi('examResults.publish', params(examClass))
        : action === 'withdraw'
          ? signedInApi('examResults.withdraw', params(examClass))
          : signedInApi('examResults.delete', params(examClass)),
    onSuccess: refresh,
  });
}
