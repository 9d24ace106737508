import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AttendanceMark, Holiday } from '../../../shared/attendance.ts';
import type { Grade } from '../../../shared/constants.ts';
import type { Db } from '../../db/client.ts';
import {
  attendanceHolidays,
  attendanceMarks,
  attendanceRegisters,
  attendanceSettings,
  smsBatches,
  smsMessages,
  users,
} from '../../db/schema.ts';

/** A register: a class, its section ('' where the class is not split), a day. */
export type RegisterKey = { grade: Grade; section: string; date: string };

/** A student as a register lists them. */
export type RegisterStudent = {
  id: string;
  name: string;
  nameBn: string;
  roll: string;
  section: string;
  guardianPhone: string;
  guardianLanguage: 'bn' | 'en';
};

/** The saved register's head, as the phone is told of it. */
export type SavedHead = { version: number; savedAt: Date; savedByName: string; saveId: string };

/** One absence SMS to queue with a save (attendance.service.ts plans them). */
export type AbsenceMessage = {
  dedupeKey: string;
  recipientId: string;
  recipientName: string;
  phone: string;
  language: 'bn' | 'en';
  body: string;
  parts: number;
};

/** What a save queues besides the marks: the day's absence batch and its messages. */
export type AbsenceSms = {
  batchKey: string;
  textEn: string;
  textBn: string;
  ratePoisha: number;
  notBefore: Date;
  /** Planned from the save's marks: the absent students with a number that gets SMS. */
  messages: AbsenceMessage[];
  /** The dedupe keys of the register's students who are not absent now (their waiting SMS is cancelled). */
  notAbsent: string[];
};

export type SaveOutcome =
  | { outcome: 'repeated' | 'older'; head: SavedHead }
  | { outcome: 'saved'; replaced: SavedHead | null; queued: number };

const sectionIs = (section: string) => eq(users.section, section);

/** A register's head as read (SavedHead; version 0: none saved yet). */
const HEAD = {
  version: attendanceRegisters.version,
  savedAt: attendanceRegisters.savedAt,
  savedByName: attendanceRegisters.savedByName,
  saveId: attendanceRegisters.saveId,
};

