import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { GRADES, type Grade } from '../../../shared/constants.ts';
import type { PromotionChange, PromotionSummary } from '../../../shared/schemas/promotion.ts';
import type { Db } from '../../db/client.ts';
import { promotions, users } from '../../db/schema.ts';
import { schoolClock } from '../backup/kept-backups.service.ts';
import { lock, RollTakenError, rollKey, type Tx } from '../users/users.repository.ts';
import {
  type ActiveStudent,
  countsOf,
  type PromotionPlan,
  planPromotion,
} from './promotion-plan.ts';

/** A stay-back id that is no active student of classes six to ten: each by its place in the list. */
export class StayBackError extends Error {
  constructor(readonly refused: { index: number; message: string }[]) {
    super('Some students cannot stay back');
  }
}

/** Why the promotion cannot be undone. */
export type NotUndoableReason = 'superseded' | 'already-undone' | 'day-over';
export class NotUndoableError extends Error {
  constructor(readonly reason: NotUndoableReason) {
    super(`The promotion cannot be undone: ${reason}`);
  }
}

/** On the school's day (Asia/Dhaka) it was made, and now is still that day. */
const sameSchoolDay = (at: Date, now = new Date()) =>
  schoolClock(at).date === schoolClock(now).date;

type Row = typeof promotions.$inferSelect;

/** Every active student of classes six to ten. */
async function activeStudents(tx: Tx | Db): Promise<ActiveStudent[]> {
  const rows = await tx
    .select({
      id: users.id,
      loginId: users.loginId,
      name: users.name,
      nameBn: users.nameBn,
      grade: users.grade,
      section: users.section,
      roll: users.roll,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'student'),
        isNull(users.deactivatedAt),
        inArray(users.grade, [...GRADES]),
      ),
    );
  return rows.map((r) => ({ ...r, grade: r.grade as Grade }));
}

/** The plan for `stayBack`, or StayBackError for an id that is no active student of a class. */
async function plan(tx: Tx | Db, stayBack: readonly string[]): Promise<PromotionPlan> {
  const active = await activeStudents(tx);
  const known = new Set(active.map((s) => s.id));
  const unknown = stayBack.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    const off = new Set(
      (
        await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(
              inArray(users.id, unknown),
              eq(users.role, 'student'),
              inArray(users.grade, [...GRADES]),
            ),
          )
      ).map((r) => r.id),
    );
    throw new StayBackError(
      stayBack.flatMap((id, index) =>
        known.has(id)
          ? []
          : [{ index, message: off.has(id) ? 'This student is turned off' : 'Unknown account' }],
      ),
    );
  }
  return planPromotion(active, new Set(stayBack));
}

function summary(row: Row, byName: string | null, newest: boolean): PromotionSummary {
  return {
    id: row.id,
    at: row.at.toISOString(),
    byName: byName ?? '',
    counts: countsOf(row.changes),
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoable: newest && row.undoneAt === null && sameSchoolDay(row.at),
  };
}

/** The promotion that can be undone, or why not. */
function undoable(row: Row, newest: boolean): NotUndoableReason | null {
  if (row.undoneAt) return 'already-undone';
  if (!newest) return 'superseded';
  if (!sameSchoolDay(row.at)) return 'day-over';
  return null;
}

const withName = (db: Tx | Db) =>
  db
    .select({ row: promotions, name: users.name, loginId: users.loginId })
    .from(promotions)
    .leftJoin(users, eq(users.id, promotions.by));

/**
 * Year-end promotions (issue 19): worked out by promotion-plan.ts, made and undone in one
 * transaction under the accounts lock, so no roll changes hands meanwhile.
 */
export function promotionRepository(db: Db) {
  return {
    /** What a promotion would do now; nothing changes. */
    preview: (stayBack: readonly string[]) => plan(db, stayBack),

    /** Makes the promotion; answers it and the students who passed out (turned off now). */
    async apply(byId: string, stayBack: readonly string[]) {
      return db.transaction(async (tx) => {
        await lock(tx);
        const { changes, counts } = await plan(tx, stayBack);
        const now = new Date();
        for (const c of changes) {
          if (c.passedOut) {
            await tx
              .update(users)
              .set({ deactivatedAt: now, updatedAt: now })
              .where(eq(users.id, c.userId));
          } else if (c.toGrade !== c.fromGrade || c.toRoll !== c.fromRoll) {
            await tx
              .update(users)
              .set({ grade: c.toGrade, roll: c.toRoll, updatedAt: now })
              .where(eq(users.id, c.userId));
          }
        }
        const [row] = await tx
          .insert(promotions)
          .values({ by: byId, changes })
          .returning({ id: promotions.id, at: promotions.at });
        return {
          id: row!.id,
          at: row!.at.toISOString(),
          counts,
          passedOut: changes.filter((c) => c.passedOut).map((c) => c.userId),
        };
      });
    },

    /** The newest promotion, or null. */
    async latest(): Promise<PromotionSummary | null> {
      const [found] = await withName(db).orderBy(desc(promotions.at), desc(promotions.id)).limit(1);
      return found ? summary(found.row, found.name || found.loginId, true) : null;
    },

    /**
     * Puts every student of the promotion back: class, roll, and on again (all were on).
     * Null when there is no such promotion; NotUndoableError when it is not the newest,
     * already undone, or of an earlier school day; RollTakenError when a student added
     * since holds a roll to give back.
     */
    async undo(id: string): Promise<{ summary: PromotionSummary; count: number } | null> {
      return db.transaction(async (tx) => {
        await lock(tx);
        const [found] = await withName(tx).where(eq(promotions.id, id));
        if (!found) return null;
        const { row } = found;
        // The newest as latest() orders them (compared in SQL: JavaScript's dates drop microseconds).
        const [newest] = await tx
          .select({ id: promotions.id })
          .from(promotions)
          .orderBy(desc(promotions.at), desc(promotions.id))
          .limit(1);
        const reason = undoable(row, newest?.id === row.id);
        if (reason) throw new NotUndoableError(reason);

        const changes: PromotionChange[] = row.changes;
        const ids = new Set(changes.map((c) => c.userId));
        const others = (await activeStudents(tx)).filter((s) => !ids.has(s.id));
        const holders = new Set(others.map((s) => rollKey(s.grade, s.section, s.roll ?? '')));
        // A promotion keeps each student's section: the one they have now.
        const sectionOf = new Map(
          (
            await tx
              .select({ id: users.id, section: users.section })
              .from(users)
              .where(inArray(users.id, [...ids]))
          ).map((r) => [r.id, r.section]),
        );
        for (const c of changes)
          if (
            c.fromRoll !== null &&
            holders.has(rollKey(c.fromGrade, sectionOf.get(c.userId) ?? '', c.fromRoll))
          )
            throw new RollTakenError(c.fromRoll);

        const now = new Date();
        for (const c of changes)
          await tx
            .update(users)
            .set({ grade: c.fromGrade, roll: c.fromRoll, deactivatedAt: null, updatedAt: now })
            .where(and(eq(users.id, c.userId), eq(users.role, 'student')));
        const [undone] = await tx
          .update(promotions)
          .set({ undoneAt: now })
          .where(eq(promotions.id, row.id))
          .returning();
        const moved = changes.filter((c) => c.passedOut || c.toGrade !== c.fromGrade).length;
        return { summary: summary(undone!, found.name || found.loginId, true), count: moved };
      });
    },
  };
}
