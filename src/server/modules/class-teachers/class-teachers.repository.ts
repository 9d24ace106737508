import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { GRADES, type Grade } from '../../../shared/constants.ts';
import type { ClassTeachers } from '../../../shared/schemas/class-teachers.ts';
import type { Db } from '../../db/client.ts';
import { classTeachers, users } from '../../db/schema.ts';

/** A class (section '': every section of it) a teacher is class teacher of. */
export type TaughtClass = { grade: Grade; section: string };

/** Class teachers (issues 47 and 48): who is named for which class or section. */
export function classTeachersRepository(db: Db) {
  return {
    /** Every class teacher, and the sections the active students are in, by class. */
    async list(): Promise<ClassTeachers> {
      const [rows, sections] = await Promise.all([
        db
          .select({
            grade: classTeachers.grade,
            section: classTeachers.section,
            teacherId: classTeachers.teacherId,
            teacherName: users.name,
          })
          .from(classTeachers)
          .innerJoin(users, eq(users.id, classTeachers.teacherId))
          .orderBy(asc(classTeachers.grade), asc(classTeachers.section)),
        db
          .selectDistinct({ grade: users.grade, section: users.section })
          .from(users)
          .where(and(eq(users.role, 'student'), isNull(users.deactivatedAt)))
          .orderBy(asc(users.grade), asc(users.section)),
      ]);
      const bySection = Object.fromEntries(GRADES.map((g) => [g, [] as string[]])) as Record<
        Grade,
        string[]
      >;
      const noSection = new Set<Grade>();
      for (const s of sections) {
        if (!s.grade || !(s.grade in bySection)) continue;
        if (s.section) bySection[s.grade as Grade].push(s.section);
        else noSection.add(s.grade as Grade);
      }
      // A section named for a teacher stays listed after its students move on.
      for (const r of rows)
        if (r.section && !bySection[r.grade].includes(r.section))
          bySection[r.grade].push(r.section);
      for (const g of GRADES) bySection[g].sort();
      const unsectioned = GRADES.filter((g) => noSection.has(g) && bySection[g].length > 0);
      return { items: rows, sections: bySection, unsectioned };
    },

    /** The active teacher with this id, or null. */
    async activeTeacher(id: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'teacher'), isNull(users.deactivatedAt)));
      return row ?? null;
    },

    /** Names the class teacher of a class or section, or (null) names none. */
    async set(grade: Grade, section: string, teacherId: string | null) {
      if (teacherId === null) {
        await db
          .delete(classTeachers)
          .where(and(eq(classTeachers.grade, grade), eq(classTeachers.section, section)));
        return;
      }
      await db
        .insert(classTeachers)
        .values({ grade, section, teacherId })
        .onConflictDoUpdate({
          target: [classTeachers.grade, classTeachers.section],
          set: { teacherId, createdAt: sql`now()` },
        });
    },

    /** The classes (and sections) a teacher is class teacher of. */
    async taughtBy(teacherId: string): Promise<TaughtClass[]> {
      return db
        .select({ grade: classTeachers.grade, section: classTeachers.section })
        .from(classTeachers)
        .where(eq(classTeachers.teacherId, teacherId));
    },
  };
}

/** Whether a class pick ({grade, section '' for the whole class}) is one of the classes taught. */
export function teaches(taught: readonly TaughtClass[], pick: TaughtClass): boolean {
  return taught.some(
    (t) => t.grade === pick.grade && (t.section === '' || t.section === pick.section),
  );
}
