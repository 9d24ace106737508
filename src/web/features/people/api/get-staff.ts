import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffList } from '../../../../shared/schemas/people.ts';
import { api } from '../../../lib/api.ts';

export function getStaff(signal?: AbortSignal) {
  return api<StaffList>('/api/staff', { signal });
}

export const staffQuery = queryOptions({
  queryKey: ['staff'],
  queryFn: ({ signal }) => getStaff(signal),
});

export function useStaff() {
  return useQuery(staffQuery);
}
