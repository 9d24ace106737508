import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type Grade, MAX_PAGE_SIZE } from '../../../../shared/constants.ts';
import type { Admission } from '../../../../shared/schemas/admissions.ts';
import { signedInKey } from '../../../lib/session.ts';
import { signedInAddress, signedInApi } from '../../../lib/signed-in-api.ts';

export type { AdmissionsPage } from '../../../../shared/schemas/admissions.ts';

export const ADMISSIONS_PAGE_SIZE = 20;
export const admissionsKey = [...signedInKey, 'admissions'] as const;

export type AdmissionStatus = Admission['status'];
export type AdmissionsFilter = { grade?: Grade; status?: AdmissionStatus };

export function getAdmissions(
  filter: AdmissionsFilter,
  page: number,
  signal?: AbortSignal,
  size = ADMISSIONS_PAGE_SIZE,
) {
  return signedInApi('admissions.list', { query: { ...filter, page, size } }, { signal });
}

/** The address of the CSV export of the applications the filter selects, worded in `lang`. */
export function admissionsExportUrl(filter: AdmissionsFilter, lang: string): string {
  return signedInAddress('admissions.export', {
    query: { ...filter, lang: lang === 'bn' ? 'bn' : 'en' },
  });
}

/** Applications, newest first, by class and status (admins). */
export function useAdmissions(filter: AdmissionsFilter, page: number) {
  return useQuery({
    queryKey: [...admissionsKey, filter.grade ?? '', filter.status ?? '', page],
    queryFn: ({ signal }) => getAdmissions(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** A selection of applications with its class chosen: what a printed list holds. */
export type ClassFilter = AdmissionsFilter & { grade: Grade };

/**
 * Every application of a class (and status, if chosen), newest first: the list's pages of
 * the largest size the server gives (MAX_PAGE_SIZE), fetched together. An application sent
 * while they load may shift one onto the next page; it is counted once.
 */
export async function getClassAdmissions(filter: ClassFilter, signal?: AbortSignal) {
  const first = await getAdmissions(filter, 0, signal, MAX_PAGE_SIZE);
  const pages = Math.ceil(first.total / MAX_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, i) =>
      getAdmissions(filter, i + 1, signal, MAX_PAGE_SIZE),
    ),
  );
  const byId = new Map<string, Admission>();
  for (const item of [first, ...rest].flatMap((page) => page.items)) byId.set(item.id, item);
  const items = [...byId.values()];
  // The shape of a page, so that a status changed on a card updates this list too.
  return { items, total: items.length, page: 0, size: items.length };
}

/**
 * A class's applicants, for its printed list: under admissionsKey, so a status changed
 * on a card shows in it as well. Fetched when the list is asked for, not before.
 */
export const classAdmissionsQuery = (filter: ClassFilter) =>
  queryOptions({
    queryKey: [...admissionsKey, 'class', filter.grade, filter.status ?? ''],
    queryFn: ({ signal }) => getClassAdmissions(filter, signal),
  });
