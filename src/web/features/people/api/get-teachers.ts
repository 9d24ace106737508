import { useQuery } from '@tanstack/react-query';
import type { TeachersList } from '../../../../shared/schemas/people.ts';
import { api } from '../../../lib/api.ts';

export function getTeachers(signal?: AbortSignal) {
  return api<TeachersList>('/api/teachers', { signal });
}

export function useTeachers() {
  return useQuery({ queryKey: ['teachers'], queryFn: ({ signal }) => getTeachers(signal) });
}
