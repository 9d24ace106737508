import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { postsKey } from './post-kinds.ts';

export function deleteSolution(problemId: string, solutionId: string) {
  return signedInApi('problems.removeSolution', { params: { id: problemId, solutionId } });
}

/** Deletes a solution (its author, or an admin). */
export function useDeleteSolution(problemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (solutionId: string) => deleteSolution(problemId, solutionId),
    onSuccess: () => client.invalidateQueries({ queryKey: postsKey('problems') }),
  });
}