/** Attendance (issue 48): registers, marks, the school's days off and holidays. */
export function attendanceRepository(db: Db) {
  /**
   * A register's students: the class's (section's) active students now, and anyone marked
   * in it between the dates (a student who has since moved or left keeps the days as they
   * were taken), each with `current` (still in it), by roll.
   */
  async function classStudents(grade: Grade, section: string, from: string, to: string) {
    const marked = db
      .select({ id: attendanceMarks.studentId })
      .from(attendanceMarks)
      .where(inRegister(attendanceMarks, grade, section, from, to));
    const rows = await db
      .select({
        id: users.id,
        name: users.name,
        nameBn: users.nameBn,
        roll: users.roll,
        section: users.section,
        guardianPhone: users.guardianPhone,
        guardianLanguage: users.guardianLanguage,
        current: sql<boolean>`(${users.deactivatedAt} is null and ${users.grade} = ${grade} and ${users.section} = ${section})`,
      })
      .from(users)
      .where(
        and(
          eq(users.role, 'student'),
          or(
            and(isNull(users.deactivatedAt), eq(users.grade, grade), sectionIs(section)),
            inArray(users.id, marked),
          ),
        ),
      );
    return rows
      .map((r) => ({ ...r, roll: r.roll ?? '', current: Boolean(r.current) }))
      .sort((a, b) => rollOrder(a.roll, b.roll) || a.name.localeCompare(b.name));
  }

  return {
    async settings() {
      const [row] = await db.select().from(attendanceSettings).where(eq(attendanceSettings.id, 1));
      return row ?? { id: 1, weeklyOff: [5], absenceSms: true, absenceSmsAfter: '11:00' };
    },

    async saveSettings(values: {
      weeklyOff: number[];
      absenceSms: boolean;
      absenceSmsAfter: string;
    }) {
      await db
        .insert(attendanceSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: attendanceSettings.id, set: values });
    },

    async holidays(range?: { from: string; to: string }) {
      return db
        .select({
          id: attendanceHolidays.id,
          from: attendanceHolidays.from,
          to: attendanceHolidays.to,
          name: attendanceHolidays.name,
          nameBn: attendanceHolidays.nameBn,
        })
        .from(attendanceHolidays)
        .where(
          range
            ? and(lte(attendanceHolidays.from, range.to), gte(attendanceHolidays.to, range.from))
            : undefined,
        )
        .orderBy(asc(attendanceHolidays.from), asc(attendanceHolidays.createdAt));
    },

    async addHoliday(holiday: Holiday) {
      const [row] = await db.insert(attendanceHolidays).values(holiday).returning({
        id: attendanceHolidays.id,
        from: attendanceHolidays.from,
        to: attendanceHolidays.to,
        name: attendanceHolidays.name,
        nameBn: attendanceHolidays.nameBn,
      });
      return row!;
    },

    /** Removes a holiday; its name, or null when there was none. */
    async removeHoliday(id: string) {
      const [row] = await db
        .delete(attendanceHolidays)
        .where(eq(attendanceHolidays.id, id))
        .returning({ name: attendanceHolidays.name });
      return row?.name ?? null;
    },

    /** A register's students on its day (classStudents). */
    students(key: RegisterKey): Promise<RegisterStudent[]> {
      return classStudents(key.grade, key.section, key.date, key.date);
    },

    /** A month's register's students, each with `current` (still in it), by roll. */
    async monthStudents(grade: Grade, section: string, from: string, to: string) {
      const rows = await classStudents(grade, section, from, to);
      return rows.map(({ id, name, nameBn, roll, current }) => ({
        id,
        name,
        nameBn,
        roll,
        current,
      }));
    },

    /** The marks of a class's register between two dates. */
    async marksBetween(grade: Grade, section: string, from: string, to: string) {
      return db
        .select({
          studentId: attendanceMarks.studentId,
          date: attendanceMarks.date,
          mark: attendanceMarks.mark,
        })
        .from(attendanceMarks)
        .where(inRegister(attendanceMarks, grade, section, from, to));
    },

    /** The days a class's register was saved between two dates. */
    async takenBetween(grade: Grade, section: string, from: string, to: string) {
      const rows = await db
        .select({ date: attendanceRegisters.date })
        .from(attendanceRegisters)
        .where(
          and(
            inRegister(attendanceRegisters, grade, section, from, to),
            sql`${attendanceRegisters.version} > 0`,
          ),
        );
      return new Set(rows.map((r) => r.date));
    },

    /** One student's marks between two dates (whatever class they were in). */
    async studentMarks(studentId: string, from: string, to: string) {
      return db
        .select({ date: attendanceMarks.date, mark: attendanceMarks.mark })
        .from(attendanceMarks)
        .where(
          and(
            eq(attendanceMarks.studentId, studentId),
            gte(attendanceMarks.date, from),
            lte(attendanceMarks.date, to),
          ),
        );
    },

    /**
     * Each active student's marks counted between two dates, with their class now (the
     * list of students under a share). Only students with a day marked.
     */
    async countsBetween(from: string, to: string, grade?: Grade) {
      return db
        .select({
          id: users.id,
          name: users.name,
          nameBn: users.nameBn,
          grade: users.grade,
          section: users.section,
          roll: users.roll,
          present: sql<number>`count(*) filter (where ${attendanceMarks.mark} = 'present')::int`,
          absent: sql<number>`count(*) filter (where ${attendanceMarks.mark} = 'absent')::int`,
          late: sql<number>`count(*) filter (where ${attendanceMarks.mark} = 'late')::int`,
          leave: sql<number>`count(*) filter (where ${attendanceMarks.mark} = 'leave')::int`,
        })
        .from(attendanceMarks)
        .innerJoin(users, eq(users.id, attendanceMarks.studentId))
        .where(
          and(
            gte(attendanceMarks.date, from),
            lte(attendanceMarks.date, to),
            isNull(users.deactivatedAt),
            grade ? eq(users.grade, grade) : undefined,
          ),
        )
        .groupBy(users.id);
    },

    /** The marks of a register's day, by student. */
    async marks(key: RegisterKey) {
      const rows = await db
        .select({
          studentId: attendanceMarks.studentId,
          mark: attendanceMarks.mark,
          reason: attendanceMarks.reason,
        })
        .from(attendanceMarks)
        .where(marksOf(key));
      return new Map(rows.map((r) => [r.studentId, r]));
    },

    async head(key: RegisterKey): Promise<SavedHead | null> {
      const [row] = await db.select(HEAD).from(attendanceRegisters).where(registerIs(key));
      return row && row.version > 0 ? row : null;
    },

    /**
     * Saves a register whole, in one transaction, unless a later save of the day is kept
     * or this very save came before. The register's row is locked first, so two phones
     * (or two app servers) saving at once are taken one after the other. The absence SMS
     * are queued in the same transaction: once per student and day (the dedupe key), a
     * waiting one cancelled when its student is marked otherwise, and a cancelled one
     * queued again when they are marked absent again. Never one already sent.
     */
    async save(
      key: RegisterKey,
      input: {
        marks: { studentId: string; mark: AttendanceMark; reason: string }[];
        saveId: string;
        savedAt: Date;
        by: { id: string; name: string };
      },
      sms: ((tx: Db) => Promise<AbsenceSms | null>) | null,
    ): Promise<SaveOutcome> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        // A row to lock, the first save of the day included (version 0: none saved yet).
        await t
          .insert(attendanceRegisters)
          .values({ ...key, version: 0, savedAt: new Date(0), saveId: '' })
          .onConflictDoNothing();
        const [locked] = await t
          .select(HEAD)
          .from(attendanceRegisters)
          .where(registerIs(key))
          .for('update');
        const head: SavedHead | null = locked && locked.version > 0 ? locked : null;
        if (head && head.saveId === input.saveId) return { outcome: 'repeated', head };
        if (head && head.savedAt > input.savedAt) return { outcome: 'older', head };
        await t
          .update(attendanceRegisters)
          .set({
            version: (head?.version ?? 0) + 1,
            savedAt: input.savedAt,
            savedBy: input.by.id,
            savedByName: input.by.name,
            saveId: input.saveId,
            updatedAt: sql`now()`,
          })
          .where(registerIs(key));
        await t.delete(attendanceMarks).where(marksOf(key));
        if (input.marks.length > 0)
          await t
            .insert(attendanceMarks)
            .values(input.marks.map((m) => ({ ...m, ...key })))
            .onConflictDoUpdate({
              target: [attendanceMarks.studentId, attendanceMarks.date],
              set: {
                grade: key.grade,
                section: key.section,
                mark: sql`excluded.mark`,
                reason: sql`excluded.reason`,
              },
            });
        const plan = sms ? await sms(t) : null;
        const queued = plan ? await queueAbsences(t, plan, input.by) : 0;
        return { outcome: 'saved', replaced: head, queued };
      });
    },

    /** Each register saved on a day, with its counts (the dashboard's today). */
    async dayCounts(date: string) {
      return db
        .select({
          grade: attendanceMarks.grade,
          section: attendanceMarks.section,
          mark: attendanceMarks.mark,
          count: sql<number>`count(*)::int`,
        })
        .from(attendanceMarks)
        .where(eq(attendanceMarks.date, date))
        .groupBy(attendanceMarks.grade, attendanceMarks.section, attendanceMarks.mark);
    },

    /** The active students by class and section (the registers a day should have). */
    async classSizes() {
      return db
        .select({
          grade: users.grade,
          section: users.section,
          count: sql<number>`count(*)::int`,
        })
        .from(users)
        .where(and(eq(users.role, 'student'), isNull(users.deactivatedAt)))
        .groupBy(users.grade, users.section);
    },

    /** The registers saved on a day. */
    async savedOn(date: string) {
      return db
        .select({ grade: attendanceRegisters.grade, section: attendanceRegisters.section })
        .from(attendanceRegisters)
        .where(and(eq(attendanceRegisters.date, date), sql`${attendanceRegisters.version} > 0`));
    },
  };
}

