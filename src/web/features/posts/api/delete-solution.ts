import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { postsKey } from './post-kinds.ts';

export function deleteSolution(problemId: string, solutionId: string) {
  return api<null>(
    `/api/problems/${encodeURIComponent(problemId)}/solutions/${encodeURIComponent(solutionId)}`,
    { method: 'DELETE' },
  );
}

/** Deletes a solution (its author, or an admin). */
export function useDeleteSolution(problemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (solutionId: string) => deleteSolution(problemId, solutionId),
    onSuccess: () => client.invalidateQueries({ queryKey: postsKey('problems') }),
  });
}
