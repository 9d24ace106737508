import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Grade } from '../../../../shared/constants.ts';
import type { Admission } from '../../../../shared/schemas/admissions.ts';
import { api, query } from '../../../lib/api.ts';
import { signedInKey } from '../../auth/api/get-session.ts';

export const ADMISSIONS_PAGE_SIZE = 20;
export const admissionsKey = [...signedInKey, 'admissions'] as const;

export type AdmissionStatus = Admission['status'];
export type AdmissionsFilter = { grade?: Grade; status?: AdmissionStatus };
export type AdmissionsPage = { items: Admission[]; total: number; page: number; size: number };

export function getAdmissions(filter: AdmissionsFilter, page: number, signal?: AbortSignal) {
  return api<AdmissionsPage>(
    `/api/admissions${query({ ...filter, page, size: ADMISSIONS_PAGE_SIZE })}`,
    { signal },
  );
}

/** The address of the CSV export of the applications the filter selects. */
export function admissionsExportUrl(filter: AdmissionsFilter): string {
  return `/api/admissions/export${query(filter)}`;
}

/** Applications, newest first, by class and status (admins). */
export function useAdmissions(filter: AdmissionsFilter, page: number) {
  return useQuery({
    queryKey: [...admissionsKey, filter.grade ?? '', filter.status ?? '', page],
    queryFn: ({ signal }) => getAdmissions(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}
