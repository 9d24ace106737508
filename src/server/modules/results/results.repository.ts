import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { GRADES, type Grade } from '../../../shared/constants.ts';
import type { StudentMarks, SubjectScheme } from '../../../shared/grading.ts';
import type {
  Exam,
  ExamInput,
  ResultSaveMode,
  ResultStatus,
} from '../../../shared/schemas/results.ts';
import type { Db } from '../../db/client.ts';
import { examMarks, examResults, exams, users } from '../../db/schema.ts';

export type ExamRow = typeof exams.$inferSelect;
export type ResultRecord = typeof examResults.$inferSelect;
export type MarkRow = Omit<typeof examMarks.$inferSelect, 'resultId'>;

/** A student's row to save: what the sheet gave, and the account it was matched to. */
export type MarkInput = {
  roll: string;
  name: string;
  nameBn: string;
  dateOfBirth: string;
  birthRegistration: string;
  marks: StudentMarks;
  studentId: string | null;
};

/** An active student of a class with a roll, as the school's records have them. */
export type RosterStudent = {
  id: string;
  roll: string;
  section: string;
  name: string;
  nameBn: string;
  dateOfBirth: string | null;
};

const gradeOrder = (g: string) => GRADES.indexOf(g as Grade);

/** Exams, each class's results and the marks (issue 21). Results are computed elsewhere. */
export function resultsRepository(db: Db) {
  /** The exams with their classes, as the admin's list shows them. */
  const withClasses = async (rows: ExamRow[]): Promise<Exam[]> => {
    if (rows.length === 0) return [];
    const classes = await db
      .select({
        examId: examResults.examId,
        grade: examResults.grade,
        status: examResults.status,
        publishedAt: examResults.publishedAt,
        updatedAt: examResults.updatedAt,
        students: count(examMarks.roll),
      })
      .from(examResults)
      .leftJoin(examMarks, eq(examMarks.resultId, examResults.id))
      .where(
        inArray(
          examResults.examId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(examResults.id);
    return rows.map((exam) => ({
      id: exam.id,
      title: exam.title,
      titleBn: exam.titleBn,
      heldOn: exam.heldOn,
      classes: classes
        .filter((c) => c.examId === exam.id)
        .sort((a, b) => gradeOrder(a.grade) - gradeOrder(b.grade))
        .map((c) => ({
          grade: c.grade,
          status: c.status,
          students: c.students,
          publishedAt: c.publishedAt?.toISOString() ?? null,
          updatedAt: c.updatedAt.toISOString(),
        })),
    }));
  };

  return {
    /** Every exam, the newest first. */
    async list(): Promise<Exam[]> {
      return withClasses(
        await db.select().from(exams).orderBy(desc(exams.heldOn), desc(exams.createdAt)),
      );
    },
    async examRow(id: string): Promise<ExamRow | null> {
      const [row] = await db.select().from(exams).where(eq(exams.id, id));
      return row ?? null;
    },
    async exam(id: string): Promise<Exam | null> {
      const [row] = await db.select().from(exams).where(eq(exams.id, id));
      return row ? ((await withClasses([row]))[0] ?? null) : null;
    },
    async create(input: ExamInput): Promise<Exam> {
      const [row] = await db.insert(exams).values(input).returning();
      return (await withClasses([row!]))[0]!;
    },
    async update(id: string, input: ExamInput): Promise<Exam | null> {
      const [row] = await db.update(exams).set(input).where(eq(exams.id, id)).returning();
      return row ? ((await withClasses([row]))[0] ?? null) : null;
    },
    /** Removes an exam and its results (their rows go with it). */
    async remove(id: string) {
      await db.delete(exams).where(eq(exams.id, id));
    },
    /** Whether a class of the exam is published. */
    async anyPublished(examId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: examResults.id })
        .from(examResults)
        .where(and(eq(examResults.examId, examId), eq(examResults.status, 'published')))
        .limit(1);
      return Boolean(row);
    },

    /** A class's results (without the marks), or null. */
    async result(examId: string, grade: Grade): Promise<ResultRecord | null> {
      const [row] = await db
        .select()
        .from(examResults)
        .where(and(eq(examResults.examId, examId), eq(examResults.grade, grade)));
      return row ?? null;
    },
    /** A class's students and their marks. */
    async marks(resultId: string): Promise<MarkRow[]> {
      return db
        .select({
          roll: examMarks.roll,
          name: examMarks.name,
          nameBn: examMarks.nameBn,
          dateOfBirth: examMarks.dateOfBirth,
          birthRegistration: examMarks.birthRegistration,
          marks: examMarks.marks,
          studentId: examMarks.studentId,
        })
        .from(examMarks)
        .where(eq(examMarks.resultId, resultId));
    },

    /** The class's active students with a roll, in roll order: what a marks file is matched to. */
    async roster(grade: Grade): Promise<RosterStudent[]> {
      const rows = await db
        .select({
          id: users.id,
          roll: users.roll,
          section: users.section,
          name: users.name,
          nameBn: users.nameBn,
          dateOfBirth: users.dateOfBirth,
        })
        .from(users)
        .where(
          and(
            eq(users.role, 'student'),
            eq(users.grade, grade),
            isNull(users.deactivatedAt),
            isNotNull(users.roll),
          ),
        );
      return (rows as RosterStudent[]).sort(
        (a, b) =>
          a.roll.localeCompare(b.roll, 'en', { numeric: true }) ||
          a.section.localeCompare(b.section),
      );
    },

    /**
     * Saves a class's subjects and students in one transaction: `replace` makes the rows
     * the whole class, `correct` changes the rows given and keeps the others. The class's
     * results are made if new, keep their status otherwise (a published class shows the
     * correction at once), and their `updatedAt` moves on.
     */
    async saveSheet(
      examId: string,
      grade: Grade,
      subjects: SubjectScheme[],
      rows: readonly MarkInput[],
      mode: ResultSaveMode = 'replace',
    ): Promise<ResultRecord> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [result] = await tx
          .insert(examResults)
          .values({ examId, grade, subjects, updatedAt: now })
          .onConflictDoUpdate({
            target: [examResults.examId, examResults.grade],
            set: { subjects, updatedAt: now },
          })
          .returning();
        if (mode === 'replace')
          await tx.delete(examMarks).where(eq(examMarks.resultId, result!.id));
        // In chunks: PostgreSQL takes at most 65,535 parameters a statement.
        for (let i = 0; i < rows.length; i += 1000)
          await tx
            .insert(examMarks)
            .values(
              rows.slice(i, i + 1000).map((r) => ({
                resultId: result!.id,
                roll: r.roll,
                name: r.name,
                nameBn: r.nameBn,
                dateOfBirth: r.dateOfBirth || null,
                birthRegistration: r.birthRegistration,
                marks: r.marks,
                studentId: r.studentId,
              })),
            )
            // A correction's row takes the place of the saved row of its roll.
            .onConflictDoUpdate({
              target: [examMarks.resultId, examMarks.roll],
              set: {
                name: sql`excluded.name`,
                nameBn: sql`excluded.name_bn`,
                dateOfBirth: sql`excluded.date_of_birth`,
                birthRegistration: sql`excluded.birth_registration`,
                marks: sql`excluded.marks`,
                studentId: sql`excluded.student_id`,
              },
            });
        return result!;
      });
    },
    async setStatus(resultId: string, status: ResultStatus): Promise<void> {
      await db
        .update(examResults)
        .set({ status, ...(status === 'published' ? { publishedAt: new Date() } : {}) })
        .where(eq(examResults.id, resultId));
    },
    async removeResult(resultId: string) {
      await db.delete(examResults).where(eq(examResults.id, resultId));
    },

    /** The exams with published results, the newest first, each with its published classes. */
    async published() {
      const rows = await db
        .select({
          id: exams.id,
          title: exams.title,
          titleBn: exams.titleBn,
          heldOn: exams.heldOn,
          grade: examResults.grade,
        })
        .from(exams)
        .innerJoin(examResults, eq(examResults.examId, exams.id))
        .where(eq(examResults.status, 'published'))
        .orderBy(desc(exams.heldOn), desc(exams.createdAt), asc(exams.id));
      const out: { id: string; title: string; titleBn: string; heldOn: string; grades: Grade[] }[] =
        [];
      for (const { grade, ...exam } of rows) {
        const entry = out.find((e) => e.id === exam.id);
        if (entry) entry.grades.push(grade);
        else out.push({ ...exam, grades: [grade] });
      }
      for (const e of out) e.grades.sort((a, b) => gradeOrder(a) - gradeOrder(b));
      return out;
    },
  };
}
