import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditEntrySchema, auditPageSchema } from '../../../../shared/schemas/posts.ts';
import { signedInKey } from '../../../lib/session.ts';
import { signedInApi } from '../../../lib/signed-in-api.ts';

export const AUDIT_PAGE_SIZE = 20;

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;

export function getAuditLog(page: number, signal?: AbortSignal): Promise<AuditPage> {
  return signedInApi('audit.list', { query: { page, size: AUDIT_PAGE_SIZE } }, { signal });
}

/** Who changed what and when, newest first (admins). */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: [...signedInKey, 'audit-log', page],
    queryFn: ({ signal }) => getAuditLog(page, signal),
    placeholderData: keepPreviousData,
  });
}