/**
 * Queues a save's absence SMS: the register's batch of the day (made at its first absence),
 * a message per absent student unless one exists (sent, waiting or failed), a cancelled one
 * queued again; a waiting one cancelled for a student no longer absent.
 */
async function queueAbsences(t: Db, plan: AbsenceSms, by: { id: string; name: string }) {
  if (plan.notAbsent.length > 0)
    await t
      .update(smsMessages)
      .set({ status: 'cancelled' })
      .where(and(inArray(smsMessages.dedupeKey, plan.notAbsent), eq(smsMessages.status, 'queued')));
  if (plan.messages.length === 0) return 0;
  await t
    .insert(smsBatches)
    .values({
      source: 'attendance',
      textEn: plan.textEn,
      textBn: plan.textBn,
      audience: { kind: 'guardians', classes: [] },
      ratePoisha: plan.ratePoisha,
      clientKey: plan.batchKey,
      createdBy: by.id,
      createdByName: by.name,
    })
    .onConflictDoNothing();
  const [batch] = await t
    .select({ id: smsBatches.id })
    .from(smsBatches)
    .where(eq(smsBatches.clientKey, plan.batchKey));
  const keys = plan.messages.map((m) => m.dedupeKey);
  const again = await t
    .update(smsMessages)
    .set({ status: 'queued', nextAttemptAt: plan.notBefore, attempts: 0 })
    .where(and(inArray(smsMessages.dedupeKey, keys), eq(smsMessages.status, 'cancelled')))
    .returning({ id: smsMessages.id });
  const made = await t
    .insert(smsMessages)
    .values(
      plan.messages.map((m) => ({
        batchId: batch!.id,
        phone: m.phone,
        recipientId: m.recipientId,
        recipientName: m.recipientName,
        language: m.language,
        body: m.body,
        parts: m.parts,
        dedupeKey: m.dedupeKey,
        nextAttemptAt: plan.notBefore,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: smsMessages.id });
  return again.length + made.length;
}

/**
 * A class's (section's) rows of a register table, its heads or its marks, between two
 * dates (a day: from = to).
 */
function inRegister(
  table: typeof attendanceMarks | typeof attendanceRegisters,
  grade: Grade,
  section: string,
  from: string,
  to: string,
) {
  return and(
    eq(table.grade, grade),
    eq(table.section, section),
    from === to ? eq(table.date, from) : and(gte(table.date, from), lte(table.date, to)),
  );
}
const registerIs = (key: RegisterKey) =>
  inRegister(attendanceRegisters, key.grade, key.section, key.date, key.date);
const marksOf = (key: RegisterKey) =>
  inRegister(attendanceMarks, key.grade, key.section, key.date, key.date);

/** Rolls in their number order ('2' before '10'), others after in text order. */
export function rollOrder(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb) && a !== '' && b !== '') return na - nb;
  return a.localeCompare(b);
}
