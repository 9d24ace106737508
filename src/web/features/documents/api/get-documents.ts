import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchoolDocument } from '../../../../shared/schemas/documents.ts';
import { api } from '../../../lib/api.ts';

export type DocumentKind = SchoolDocument['kind'];

export function getDocuments(kind: DocumentKind, signal?: AbortSignal) {
  return api('documents.list', { query: { kind } }, { signal });
}

export const documentsQuery = (kind: DocumentKind) =>
  queryOptions({
    queryKey: ['documents', kind],
    queryFn: ({ signal }) => getDocuments(kind, signal),
  });

/** Class routines, syllabi or the academic calendar. */
export function useDocuments(kind: DocumentKind) {
  return useQuery(documentsQuery(kind));
}
