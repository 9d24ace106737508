import { and, count, desc, eq, gte, lte, ne, type SQL } from 'drizzle-orm';
import type { Grade } from '../../../shared/constants.ts';
import { commitmentOf } from '../../../shared/lottery.ts';
import type {
  AdmissionPeriod,
  AdmissionPeriodAdmin,
  AdmissionPeriodInput,
  AdmissionPeriodState,
} from '../../../shared/schemas/admissions.ts';
import type { Db } from '../../db/client.ts';
import { admissionPeriods, admissions } from '../../db/schema.ts';

type PeriodRow = typeof admissionPeriods.$inferSelect;

/** A period's state on a date (YYYY-MM-DD, Bangladesh's): its first and last days included. */
export function periodState(
  p: { opensOn: string; closesOn: string },
  on: string,
): AdmissionPeriodState {
  if (on < p.opensOn) return 'upcoming';
  return on > p.closesOn ? 'closed' : 'open';
}

/**
 * What a period shows of its lottery's seal: the commitment (SHA-256 of the secret) and
 * when it was made. The secret itself never leaves here: only with a published lottery's
 * lists (admission-draws.repository.ts).
 */
export async function sealOf(
  row: Pick<PeriodRow, 'lotterySecret' | 'lotteryCommittedAt'>,
): Promise<{ commitment: string | null; committedAt: string | null }> {
  return {
    commitment: row.lotterySecret ? await commitmentOf(row.lotterySecret) : null,
    committedAt: row.lotteryCommittedAt?.toISOString() ?? null,
  };
}

async function present(row: PeriodRow, on: string): Promise<AdmissionPeriod> {
  return {
    id: row.id,
    grade: row.grade,
    opensOn: row.opensOn,
    closesOn: row.closesOn,
    seats: row.seats,
    papers: row.papers,
    state: periodState(row, on),
    ...(await sealOf(row)),
  };
}

/** The classes' admission periods (issue 20). `on` is today's date in Bangladesh. */
export function admissionPeriodsRepository(db: Db) {
  return {
    async list(on: string): Promise<AdmissionPeriodAdmin[]> {
      const rows = await db
        .select({ period: admissionPeriods, applications: count(admissions.id) })
        .from(admissionPeriods)
        .leftJoin(admissions, eq(admissions.periodId, admissionPeriods.id))
        .groupBy(admissionPeriods.id)
        .orderBy(desc(admissionPeriods.opensOn), admissionPeriods.grade);
      return Promise.all(
        rows.map(async (r) => ({ ...(await present(r.period, on)), applications: r.applications })),
      );
    },
    /** For each class: the period open on `on`, else the next to open, else the last one. */
    async season(on: string): Promise<AdmissionPeriod[]> {
      const rows = await db.select().from(admissionPeriods).orderBy(admissionPeriods.opensOn);
      const chosen = new Map<Grade, PeriodRow>();
      const rank = { open: 0, upcoming: 1, closed: 2 } as const;
      for (const row of rows) {
        const held = chosen.get(row.grade);
        if (!held) {
          chosen.set(row.grade, row);
          continue;
        }
        const [a, b] = [rank[periodState(row, on)], rank[periodState(held, on)]];
        // Rows come oldest first: among upcoming ones the earliest stays, among closed the latest wins.
        if (a < b || (a === b && a === rank.closed)) chosen.set(row.grade, row);
      }
      const periods = await Promise.all([...chosen.values()].map((row) => present(row, on)));
      return periods.sort((x, y) => x.grade.localeCompare(y.grade, 'en', { numeric: true }));
    },
    /** The period as stored (its secret too: never presented as it is), or null. */
    async row(id: string) {
      const [row] = await db.select().from(admissionPeriods).where(eq(admissionPeriods.id, id));
      return row ?? null;
    },
    async find(id: string, on: string) {
      const [row] = await db.select().from(admissionPeriods).where(eq(admissionPeriods.id, id));
      return row ? present(row, on) : null;
    },
    /** The class's period open on `on`, or null. */
    async openFor(grade: Grade, on: string) {
      const [row] = await db
        .select()
        .from(admissionPeriods)
        .where(
          and(
            eq(admissionPeriods.grade, grade),
            lte(admissionPeriods.opensOn, on),
            gte(admissionPeriods.closesOn, on),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** Another period of the class that shares a day with these dates. */
    async overlapping(input: AdmissionPeriodInput, exceptId?: string) {
      const conditions: SQL[] = [
        eq(admissionPeriods.grade, input.grade),
        lte(admissionPeriods.opensOn, input.closesOn),
        gte(admissionPeriods.closesOn, input.opensOn),
      ];
      if (exceptId) conditions.push(ne(admissionPeriods.id, exceptId));
      const [row] = await db
        .select()
        .from(admissionPeriods)
        .where(and(...conditions))
        .limit(1);
      return row ?? null;
    },
    async create(input: AdmissionPeriodInput, on: string) {
      const [row] = await db.insert(admissionPeriods).values(input).returning();
      // The schema makes the lottery's secret with the row: committed from the first day.
      if (!row) throw new Error('admission period insert returned nothing');
      return present(row, on);
    },
    async update(id: string, input: AdmissionPeriodInput, on: string) {
      const [row] = await db
        .update(admissionPeriods)
        .set(input)
        .where(eq(admissionPeriods.id, id))
        .returning();
      return row ? present(row, on) : null;
    },
    async applications(id: string) {
      const [row] = await db
        .select({ n: count() })
        .from(admissions)
        .where(eq(admissions.periodId, id));
      return row?.n ?? 0;
    },
    async remove(id: string) {
      const rows = await db
        .delete(admissionPeriods)
        .where(eq(admissionPeriods.id, id))
        .returning({ id: admissionPeriods.id });
      return rows.length > 0;
    },
  };
}
