import { and, eq, isNull } from 'drizzle-orm';
import { type AttendanceMark, closedOn, DEFAULT_WEEKLY_OFF } from '../../../shared/attendance.ts';
import { isGrade } from '../../../shared/constants.ts';
import { today } from '../../modules/posts/today.ts';
import type { Db } from '../client.ts';
import { attendanceMarks, attendanceRegisters, classTeachers, users } from '../schema.ts';

/** The demo's days back from yesterday: a month of school days (today is for the teacher). */
const DAYS_BACK = 30;

/**
 * The demo school's attendance (issue 48): a month of registers for every class, saved by
 * its class teacher in the morning, with a few absences, a late arrival now and then and a
 * leave with its reason. Picked by a fixed rule, not at random: the same demo every start.
 */
export async function seedDemoAttendance(db: Db, now = new Date()) {
  const students = (
    await db
      .select({ id: users.id, grade: users.grade, section: users.section })
      .from(users)
      .where(and(eq(users.role, 'student'), isNull(users.deactivatedAt)))
  ).flatMap((s) => (isGrade(s.grade) ? [{ ...s, grade: s.grade }] : []));
  const teachers = await db
    .select({ grade: classTeachers.grade, teacherId: classTeachers.teacherId, name: users.name })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.teacherId));
  const teacherOf = new Map(teachers.map((t) => [t.grade, t]));
  const last = today(now);
  const registers: (typeof attendanceRegisters.$inferInsert)[] = [];
  const marks: (typeof attendanceMarks.$inferInsert)[] = [];
  for (let back = DAYS_BACK; back >= 1; back--) {
    const date = new Date(Date.parse(`${last}T00:00:00Z`) - back * 86_400_000)
      .toISOString()
      .slice(0, 10);
    if (closedOn(date, DEFAULT_WEEKLY_OFF, [])) continue;
    const classes = new Map<string, typeof students>();
    for (const s of students) {
      const key = `${s.grade}|${s.section}`;
      classes.set(key, [...(classes.get(key) ?? []), s]);
    }
    for (const [key, members] of classes) {
      const { grade, section } = members[0]!;
      const teacher = teacherOf.get(grade);
      registers.push({
        grade,
        section,
        date,
        version: 1,
        savedAt: new Date(`${date}T09:${String(5 + (back % 20)).padStart(2, '0')}:00+06:00`),
        savedBy: teacher?.teacherId ?? null,
        savedByName: teacher?.name ?? '',
        saveId: `demo:${key}:${date}`,
      });
      members.forEach((s, i) => {
        const turn = (back * 7 + i * 11) % 29;
        const mark: AttendanceMark =
          turn === 0 || turn === 13
            ? 'absent'
            : turn === 5
              ? 'late'
              : turn === 21
                ? 'leave'
                : 'present';
        marks.push({
          studentId: s.id,
          date,
          grade,
          section,
          mark,
          reason: mark === 'leave' ? 'অসুস্থ' : '',
        });
      });
    }
  }
  for (let i = 0; i < registers.length; i += 500)
    await db.insert(attendanceRegisters).values(registers.slice(i, i + 500));
  for (let i = 0; i < marks.length; i += 500)
    await db.insert(attendanceMarks).values(marks.slice(i, i + 500));
}
