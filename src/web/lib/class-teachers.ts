import { useQuery } from '@tanstack/react-query';
import { signedInKey } from './session.ts';
import { signedInApi } from './signed-in-api.ts';

export type { ClassTeacher, ClassTeachers } from '../../shared/schemas/class-teachers.ts';

/**
 * Each class's (or section's) class teacher, and the sections each class has
 * (classTeachers.list): the Class teachers screen edits it, a teacher's SMS go to the
 * guardians of their classes, and the registers a teacher takes are their classes'.
 */
export const classTeachersKey = [...signedInKey, 'class-teachers'] as const;

export function getClassTeachers(signal?: AbortSignal) {
  return signedInApi('classTeachers.list', {}, { signal });
}

export function useClassTeachers() {
  return useQuery({
    queryKey: classTeachersKey,
    queryFn: ({ signal }) => getClassTeachers(signal),
  });
}
