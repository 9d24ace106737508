import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Grade } from '../../../../shared/constants.ts';
import type { StudentStatus } from '../../../../shared/schemas/users.ts';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export type { StudentStatus, StudentsPage } from '../../../../shared/schemas/users.ts';

export const STUDENTS_PAGE_SIZE = 20;
export const studentsKey = [...signedInKey, 'students'] as const;

/**
 * The Students list's filters: a class and its section ('' for none), a search (name, roll
 * or id), on / off / all.
 */
export type StudentsFilter = {
  grade?: Grade;
  section?: string;
  q?: string;
  status?: StudentStatus;
};

export function getStudents(filter: StudentsFilter, page: number, signal?: AbortSignal) {
  return signedInApi(
    'students.list',
    { query: { ...filter, page, size: STUDENTS_PAGE_SIZE } },
    { signal },
  );
}

/** One page of students, by class then roll, filtered (teachers and admins). */
export function useStudents(filter: StudentsFilter, page: number, enabled = true) {
  return useQuery({
    queryKey: [
      ...studentsKey,
      filter.grade ?? '',
      filter.section ?? '*',
      filter.q ?? '',
      filter.status ?? '',
      page,
    ],
    queryFn: ({ signal }) => getStudents(filter, page, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
