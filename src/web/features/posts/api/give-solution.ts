import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Solution, SolutionInput } from '../../../../shared/schemas/posts.ts';
import { api } from '../../../lib/api.ts';
import { postsKey } from './post-kinds.ts';

export function giveSolution(problemId: string, input: SolutionInput) {
  return api<Solution>(`/api/problems/${encodeURIComponent(problemId)}/solutions`, {
    method: 'POST',
    body: input,
  });
}

/** Give Solution (teachers and admins): stored, and shown under the problem to every reader. */
export function useGiveSolution(problemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SolutionInput) => giveSolution(problemId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: postsKey('problems') }),
  });
}
