import { and, count, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import {
  AUDIT_KINDS,
  type AuditAction,
  type AuditDetails,
  type AuditEntity,
} from '../../../shared/audit.ts';
import { SCHOOL_TIME_ZONE } from '../../../shared/constants.ts';
import type { AuditQuery } from '../../../shared/schemas/audit.ts';
import type { SessionUser } from '../../../shared/schemas/auth.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export type { AuditAction, AuditEntity } from '../../../shared/audit.ts';

const zoneOffset = new Intl.DateTimeFormat('en-US', {
  timeZone: SCHOOL_TIME_ZONE,
  timeZoneName: 'longOffset',
});

/**
 * The moment a calendar day (YYYY-MM-DD) begins in the school's time zone: the log's
 * "from" and "to" are the school's days, whatever the server's clock is set to.
 */
export function schoolDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // 'GMT+06:00' for Asia/Dhaka (read from the zone data, not assumed).
  const name =
    zoneOffset.formatToParts(utcMidnight).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const m = /GMT([+-])(\d{1,2})(?::?(\d{2}))?/.exec(name);
  const minutes = m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
  return new Date(utcMidnight.getTime() - minutes * 60_000);
}

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const shortened = (value: unknown) =>
  typeof value === 'string' && value.length > 120 ? `${value.slice(0, 119)}…` : value;

/** JSON with every object's keys sorted: a value read back from jsonb has its own order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const isImageField = (field: string) => field === 'photo' || /imageId$/i.test(field);
const isBilingual = (v: unknown): v is { en: string; bn: string } =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as { en?: unknown }).en === 'string' &&
  typeof (v as { bn?: unknown }).bn === 'string' &&
  Object.keys(v).length === 2;

/** A value as the log keeps it: texts cut short, a list or a group of fields as `true`. */
function brief(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (isBilingual(value)) return { en: shortened(value.en), bn: shortened(value.bn) };
  return typeof value === 'object' ? true : shortened(value);
}

/**
 * The fields of `after` whose value differs from `before`'s, each with both values: texts
 * (and both sides of an English-and-Bangla text) cut to 120 characters; an image (`photo`,
 * `…imageId`) only as whether there is one, its id says nothing to a reader; a list or a
 * group of fields as `true` on both sides (it changed). Undefined when nothing changed;
 * fields `after` leaves out are kept as they were.
 */
export function changesOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditDetails['changes'] {
  const changes: NonNullable<AuditDetails['changes']> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value === undefined) continue;
    const old = before[field] ?? null;
    if (canonical(old) === canonical(value)) continue;
    changes[field] = isImageField(field)
      ? { before: old !== null, after: value !== null }
      : { before: brief(old), after: brief(value) };
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

type AuditFilter = Pick<AuditQuery, 'actor' | 'kind' | 'from' | 'to'>;

function where(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(eq(auditLog.actorId, filter.actor));
  if (filter.kind) conditions.push(inArray(auditLog.entity, [...AUDIT_KINDS[filter.kind]]));
  if (filter.from) conditions.push(gte(auditLog.at, schoolDayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLog.at, schoolDayStart(nextDay(filter.to))));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export function auditRepository(db: Db) {
  return {
    /**
     * One change: who, what (an action on an entity, both declared in src/shared/audit.ts),
     * which one, and a summary that is only ever what a user wrote (a title, a name, a
     * login id, a file's name), never an English phrase: the browser words the rest.
     */
    async record(
      actor: Pick<SessionUser, 'id' | 'name' | 'role' | 'loginId'>,
      action: AuditAction,
      entity: AuditEntity,
      entityId: string | null,
      summary = '',
      details: AuditDetails | null = null,
    ) {
      await db.insert(auditLog).values({
        actorId: actor.id,
        actorName: actor.name || actor.loginId,
        actorRole: actor.role,
        action,
        entity,
        entityId,
        summary: summary.slice(0, 300),
        details,
      });
    },
    async page(page: number, size: number, filter: AuditFilter = {}) {
      const condition = where(filter);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(auditLog).where(condition),
      ]);
      return {
        total: totals[0]?.n ?? 0,
        items: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actorId: r.actorId,
          actorName: r.actorName,
          actorRole: r.actorRole,
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          summary: r.summary,
          details: r.details ?? null,
        })),
      };
    },
    /** Everyone the log names, each once with the name of their latest entry, by name. */
    async actors() {
      const rows = await db
        .selectDistinctOn([auditLog.actorId], {
          id: auditLog.actorId,
          name: auditLog.actorName,
          role: auditLog.actorRole,
        })
        .from(auditLog)
        .where(isNotNull(auditLog.actorId))
        .orderBy(auditLog.actorId, desc(auditLog.at));
      return rows
        .map((r) => ({ id: r.id!, name: r.name, role: r.role }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },
  };
}
