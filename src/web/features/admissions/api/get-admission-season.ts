import { queryOptions, useQuery } from '@tanstack/react-query';
import { formsApi } from '../../../lib/forms-api.ts';

/** The admission season: which classes take applications today, and until when. */
export const admissionSeasonQuery = queryOptions({
  queryKey: ['admissions', 'season'],
  queryFn: ({ signal }) => formsApi('admissions.season', {}, { signal }),
});

/** The published lotteries' lists (GET /api/admissions/lottery). */
export const admissionLotteriesQuery = queryOptions({
  queryKey: ['admissions', 'lottery'],
  queryFn: ({ signal }) => formsApi('admissions.lotteries', {}, { signal }),
});

export function useAdmissionSeason() {
  return useQuery(admissionSeasonQuery);
}
