import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsList, SchoolDocument } from '../../../../shared/schemas/documents.ts';
import { api, query } from '../../../lib/api.ts';

export type DocumentKind = SchoolDocument['kind'];

export function getDocuments(kind: DocumentKind, signal?: AbortSignal) {
  return api<DocumentsList>(`/api/documents${query({ kind })}`, { signal });
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
