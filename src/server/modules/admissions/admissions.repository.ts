import { randomInt } from 'node:crypto';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdmissionInput } from '../../../shared/schemas/admission-input.ts';
import type { Admission } from '../../../shared/schemas/admissions.ts';
import type { Db } from '../../db/client.ts';
import { admissionPhotos, admissions } from '../../db/schema.ts';
import type { ApplicantPhoto } from './applicant-photo.ts';

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
    /** Stores an application sent in `periodId`, with its photo, in one transaction. */
    async create(
      { photo: _dataUrl, ...input }: AdmissionInput,
      periodId: string,
      photo: ApplicantPhoto,
    ) {
      for (let attempt = 0; ; attempt++) {
        const reference = newReference(new Date());
        const stored = await db.transaction(async (tx) => {
          const rows = await tx
            .insert(admissions)
            .values({
              ...input,
              studentMobile: normaliseMobile(input.studentMobile),
              guardianMobile: normaliseMobile(input.guardianMobile),
              periodId,
              reference,
            })
            .onConflictDoNothing({ target: admissions.reference })
            .returning({ id: admissions.id, reference: admissions.reference });
          const row = rows[0];
          if (row) await tx.insert(admissionPhotos).values({ admissionId: row.id, ...photo });
          return row;
        });
        if (stored) return { reference: stored.reference };
        if (attempt > 5) throw new Error('could not allocate an admission reference');
      }
    },
    async photo(id: string) {
      const [row] = await db
        .select({ webp: admissionPhotos.webp })
        .from(admissionPhotos)
        .where(eq(admissionPhotos.admissionId, id));
      return row ? Buffer.from(row.webp, 'base64') : null;
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
    },
    /** For the admin: newest first, filtered by class and status. */
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
          .select({ admission: admissions, photo: admissionPhotos.admissionId })
          .from(admissions)
          .leftJoin(admissionPhotos, eq(admissionPhotos.admissionId, admissions.id))
          .where(where)
          .orderBy(desc(admissions.createdAt), desc(admissions.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(admissions).where(where),
      ]);
      return {
        items: rows.map((r) => presentAdmission(r.admission, r.photo !== null)),
        total: totals[0]?.n ?? 0,
      };
    },
    async setStatus(id: string, status: Admission['status']) {
      const [row] = await db
        .update(admissions)
        .set({ status })
        .where(eq(admissions.id, id))
        .returning();
      if (!row) return null;
      const [photo] = await db
        .select({ id: admissionPhotos.admissionId })
        .from(admissionPhotos)
        .where(eq(admissionPhotos.admissionId, id));
      return presentAdmission(row, photo !== undefined);
    },
  };
}

function presentAdmission(
  { createdAt, ...r }: typeof admissions.$inferSelect,
  hasPhoto: boolean,
): Admission {
  return {
    ...r,
    submittedAt: createdAt.toISOString(),
    photoUrl: hasPhoto ? `/api/admissions/${r.id}/photo` : null,
  };
}
