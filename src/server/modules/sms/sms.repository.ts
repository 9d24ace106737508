import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { SmsAudience, SmsMonth, SmsSource } from '../../../shared/schemas/sms.ts';
import type { Db } from '../../db/client.ts';
import {
  admissionDraws,
  admissionPeriods,
  admissions,
  exams,
  notices,
  smsBatches,
  smsGateway,
  smsMessages,
  smsOptOuts,
  users,
} from '../../db/schema.ts';
import { HttpError } from '../../plugins/errors.ts';

type Language = 'bn' | 'en';

/** Someone a batch is for, as the school's records have them. */
export type Recipient = {
  id: string | null;
  /** The student's name for a guardian, the teacher's, the applicant's. */
  name: string;
  phone: string;
  language: Language;
  /** An applicant's application reference (admission templates). */
  reference?: string;
};

/** What queueing a batch needs of a plan (sms.service.ts `planBatch`). */
export type QueuedPlan = {
  source: SmsSource;
  sourceId: string | null;
  textEn: string;
  textBn: string;
  messages: {
    recipientId: string | null;
    recipientName: string;
    phone: string;
    language: Language;
    body: string;
    parts: number;
  }[];
};

/** This month (Bangladesh's calendar), as YYYY-MM, and when it began. */
export function monthOf(now = new Date()): { month: string; start: Date } {
  const local = new Date(now.getTime() + 6 * 60 * 60_000);
  const month = local.toISOString().slice(0, 7);
  // Bangladesh keeps +06:00 all year.
  return { month, start: new Date(`${month}-01T00:00:00+06:00`) };
}

