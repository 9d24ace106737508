import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditEntrySchema } from '../../../../shared/schemas/posts.ts';
import { api, query } from '../../../lib/api.ts';
import { signedInKey } from '../../auth/api/get-session.ts';

export const AUDIT_PAGE_SIZE = 20;

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = { items: AuditEntry[]; total: number; page: number; size: number };

export function getAuditLog(page: number, signal?: AbortSignal) {
  return api<AuditPage>(`/api/audit-log${query({ page, size: AUDIT_PAGE_SIZE })}`, { signal });
}

/** Who changed what and when, newest first (admins). */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: [...signedInKey, 'audit-log', page],
    queryFn: ({ signal }) => getAuditLog(page, signal),
    placeholderData: keepPreviousData,
  });
}
