import { z } from 'zod';
import { AUDIT_KIND_NAMES } from '../audit.ts';
import { isoDateSchema, pageOf, paginationQuery } from './common.ts';

/**
 * The audit log's filters: one person (an account's id), one kind of thing changed
 * (src/shared/audit.ts), and calendar days from and to, both included, in the school's
 * time zone (SCHOOL_TIME_ZONE).
 */
export const auditQuerySchema = paginationQuery(20).extend({
  actor: z.uuid({ error: 'Unknown account' }).optional(),
  kind: z.enum(AUDIT_KIND_NAMES).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const changeSchema = z.object({ before: z.unknown(), after: z.unknown() });
export const auditDetailsSchema = z.object({
  count: z.number().optional(),
  status: z.string().optional(),
  accounts: z.number().optional(),
  posts: z.number().optional(),
  files: z.number().optional(),
  pages: z.number().optional(),
  changes: z.record(z.string(), changeSchema).optional(),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorRole: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  details: auditDetailsSchema.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);

/** The people who appear in the log, for its filter: each account once, by its latest name. */
export const auditActorsSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), role: z.string() })),
});
