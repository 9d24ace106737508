import { and, asc, eq, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import type { LotteryResult } from '../../../shared/lottery.ts';
import type { AdmissionDraw } from '../../../shared/schemas/admissions.ts';
import type { Db } from '../../db/client.ts';
import { admissionDraws, admissionPeriods, admissions } from '../../db/schema.ts';

type DrawRow = typeof admissionDraws.$inferSelect;
type PeriodRow = typeof admissionPeriods.$inferSelect;

/** The admission lotteries (issue 20): drawn by src/shared/lottery.ts, kept and published here. */
export function admissionDrawsRepository(db: Db) {
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
      periodId: period.id,
      grade: period.grade,
      seats: period.seats,
      seed: row.seed,
      entries: row.entries,
      quotas: row.quotas,
      admitted: row.admitted.map((a) => ({ ...a, name: named.get(a.reference) ?? '' })),
      waiting: row.waiting.map((reference, i) => ({
        position: i + 1,
        reference,
        name: named.get(reference) ?? '',
      })),
      drawnAt: row.drawnAt.toISOString(),
      publishedAt: row.publishedAt?.toISOString() ?? null,
    };
  }

  return {
    /** The references drawn from: the period's applications but the rejected ones, sorted. */
    async entries(periodId: string): Promise<string[]> {
      const rows = await db
        .select({ reference: admissions.reference })
        .from(admissions)
        .where(and(eq(admissions.periodId, periodId), ne(admissions.status, 'rejected')))
        .orderBy(asc(admissions.reference));
      return rows.map((r) => r.reference);
    },
    async find(period: PeriodRow): Promise<AdmissionDraw | null> {
      const [row] = await db
        .select()
        .from(admissionDraws)
        .where(eq(admissionDraws.periodId, period.id));
      return row ? present(row, period) : null;
    },
    /**
     * Keeps a draw, over the one before unless that one is published; null when it is
     * (the lists stay as published).
     */
    async save(
      period: PeriodRow,
      draw: {
        seed: string;
        entries: string[];
        quotas: { label: string; seats: number; references: string[] }[];
        result: LotteryResult;
      },
    ): Promise<AdmissionDraw | null> {
      const values = {
        seed: draw.seed,
        entries: draw.entries,
        quotas: draw.quotas,
        admitted: draw.result.admitted,
        waiting: draw.result.waiting,
        drawnAt: new Date(),
      };
      const [row] = await db
        .insert(admissionDraws)
        .values({ periodId: period.id, ...values })
        .onConflictDoUpdate({
          target: admissionDraws.periodId,
          set: values,
          setWhere: isNull(admissionDraws.publishedAt),
        })
        .returning();
      return row ? present(row, period) : null;
    },
    async publish(period: PeriodRow): Promise<AdmissionDraw | null> {
      await db
        .update(admissionDraws)
        .set({ publishedAt: new Date() })
        .where(and(eq(admissionDraws.periodId, period.id), isNull(admissionDraws.publishedAt)));
      return this.find(period);
    },
    /** Every published lottery, the newest period first. */
    async published(): Promise<AdmissionDraw[]> {
      const rows = await db
        .select({ draw: admissionDraws, period: admissionPeriods })
        .from(admissionDraws)
        .innerJoin(admissionPeriods, eq(admissionPeriods.id, admissionDraws.periodId))
        .where(isNotNull(admissionDraws.publishedAt))
        .orderBy(admissionPeriods.grade);
      return Promise.all(rows.map((r) => present(r.draw, r.period)));
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
