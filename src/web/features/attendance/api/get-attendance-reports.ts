import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BelowQuery, MonthQuery } from '../../../../shared/schemas/attendance.ts';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export type {
  AttendanceToday,
  BelowList,
  MonthRegister,
  MyAttendance,
} from '../../../../shared/schemas/attendance.ts';

/*
 * What the school reads of attendance (issue 48): a class's month, the students under a
 * share, a student's own days, today's registers. Their keys start as the Attendance
 * screen's do (`attendance`), so a register saved there refreshes them too.
 */
const reportsKey = [...signedInKey, 'attendance'] as const;

/** A class's (section's) register for a month: students down, days across, the totals. */
export function useMonthRegister(query: MonthQuery | null) {
  return useQuery({
    queryKey: [...reportsKey, 'month', query?.grade, query?.section ?? '', query?.month],
    queryFn: ({ signal }) => signedInApi('attendance.month', { query: query! }, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** The students present on fewer than `threshold`% of the days marked between two dates. */
export function useStudentsBelow(query: BelowQuery | null) {
  return useQuery({
    queryKey: [...reportsKey, 'below', query?.from, query?.to, query?.threshold, query?.grade],
    queryFn: ({ signal }) => signedInApi('attendance.below', { query: query! }, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** The signed-in student's own days of a month (YYYY-MM), and the year so far. */
export function useMyAttendance(month: string) {
  return useQuery({
    queryKey: [...signedInKey, 'my-attendance', month],
    queryFn: ({ signal }) => signedInApi('attendance.mine', { query: { month } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Today's registers by class (a teacher's: their classes), for the dashboard's home. */
export function useAttendanceToday() {
  return useQuery({
    queryKey: [...reportsKey, 'today'],
    queryFn: ({ signal }) => signedInApi('attendance.today', {}, { signal }),
    staleTime: 0,
  });
}
