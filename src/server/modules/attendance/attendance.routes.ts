import { endpoints } from '../../../shared/api/index.ts';
import {
  type AttendanceMark,
  closedOn,
  countMarks,
  datesOfMonth,
  presentShare,
} from '../../../shared/attendance.ts';
import { GRADES, type Grade, isGrade } from '../../../shared/constants.ts';
import type { AttendanceToday } from '../../../shared/schemas/attendance.ts';
import type { SessionUser } from '../../../shared/schemas/auth.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import {
  classTeachersRepository,
  type TaughtClass,
  teaches,
} from '../class-teachers/class-teachers.repository.ts';
import { today } from '../posts/today.ts';
import { smsRepository } from '../sms/sms.repository.ts';
import { attendanceRepository, type RegisterKey, rollOrder } from './attendance.repository.ts';
import {
  closedDay,
  marksToSave,
  planAbsences,
  registerView,
  savedOf,
} from './attendance.service.ts';

/**
 * Daily attendance (issue 48). A class teacher takes their classes' registers on the day;
 * an admin any class's, on any day up to today (a past day's change is in the audit log).
 * Saving queues the absence SMS through the SMS outbox (modules/sms), once per student
 * and day however often the register is saved.
 */
export const attendanceRoutes: ApiModule = async (app) => {
  const db = app.database.db;
  const repo = attendanceRepository(db);
  const classTeachers = classTeachersRepository(db);
  const audit = auditRepository(db);
  const sms = app.config.sms;

  /** Whether the user may read this register (a teacher: only a class they are class teacher of). */
  async function check(user: SessionUser, key: RegisterKey): Promise<TaughtClass[] | null> {
    if (user.role === 'admin') return null;
    const taught = await classTeachers.taughtBy(user.id);
    if (!teaches(taught, key))
      throw new HttpError(
        403,
        'forbidden',
        'You take attendance only for the classes you are class teacher of.',
      );
    return taught;
  }

  /** Whether the user may save this day: an admin any day up to today, a teacher today. */
  const mayEdit = (user: SessionUser, date: string) =>
    user.role === 'admin' ? date <= today() : date === today();

  app.endpoint(endpoints['attendance.register'], async (req) => {
    const key = { ...req.query, section: req.query.section ?? '' } as RegisterKey;
    await check(req.user!, key);
    return registerView(repo, key, mayEdit(req.user!, key.date));
  });

  app.endpoint(endpoints['attendance.save'], async (req) => {
    const user = req.user!;
    const { grade, section, date, marks, saveId, savedAt, baseVersion } = req.body;
    const key: RegisterKey = { grade, section, date };
    await check(user, key);
    const now = new Date();
    if (date > today(now))
      throw new HttpError(409, 'attendance_future', 'A register is taken on its day, not before.');
    if (!mayEdit(user, date))
      throw new HttpError(
        403,
        'attendance_past_day',
        "Only an admin changes a past day's register.",
      );
    const closed = await closedDay(repo, date);
    if (closed)
      throw new HttpError(
        409,
        'attendance_closed',
        'The school is closed on that day: it has no register.',
      );
    const students = await repo.students(key);
    const toSave = marksToSave(students, marks);
    const settings = await repo.settings();
    // Only the day's own register tells guardians: a past day's change is the school's record.
    const sendsSms = sms.gateway !== null && settings.absenceSms && date === today(now);
    const by = { id: user.id, name: user.name || user.loginId };
    // The phone's time of the save, never later than now (a phone's clock may run fast).
    const at = new Date(Math.min(new Date(savedAt).getTime(), now.getTime()));
    const result = await repo.save(
      key,
      { marks: toSave, saveId, savedAt: at, by },
      sendsSms
        ? async (tx) => {
            const plan = await planAbsences(tx, key, students, toSave, {
              sms,
              after: settings.absenceSmsAfter,
              now,
            });
            if (!plan || sms.capPoisha === null) return plan;
            // The school's monthly cap holds for absences too: over it, none is queued.
            const month = await smsRepository(tx).monthSpend(sms.capPoisha);
            const cost = plan.messages.reduce((n, m) => n + m.parts, 0) * sms.ratePoisha;
            if (month.spentPoisha + month.queuedPoisha + cost <= sms.capPoisha) return plan;
            req.log.warn({ grade, section, date }, 'absence SMS not queued: over the monthly cap');
            return { ...plan, messages: [] };
          }
        : null,
    );
    const view = await registerView(repo, key, true);
    if (result.outcome !== 'saved')
      return {
        outcome: result.outcome,
        other:
          result.outcome === 'older'
            ? { at: result.head.savedAt.toISOString(), byName: result.head.savedByName }
            : null,
        register: view,
      };
    if (user.role === 'admin' && date < today(now))
      await audit.record(
        user,
        'update',
        'attendance-register',
        null,
        `${grade}${section ? ` ${section}` : ''} ${date}`,
        {
          grade,
          count: toSave.filter((m) => m.mark !== 'present').length,
        },
      );
    if (result.queued > 0) app.sms.worker?.wake();
    const replaced = result.replaced;
    return {
      outcome: 'saved' as const,
      // Another save came between the phone's opening of the register and this one.
      other:
        replaced && replaced.version !== baseVersion
          ? { at: savedOf(replaced).at, byName: replaced.savedByName }
          : null,
      register: view,
    };
  });

  app.endpoint(endpoints['attendance.today'], async (req) => {
    const user = req.user!;
    const date = today();
    const [closed, sizes, counts, taught] = await Promise.all([
      closedDay(repo, date),
      repo.classSizes(),
      repo.dayCounts(date),
      user.role === 'admin' ? null : classTeachers.taughtBy(user.id),
    ]);
    const classes: AttendanceToday['classes'] = [];
    for (const grade of GRADES)
      for (const size of sizes.filter((s) => s.grade === grade)) {
        const pick = { grade: grade as Grade, section: size.section };
        if (taught && !teaches(taught, pick)) continue;
        const marks = counts.filter((c) => c.grade === grade && c.section === size.section);
        const tally = countMarks([]);
        for (const m of marks) tally[m.mark] += m.count;
        classes.push({
          ...pick,
          students: size.count,
          taken: marks.length > 0,
          ...tally,
        });
      }
    classes.sort(
      (a, b) =>
        GRADES.indexOf(a.grade) - GRADES.indexOf(b.grade) || a.section.localeCompare(b.section),
    );
    return { date, closed, classes };
  });

  app.endpoint(endpoints['attendance.month'], async (req) => {
    const { grade, month } = req.query;
    const section = req.query.section ?? '';
    const days = datesOfMonth(month);
    const from = days[0]!;
    const to = days.at(-1)!;
    await check(req.user!, { grade, section, date: from });
    const [students, marks, taken, settings, holidays] = await Promise.all([
      repo.monthStudents(grade, section, from, to),
      repo.marksBetween(grade, section, from, to),
      repo.takenBetween(grade, section, from, to),
      repo.settings(),
      repo.holidays({ from, to }),
    ]);
    const column = new Map(days.map((d, i) => [d, i]));
    const grid = new Map<string, (AttendanceMark | null)[]>(
      students.map((s) => [s.id, days.map(() => null)]),
    );
    const totals = days.map(() => countMarks([]));
    for (const m of marks) {
      const i = column.get(m.date)!;
      const row = grid.get(m.studentId);
      if (row) row[i] = m.mark;
      totals[i]![m.mark]++;
    }
    return {
      grade,
      section,
      month,
      days: days.map((date) => ({
        date,
        closed: closedOn(date, settings.weeklyOff, holidays),
        taken: taken.has(date),
      })),
      students: students.map((s) => {
        const row = grid.get(s.id)!;
        const counts = countMarks(row.filter((m): m is AttendanceMark => m !== null));
        return { ...s, marks: row, ...counts, share: presentShare(counts) };
      }),
      totals,
    };
  });

  app.endpoint(endpoints['attendance.below'], async (req) => {
    const user = req.user!;
    const { from, to, threshold, grade } = req.query;
    const [rows, taught] = await Promise.all([
      repo.countsBetween(from, to, grade),
      user.role === 'admin' ? null : classTeachers.taughtBy(user.id),
    ]);
    const items = rows
      .map((r) => ({
        ...r,
        grade: r.grade as Grade,
        roll: r.roll ?? '',
        share: presentShare(r) ?? 0,
      }))
      .filter((r) => isGrade(r.grade) && r.share < threshold)
      .filter((r) => !taught || teaches(taught, { grade: r.grade, section: r.section }))
      .sort(
        (a, b) =>
          GRADES.indexOf(a.grade) - GRADES.indexOf(b.grade) ||
          a.section.localeCompare(b.section) ||
          rollOrder(a.roll, b.roll),
      );
    return { from, to, threshold, items };
  });

  app.endpoint(endpoints['attendance.mine'], async (req) => {
    const now = today();
    const month = req.query.month ?? now.slice(0, 7);
    const days = datesOfMonth(month);
    const yearFrom = `${now.slice(0, 4)}-01-01`;
    const [monthMarks, yearMarks, settings, holidays] = await Promise.all([
      repo.studentMarks(req.user!.id, days[0]!, days.at(-1)!),
      repo.studentMarks(req.user!.id, yearFrom, now),
      repo.settings(),
      repo.holidays({ from: days[0]!, to: days.at(-1)! }),
    ]);
    const byDate = new Map(monthMarks.map((m) => [m.date, m.mark]));
    const monthCounts = countMarks(monthMarks.map((m) => m.mark));
    const yearCounts = countMarks(yearMarks.map((m) => m.mark));
    return {
      month,
      days: days.map((date) => ({
        date,
        closed: closedOn(date, settings.weeklyOff, holidays),
        mark: byDate.get(date) ?? null,
      })),
      monthCounts: { ...monthCounts, share: presentShare(monthCounts) },
      year: { ...yearCounts, share: presentShare(yearCounts) },
    };
  });

  app.endpoint(endpoints['attendance.settings'], async () => {
    const [settings, holidays] = await Promise.all([repo.settings(), repo.holidays()]);
    return {
      weeklyOff: settings.weeklyOff,
      absenceSms: settings.absenceSms,
      absenceSmsAfter: settings.absenceSmsAfter,
      holidays,
    };
  });

  app.endpoint(endpoints['attendance.setSettings'], async (req) => {
    const values = { ...req.body, weeklyOff: [...new Set(req.body.weeklyOff)].sort() };
    await repo.saveSettings(values);
    await audit.record(req.user!, 'update', 'attendance-settings', null, '');
    return { ...values, holidays: await repo.holidays() };
  });

  app.endpoint(endpoints['attendance.addHoliday'], async (req, reply) => {
    const holiday = await repo.addHoliday(req.body);
    await audit.record(req.user!, 'create', 'holiday', holiday.id, holiday.name);
    return reply.status(201).send(holiday);
  });

  app.endpoint(endpoints['attendance.removeHoliday'], async (req, reply) => {
    const name = await repo.removeHoliday(req.params.id);
    if (name === null) throw new HttpError(404, 'not_found', 'That holiday is not on the list.');
    await audit.record(req.user!, 'delete', 'holiday', req.params.id, name);
    return reply.status(204).send();
  });
};
