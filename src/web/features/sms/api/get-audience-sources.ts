import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Grade } from '../../../../shared/constants.ts';
import { api } from '../../../lib/api.ts';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

/*
 * What the composer offers to choose from, from other screens' endpoints: the admission
 * periods (their applicants), the newest notices and the exams (to start a message from),
 * the students and teachers (one person), a class teacher's classes. Their keys are those
 * screens' own, so a list one of them has already loaded is not asked for again.
 */

/** How many of the newest notices "Start from" offers. */
const NOTICES_OFFERED = 20;

/** The admission periods, the newest first (admissionPeriods.list). */
export function useAdmissionPeriods(enabled: boolean) {
  return useQuery({
    queryKey: [...signedInKey, 'admission-periods'],
    queryFn: ({ signal }) => signedInApi('admissionPeriods.list', {}, { signal }),
    enabled,
  });
}

/** The newest notices on the website (notices.list, its first page). */
export function useRecentNotices(enabled: boolean) {
  return useQuery({
    queryKey: ['notices', 0, NOTICES_OFFERED],
    queryFn: ({ signal }) =>
      api('notices.list', { query: { page: 0, size: NOTICES_OFFERED } }, { signal }),
    enabled,
  });
}

/** Every exam with the state of each class's results (exams.list): those published are offered. */
export function useExams(enabled: boolean) {
  return useQuery({
    queryKey: [...signedInKey, 'exams'],
    queryFn: ({ signal }) => signedInApi('exams.list', {}, { signal }),
    enabled,
  });
}

/** A search narrowed to a class, and to one of its sections (the Students list's filter). */
export type StudentSearchFilter = { grade?: Grade; section?: string };

/**
 * The active students a search finds (a name in either language, a roll, an id), in a
 * class (and section) when given: the first page.
 */
export function useStudentSearch(q: string, filter: StudentSearchFilter = {}) {
  return useQuery({
    queryKey: [...signedInKey, 'students', filter.grade ?? '', filter.section ?? '*', q, '', 0],
    queryFn: ({ signal }) =>
      signedInApi('students.list', { query: { q, page: 0, ...filter } }, { signal }),
    placeholderData: keepPreviousData,
    enabled: q !== '',
  });
}

/** Every teacher account (teachers.accounts): the composer searches them itself. */
export function useTeacherAccounts(enabled: boolean) {
  return useQuery({
    queryKey: [...signedInKey, 'teacher-accounts'],
    queryFn: ({ signal }) => signedInApi('teachers.accounts', {}, { signal }),
    enabled,
  });
}
