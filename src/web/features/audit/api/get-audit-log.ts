import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditKind } from '../../../../shared/audit.ts';
import type {
  AuditEntry,
  auditActorsSchema,
  auditPageSchema,
} from '../../../../shared/schemas/audit.ts';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export const AUDIT_PAGE_SIZE = 20;

export type { AuditEntry };
export type AuditPage = z.infer<typeof auditPageSchema>;
export type AuditActor = z.infer<typeof auditActorsSchema>['items'][number];

/** The log's filters, as the address keeps them; each left out is not applied. */
export type AuditFilter = { actor?: string; kind?: AuditKind; from?: string; to?: string };

export function getAuditLog(
  filter: AuditFilter,
  page: number,
  signal?: AbortSignal,
): Promise<AuditPage> {
  return signedInApi(
    'audit.list',
    { query: { ...filter, page, size: AUDIT_PAGE_SIZE } },
    { signal },
  );
}

/** Who changed what and when, newest first (admins), filtered. */
export function useAuditLog(filter: AuditFilter, page: number) {
  return useQuery({
    queryKey: [...signedInKey, 'audit-log', filter, page],
    queryFn: ({ signal }) => getAuditLog(filter, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** The people the log names, for its filter. */
export function useAuditActors() {
  return useQuery({
    queryKey: [...signedInKey, 'audit-log', 'actors'],
    queryFn: ({ signal }) => signedInApi('audit.actors', {}, { signal }),
  });
}
