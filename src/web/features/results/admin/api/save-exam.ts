import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExamInput } from '../../../../../shared/schemas/results.ts';
import { signedInApi } from '../../../../lib/signed-in-api.ts';
import { examsKey } from './get-exams.ts';

/** Adds an exam (no id) or changes one's title and date, then refreshes the exams. */
export function useSaveExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: ExamInput }) =>
      id
        ? signedInApi('exams.update', { params: { id }, body: input })
        : signedInApi('exams.create', { body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: examsKey }),
  });
}

/** Removes an exam and its results (the server refuses while a class of it is published). */
export function useDeleteExam() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => signedInApi('exams.delete', { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: examsKey }),
  });
}
