import { useQuery } from '@tanstack/react-query';
import { type DateOrder, dateOrderOf } from '../../shared/dates.ts';
import { siteQuery } from './site.ts';

/**
 * How the school writes a date in numbers (its identity's dateOrder, set on Site Content):
 * from the site data the page already has (main.tsx loads it before the first render),
 * never fetched for it; day first until it is there. Kept out of lib/site.ts, which the
 * home page's first load carries: only the forms read dates.
 */
export function useDateOrder(): DateOrder {
  const { data } = useQuery({ ...siteQuery, enabled: false });
  return dateOrderOf(data?.school);
}
