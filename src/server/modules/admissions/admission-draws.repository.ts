import { and, asc, desc, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { GRADES } from '../../../shared/constants.ts';
import type { LotteryResult } from '../../../shared/lottery.ts';
import type {
  AdmissionDraw,
  AdmissionLottery,
  LotteryDrawRecord,
} from '../../../shared/schemas/admissions.ts';
import type { Db } from '../../db/client.ts';
import { admissionDraws, admissionPeriods, admissions } from '../../db/schema.ts';
import { periodState, sealOf } from './admission-periods.repository.ts';

type DrawRow = typeof admissionDraws.$inferSelect;
type PeriodRow = typeof admissionPeriods.$inferSelect;

/** A draw as the public page lists every one: when, and what it was drawn from. */
function record(row: DrawRow): LotteryDrawRecord {
  return {
    id: row.id,
    drawnAt: row.drawnAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    hall: row.hall,
    seed: row.seed,
    seats: row.seats,
    waitingLength: row.waitingLength,
    entries: row.entries,
    quotas: row.quotas,
  };
}

/**
 * The admission lotteries (issue 20, docs/decisions/0007): drawn by src/shared/lottery.ts,
 * every draw kept, one published per period.
 */
export function admissionDrawsRepository(db: Db) {
  /** The references drawn from: the period's applications but the rejected ones, sorted. */
  async function entriesOf(tx: Db, periodId: string): Promise<string[]> {
    const rows = await tx
      .select({ reference: admissions.reference })
      .from(admissions)
      .where(and(eq(admissions.periodId, periodId), ne(admissions.status, 'rejected')))
      .orderBy(asc(admissions.reference));
    return rows.map((r) => r.reference);
  }

  /** Each reference's name as the lists show it: the Bangla name, else the English one. */
  async function names(references: readonly string[]): Promise<Map<string, string>> {
    if (references.length === 0) return new Map();
    const rows = await db
      .select({
        reference: admissions.reference,
        nameBn: admissions.studentNameBn,
        name: admissions.studentName,
      })
      .from(admissions)
      .where(inArray(admissions.reference, [...references]));
    return new Map(rows.map((r) => [r.reference, r.nameBn || r.name]));
  }

  async function present(row: DrawRow, period: PeriodRow): Promise<AdmissionDraw> {
    const named = await names([...row.admitted.map((a) => a.reference), ...row.waiting]);
    return {
      ...record(row),
      periodId: period.id,
      grade: period.grade,
      admitted: row.admitted.map((a) => ({ ...a, name: named.get(a.reference) ?? '' })),
      waiting: row.waiting.map((reference, i) => ({
        position: i + 1,
        reference,
        name: named.get(reference) ?? '',
      })),
    };
  }

  return {
    /** The period's published draw, else its latest; null before the first. */
    async find(period: PeriodRow): Promise<AdmissionDraw | null> {
      const [row] = await db
        .select()
        .from(admissionDraws)
        .where(eq(admissionDraws.periodId, period.id))
        .orderBy(
          desc(isNotNull(admissionDraws.publishedAt)),
          desc(admissionDraws.drawnAt),
          desc(admissionDraws.id),
        )
        .limit(1);
      return row ? present(row, period) : null;
    },
    /**
     * Keeps a new draw of the period unless one is published; null when it is (the lists
     * stay as published). `draw` runs with the period locked, so a draw and a publish of the
     * same period never cross, and is given the period as it stands then (its secret, its
     * seats) and the references drawn from (the period's applications but the rejected ones).
     */
    async save(
      periodId: string,
      draw: (
        period: PeriodRow,
        entries: string[],
      ) => Promise<{
        hall: string;
        seed: string;
        entries: string[];
        waitingLength: number;
        quotas: { label: string; seats: number; references: string[] }[];
        result: LotteryResult;
      }>,
    ): Promise<AdmissionDraw | null> {
      const saved = await db.transaction(async (tx) => {
        const [period] = await tx
          .select()
          .from(admissionPeriods)
          .where(eq(admissionPeriods.id, periodId))
          .for('update');
        if (!period) return null;
        const [published] = await tx
          .select({ id: admissionDraws.id })
          .from(admissionDraws)
          .where(and(eq(admissionDraws.periodId, periodId), isNotNull(admissionDraws.publishedAt)));
        if (published) return null;
        const made = await draw(period, await entriesOf(tx as unknown as Db, periodId));
        const [row] = await tx
          .insert(admissionDraws)
          .values({
            periodId,
            hall: made.hall,
            seed: made.seed,
            entries: made.entries,
            seats: period.seats,
            waitingLength: made.waitingLength,
            quotas: made.quotas,
            admitted: made.result.admitted,
            waiting: made.result.waiting,
          })
          .returning();
        return row ? { row, period } : null;
      });
      return saved ? present(saved.row, saved.period) : null;
    },
    /** Publishes the period's latest draw (none is published yet); the draw as published. */
    async publish(period: PeriodRow, drawId: string): Promise<AdmissionDraw | null> {
      await db.transaction(async (tx) => {
        await tx
          .select({ id: admissionPeriods.id })
          .from(admissionPeriods)
          .where(eq(admissionPeriods.id, period.id))
          .for('update');
        const [published] = await tx
          .select({ id: admissionDraws.id })
          .from(admissionDraws)
          .where(
            and(eq(admissionDraws.periodId, period.id), isNotNull(admissionDraws.publishedAt)),
          );
        if (published) return;
        await tx
          .update(admissionDraws)
          .set({ publishedAt: new Date() })
          .where(and(eq(admissionDraws.periodId, period.id), eq(admissionDraws.id, drawId)));
      });
      return this.find(period);
    },
    /**
     * Every class's lottery as the public sees it: the periods with a draw, and the
     * season's (so a commitment is public before the draw); the secret only with the lists.
     */
    async lotteries(season: readonly { id: string }[], on: string): Promise<AdmissionLottery[]> {
      const drawn = db.selectDistinct({ id: admissionDraws.periodId }).from(admissionDraws);
      const periods = await db
        .select()
        .from(admissionPeriods)
        .where(
          or(
            inArray(admissionPeriods.id, drawn),
            ...season.map((p) => eq(admissionPeriods.id, p.id)),
          ),
        )
        .orderBy(desc(admissionPeriods.closesOn));
      // Class six first; a class's newest period first.
      periods.sort((a, b) => GRADES.indexOf(a.grade) - GRADES.indexOf(b.grade));
      const rows =
        periods.length === 0
          ? []
          : await db
              .select()
              .from(admissionDraws)
              .where(
                inArray(
                  admissionDraws.periodId,
                  periods.map((p) => p.id),
                ),
              )
              .orderBy(asc(admissionDraws.drawnAt), asc(admissionDraws.id));
      return Promise.all(
        periods.map(async (period) => {
          const draws = rows.filter((r) => r.periodId === period.id);
          const published = draws.find((r) => r.publishedAt);
          return {
            periodId: period.id,
            grade: period.grade,
            closesOn: period.closesOn,
            state: periodState(period, on),
            ...(await sealOf(period)),
            secret: published ? period.lotterySecret : null,
            draws: draws.map(record),
            result: published ? await present(published, period) : null,
          };
        }),
      );
    },
    /** An application's outcome in its class's published lottery, or null (none published). */
    async outcome(periodId: string | null, reference: string) {
      if (!periodId) return null;
      const [row] = await db
        .select()
        .from(admissionDraws)
        .where(and(eq(admissionDraws.periodId, periodId), isNotNull(admissionDraws.publishedAt)));
      if (!row) return null;
      if (row.admitted.some((a) => a.reference === reference))
        return { outcome: 'admitted' as const, position: null };
      const waiting = row.waiting.indexOf(reference);
      if (waiting >= 0) return { outcome: 'waiting' as const, position: waiting + 1 };
      return { outcome: 'not-selected' as const, position: null };
    },
  };
}
