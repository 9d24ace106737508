import { randomInt } from 'node:crypto';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Admission, AdmissionInput } from '../../../shared/schemas/admissions.ts';
import type { Db } from '../../db/client.ts';
import { admissions } from '../../db/schema.ts';

// No 0/O or 1/I: a parent reads the reference over the phone.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function newReference(now: Date) {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `ADM-${now.getFullYear()}-${code}`;
}

/** Bangladeshi mobile numbers are stored as 11 digits, without +88. */
export function normaliseMobile(m: string) {
  return m.replace(/^\+?88/, '');
}

export function admissionsRepository(db: Db) {
  return {
    async create(input: AdmissionInput) {
      for (let attempt = 0; ; attempt++) {
        const reference = newReference(new Date());
        const rows = await db
          .insert(admissions)
          .values({
            ...input,
            studentMobile: normaliseMobile(input.studentMobile),
            guardianMobile: normaliseMobile(input.guardianMobile),
            reference,
          })
          .onConflictDoNothing({ target: admissions.reference })
          .returning({ reference: admissions.reference });
        if (rows[0]) return rows[0];
        if (attempt > 5) throw new Error('could not allocate an admission reference');
      }
    },
    async findForApplicant(reference: string, mobile: string) {
      const [row] = await db
        .select()
        .from(admissions)
        .where(
          and(
            eq(admissions.reference, reference.toUpperCase()),
            eq(admissions.guardianMobile, normaliseMobile(mobile)),
          ),
        );
      return row ?? null;
    } /** For the admin: newest first, filtered by class and status. */,
    async list(
      filter: { grade?: Admission['grade'] | undefined; status?: Admission['status'] | undefined },
      page: number,
      size: number,
    ) {
      const conditions: SQL[] = [];
      if (filter.grade) conditions.push(eq(admissions.grade, filter.grade));
      if (filter.status) conditions.push(eq(admissions.status, filter.status));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(admissions)
          .where(where)
          .orderBy(desc(admissions.createdAt), desc(admissions.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(admissions).where(where),
      ]);
      return { items: rows.map(presentAdmission), total: totals[0]?.n ?? 0 };
    },
    async setStatus(id: string, status: Admission['status']) {
      const [row] = await db
        .update(admissions)
        .set({ status })
        .where(eq(admissions.id, id))
        .returning();
      return row ? presentAdmission(row) : null;
    },
  };
}

function presentAdmission({ createdAt, ...r }: typeof admissions.$inferSelect): Admission {
  return { ...r, submittedAt: createdAt.toISOString() };
}
