import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Grade } from '../../../../shared/constants.ts';
import type {
  Admission,
  AdmissionDraw,
  AdmissionDrawInput,
} from '../../../../shared/schemas/admissions.ts';
import { ApiError } from '../../../lib/api.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';
import { admissionsKey, classAdmissionsQuery } from './get-admissions.ts';

export type { AdmissionDraw, AdmissionDrawInput } from '../../../../shared/schemas/admissions.ts';

/** A period's lottery in the cache: under admissionsKey, as the lists it is drawn from are. */
export const admissionDrawKey = (periodId: string) => [...admissionsKey, 'draw', periodId] as const;

/** A period's lottery as drawn (or published), or null while none is drawn yet. */
export function getAdmissionDraw(
  periodId: string,
  signal?: AbortSignal,
): Promise<AdmissionDraw | null> {
  return signedInApi('admissionDraws.get', { params: { id: periodId } }, { signal });
}

export const admissionDrawQuery = (periodId: string) =>
  queryOptions({
    queryKey: admissionDrawKey(periodId),
    queryFn: ({ signal }) => getAdmissionDraw(periodId, signal),
  });

export function useAdmissionDraw(periodId: string) {
  return useQuery(admissionDrawQuery(periodId));
}

/**
 * A period's valid applications: its class's applications sent in this period, but the
 * rejected ones (what the server draws from), sorted by reference as the lottery's entries.
 */
export function usePeriodApplications(period: { id: string; grade: Grade } | undefined) {
  return useQuery({
    ...classAdmissionsQuery({ grade: period?.grade ?? 'vi' }),
    enabled: period !== undefined,
    select: (page): Admission[] =>
      page.items
        .filter((a) => a.periodId === period?.id && a.status !== 'rejected')
        .sort((a, b) => (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0)),
  });
}

/** Draws (again, until it is published) a closed period's lottery; the cache takes the lists. */
export function useDrawLottery(periodId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AdmissionDrawInput) =>
      signedInApi('admissionDraws.draw', { params: { id: periodId }, body: input }),
    onSuccess: (draw) => client.setQueryData(admissionDrawKey(periodId), draw),
    // Published meanwhile (another tab, another admin): the screen shows it as it is.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void client.invalidateQueries({ queryKey: admissionDrawKey(periodId) });
    },
  });
}

/** Publishes a period's lottery: its lists on the site, each applicant's outcome in the lookup. */
export function usePublishLottery(periodId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => signedInApi('admissionDraws.publish', { params: { id: periodId } }),
    onSuccess: (draw) => client.setQueryData(admissionDrawKey(periodId), draw),
  });
}
