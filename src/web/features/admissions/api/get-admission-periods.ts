import { queryOptions, useQuery } from '@tanstack/react-query';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export type {
  AdmissionPeriodAdmin,
  AdmissionPeriodInput,
} from '../../../../shared/schemas/admissions.ts';

export const admissionPeriodsKey = [...signedInKey, 'admission-periods'] as const;

export function getAdmissionPeriods(signal?: AbortSignal) {
  return signedInApi('admissionPeriods.list', {}, { signal });
}

export const admissionPeriodsQuery = queryOptions({
  queryKey: admissionPeriodsKey,
  queryFn: ({ signal }) => getAdmissionPeriods(signal),
});

/** Every class's admission periods, the newest first, with how many applied in each (admins). */
export function useAdmissionPeriods() {
  return useQuery(admissionPeriodsQuery);
}
