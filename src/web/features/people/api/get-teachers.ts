import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function getTeachers(signal?: AbortSignal) {
  return api('teachers.list', {}, { signal });
}

export const teachersQuery = queryOptions({
  queryKey: ['teachers'],
  queryFn: ({ signal }) => getTeachers(signal),
});

export function useTeachers() {
  return useQuery(teachersQuery);
}
