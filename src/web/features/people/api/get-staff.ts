import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export function getStaff(signal?: AbortSignal) {
  return api('staff.list', {}, { signal });
}

export const staffQuery = queryOptions({
  queryKey: ['staff'],
  queryFn: ({ signal }) => getStaff(signal),
});

export function useStaff() {
  return useQuery(staffQuery);
}
