import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SolutionInput } from '../../../../shared/schemas/posts.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { postsKey } from './post-kinds.ts';

export function giveSolution(problemId: string, input: SolutionInput) {
  return signedInApi('problems.solve', { params: { id: problemId }, body: input });
}

/** Give Solution (teachers and admins): stored, and shown under the problem to every reader. */
export function useGiveSolution(problemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SolutionInput) => giveSolution(problemId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: postsKey('problems') }),
  });
}
