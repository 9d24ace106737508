import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Grade } from '../../../../shared/constants.ts';
import type { Admission } from '../../../../shared/schemas/admissions.ts';
import { signedInKey } from '../../../lib/session.ts';
import { signedInAddress, signedInApi } from '../../../lib/signed-in-api.ts';

export type { AdmissionsPage } from '../../../../shared/schemas/admissions.ts';

export const ADMISSIONS_PAGE_SIZE = 20;
export const admissionsKey = [...signedInKey, 'admissions'] as const;

export type AdmissionStatus = Admission['status'];
export type AdmissionsFilter = { grade?: Grade; status?: AdmissionStatus };

export function getAdmissions(filter: AdmissionsFilter, page: number, signal?: AbortSignal) {
  return signedInApi(
    'admissions.list',
    { query: { ...filter, page, size: ADMISSIONS_PAGE_SIZE } },
    { signal },
  );
}

/** The address of the CSV export of the applications the filter selects. */
export function admissionsExportUrl(filter: AdmissionsFilter): string {
  return signedInAddress('admissions.export', { query: filter });
}

/** Applications, newest first, by class and status (admins). */
export function useAdmissions(filter: AdmissionsFilter, page: number) {
  return useQuery({
    queryKey: [...admissionsKey, filter.grade ?? '', filter.status ?? '', page],
    queryFn: ({ signal }) => getAdmissions(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}