/** SMS batches, their messages, the no-SMS list and the gateway's state (issue 47). */
export function smsRepository(db: Db) {
  return {
    /** Who an audience is, from the records: active students' guardians, teachers, applicants. */
    async recipients(audience: SmsAudience): Promise<Recipient[]> {
      const active = isNull(users.deactivatedAt);
      switch (audience.kind) {
        case 'guardians': {
          const byClass = audience.classes.map((c) =>
            c.section
              ? and(eq(users.grade, c.grade), eq(users.section, c.section))
              : eq(users.grade, c.grade),
          );
          const rows = await db
            .select({
              id: users.id,
              name: users.name,
              phone: users.guardianPhone,
              language: users.guardianLanguage,
            })
            .from(users)
            .where(
              and(
                eq(users.role, 'student'),
                active,
                byClass.length ? sql`(${sql.join(byClass, sql` or `)})` : undefined,
              ),
            )
            .orderBy(users.grade, users.section, sql`length(${users.roll})`, users.roll);
          return rows;
        }
        case 'teachers':
          return (
            await db
              .select({ id: users.id, name: users.name, phone: users.phone })
              .from(users)
              .where(and(eq(users.role, 'teacher'), active))
              .orderBy(users.position, users.name)
          ).map((r) => ({ ...r, language: 'bn' as const }));
        case 'person': {
          const [row] = await db.select().from(users).where(eq(users.id, audience.userId));
          if (!row) throw new HttpError(404, 'not_found', 'That person is not on the site.');
          return row.role === 'student'
            ? [
                {
                  id: row.id,
                  name: row.name,
                  phone: row.guardianPhone,
                  language: row.guardianLanguage,
                },
              ]
            : [{ id: row.id, name: row.name, phone: row.phone, language: 'bn' }];
        }
        case 'applicants': {
          const [period] = await db
            .select({ id: admissionPeriods.id })
            .from(admissionPeriods)
            .where(eq(admissionPeriods.id, audience.periodId));
          if (!period)
            throw new HttpError(404, 'not_found', 'That admission period is not on the site.');
          return db
            .select({
              id: sql<string | null>`null`,
              name: admissions.studentName,
              phone: admissions.guardianMobile,
              language: admissions.language,
              reference: admissions.reference,
            })
            .from(admissions)
            .where(eq(admissions.periodId, audience.periodId))
            .orderBy(admissions.createdAt);
        }
      }
    },

    /** The month's spending: what the gateway took this month, and what waits in the queue. */
    async monthSpend(capPoisha: number | null): Promise<SmsMonth> {
      const { month, start } = monthOf();
      const [row] = await db
        .select({
          spent: sql<number>`coalesce(sum(${smsMessages.parts} * ${smsBatches.ratePoisha}) filter (
        where ${smsMessages.status} in ('sent', 'delivered') and ${smsMessages.sentAt} >= ${start.toISOString()}), 0)::int`,
          queued: sql<number>`coalesce(sum(${smsMessages.parts} * ${smsBatches.ratePoisha}) filter (
        where ${smsMessages.status} in ('queued', 'sending')), 0)::int`,
        })
        .from(smsMessages)
        .innerJoin(smsBatches, eq(smsBatches.id, smsMessages.batchId))
        .where(
          sql`${smsMessages.status} in ('queued', 'sending') or ${smsMessages.sentAt} >= ${start.toISOString()}`,
        );
      return {
        month,
        spentPoisha: Number(row?.spent ?? 0),
        queuedPoisha: Number(row?.queued ?? 0),
        capPoisha,
      };
    },

    /**
     * Queues a plan as a batch and its messages, in one transaction: all of it or nothing.
     * The same form key answers the batch it already made (a second click, a retry).
     */
    async queue(
      plan: QueuedPlan,
      opts: {
        audience: SmsAudience;
        clientKey: string;
        ratePoisha: number;
        capPoisha: number | null;
        by: { id: string | null; name: string };
      },
    ): Promise<{ id: string; created: boolean }> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        // One queueing at a time, so two admins cannot both pass the cap's check.
        await t.execute(sql`select 1 from sms_gateway where id = 1 for update`);
        const [existing] = await t
          .select({ id: smsBatches.id })
          .from(smsBatches)
          .where(eq(smsBatches.clientKey, opts.clientKey));
        if (existing) return { id: existing.id, created: false };
        if (plan.messages.length === 0)
          throw new HttpError(
            409,
            'sms_no_recipients',
            'Nobody of this audience has a mobile number that can get SMS.',
          );
        const cost = plan.messages.reduce((n, m) => n + m.parts, 0) * opts.ratePoisha;
        if (opts.capPoisha !== null) {
          const month = await smsRepository(t).monthSpend(opts.capPoisha);
          if (month.spentPoisha + month.queuedPoisha + cost > opts.capPoisha)
            throw new HttpError(
              409,
              'sms_cap_reached',
              "This message would take the month's SMS spending over the school's cap.",
            );
        }
        const [batch] = await t
          .insert(smsBatches)
          .values({
            source: plan.source,
            sourceId: plan.sourceId,
            textEn: plan.textEn,
            textBn: plan.textBn,
            audience: opts.audience,
            ratePoisha: opts.ratePoisha,
            clientKey: opts.clientKey,
            createdBy: opts.by.id,
            createdByName: opts.by.name,
          })
          .returning({ id: smsBatches.id });
        for (let i = 0; i < plan.messages.length; i += 500)
          await t.insert(smsMessages).values(
            plan.messages.slice(i, i + 500).map((m) => ({
              batchId: batch!.id,
              phone: m.phone,
              recipientId: m.recipientId,
              recipientName: m.recipientName,
              language: m.language,
              body: m.body,
              parts: m.parts,
            })),
          );
        return { id: batch!.id, created: true };
      });
    },
    /** An admission period's class, or null when there is no such period. */
    async periodGrade(periodId: string) {
      const [period] = await db
        .select({ grade: admissionPeriods.grade })
        .from(admissionPeriods)
        .where(eq(admissionPeriods.id, periodId));
      return period?.grade ?? null;
    },
    /** A period's published lottery, or null before it is published. */
    async publishedDraw(periodId: string) {
      const [draw] = await db
        .select()
        .from(admissionDraws)
        .where(and(eq(admissionDraws.periodId, periodId), isNotNull(admissionDraws.publishedAt)));
      return draw ?? null;
    },
    /** The numbers on the no-SMS list (stored form). */
    async optedOut(): Promise<Set<string>> {
      return new Set(
        (await db.select({ phone: smsOptOuts.phone }).from(smsOptOuts)).map((r) => r.phone),
      );
    },
    async notice(id: string) {
      const [notice] = await db
        .select({ title: notices.title })
        .from(notices)
        .where(eq(notices.id, id));
      return notice ?? null;
    },
    async exam(id: string) {
      const [exam] = await db
        .select({ title: exams.title, titleBn: exams.titleBn })
        .from(exams)
        .where(eq(exams.id, id));
      return exam ?? null;
    },
    /** The gateway's shared state (one row). */
    async gateway() {
      const [row] = await db.select().from(smsGateway).where(eq(smsGateway.id, 1));
      return row ?? null;
    },
    /** Sending again after a stop; whether it was stopped. */
    async resume(): Promise<boolean> {
      const rows = await db
        .update(smsGateway)
        .set({ stoppedAt: null, stoppedFailure: null, stoppedDetail: '' })
        .where(sql`${smsGateway.id} = 1 and ${smsGateway.stoppedAt} is not null`)
        .returning({ id: smsGateway.id });
      return rows.length > 0;
    },
    async batch(id: string) {
      const [row] = await db.select().from(smsBatches).where(eq(smsBatches.id, id));
      return row ?? null;
    },
    /** The newest batches. */
    /** The newest batches: every one, or one sender's. */
    async batches(limit: number, by?: string) {
      return db
        .select()
        .from(smsBatches)
        .where(by ? eq(smsBatches.createdBy, by) : undefined)
        .orderBy(desc(smsBatches.createdAt))
        .limit(limit);
    },
    /** An active student's class and section, or null. */
    async activeStudent(id: string) {
      const [row] = await db
        .select({ grade: users.grade, section: users.section })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'student'), isNull(users.deactivatedAt)));
      return row ?? null;
    },
    /** Each batch's messages by status, with their parts. */
    async statusCounts(batchIds: string[]) {
      if (batchIds.length === 0) return [];
      return db
        .select({
          batchId: smsMessages.batchId,
          status: smsMessages.status,
          n: sql<number>`count(*)::int`,
          parts: sql<number>`sum(${smsMessages.parts})::int`,
        })
        .from(smsMessages)
        .where(inArray(smsMessages.batchId, batchIds))
        .groupBy(smsMessages.batchId, smsMessages.status);
    },
    async userNames(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, ids));
    },
    async periods(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: admissionPeriods.id,
          grade: admissionPeriods.grade,
          opensOn: admissionPeriods.opensOn,
        })
        .from(admissionPeriods)
        .where(inArray(admissionPeriods.id, ids));
    },
    /** A batch's messages that did not reach their phone (the first 500). */
    async failures(batchId: string) {
      return db
        .select({
          name: smsMessages.recipientName,
          phone: smsMessages.phone,
          failure: smsMessages.failure,
          detail: smsMessages.detail,
        })
        .from(smsMessages)
        .where(sql`${smsMessages.batchId} = ${batchId} and ${smsMessages.status} = 'failed'`)
        .orderBy(smsMessages.recipientName)
        .limit(500);
    },
    /**
     * Stops what of a batch waits; a message whose request is out is answered and recorded
     * as it comes. How many were stopped.
     */
    async cancel(batchId: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(smsBatches)
          .set({ cancelledAt: sql`coalesce(${smsBatches.cancelledAt}, now())` })
          .where(eq(smsBatches.id, batchId));
        const rows = await tx
          .update(smsMessages)
          .set({ status: 'cancelled' })
          .where(sql`${smsMessages.batchId} = ${batchId} and ${smsMessages.status} = 'queued'`)
          .returning({ id: smsMessages.id });
        return rows.length;
      });
    },
    async optOuts() {
      return db.select().from(smsOptOuts).orderBy(desc(smsOptOuts.createdAt));
    },
    /** Puts a number on the no-SMS list (null when it is there already) and stops what waits for it. */
    async addOptOut(phone: string, note: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(smsOptOuts)
          .values({ phone, note })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        await tx
          .update(smsMessages)
          .set({ status: 'cancelled' })
          .where(sql`${smsMessages.phone} = ${phone} and ${smsMessages.status} = 'queued'`);
        return row;
      });
    },
    async removeOptOut(id: string) {
      const [row] = await db
        .delete(smsOptOuts)
        .where(eq(smsOptOuts.id, id))
        .returning({ id: smsOptOuts.id, note: smsOptOuts.note });
      return row ?? null;
    },
    /** The names the outbox gave these numbers (the demo phones' owners). */
    async namesOf(phones: string[]) {
      if (phones.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ phone: smsMessages.phone, name: smsMessages.recipientName })
        .from(smsMessages)
        .where(inArray(smsMessages.phone, phones));
      return new Map(rows.map((r) => [r.phone, r.name]));
    },
  };
}
