import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeachersList } from '../../../../shared/schemas/people.ts';
import { api } from '../../../lib/api.ts';

export function getTeachers(signal?: AbortSignal) {
  return api<TeachersList>('/api/teachers', { signal });
}

export const teachersQuery = queryOptions({
  queryKey: ['teachers'],
  queryFn: ({ signal }) => getTeachers(signal),
});

export function useTeachers() {
  return useQuery(teachersQuery);
}
