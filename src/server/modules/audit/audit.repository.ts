import { count, desc } from 'drizzle-orm';
import type { SessionUser } from '../../../shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'status' | 'reset-password';

export function auditRepository(db: Db) {
  return {
    async record(
      actor: Pick<SessionUser, 'id' | 'name' | 'role' | 'loginId'>,
      action: AuditAction,
      entity: string,
      entityId: string | null,
      summary = '',
    ) {
      await db.insert(auditLog).values({
        actorId: actor.id,
        actorName: actor.name || actor.loginId,
        actorRole: actor.role,
        action,
        entity,
        entityId,
        summary: summary.slice(0, 300),
      });
    },
    async page(page: number, size: number) {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(auditLog),
      ]);
      return {
        total: totals[0]?.n ?? 0,
        items: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actorName: r.actorName,
          actorRole: r.actorRole,
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          summary: r.summary,
        })),
      };
    },
  };
}
