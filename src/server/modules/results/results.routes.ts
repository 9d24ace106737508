import type { z } from 'zod';
import { endpoints } from '../../../shared/api/index.ts';
import type { Grade } from '../../../shared/constants.ts';
import { dateOrderOf } from '../../../shared/dates.ts';
import { latinDigits } from '../../../shared/digits.ts';
import { gradeClass, type RankedResult, type SubjectScheme } from '../../../shared/grading.ts';
import type { resultSheetInputSchema } from '../../../shared/schemas/results.ts';
import { IMPORT_MAX_BYTES } from '../../../shared/schemas/student-import.ts';
import { openImportFile } from '../../plugins/csv-file.ts';
import type { ApiModule } from '../../plugins/endpoints.ts';
import { HttpError } from '../../plugins/errors.ts';
import { perAddressOutcomeLimit } from '../../plugins/rate-limits.ts';
import { auditRepository, changesOf } from '../audit/audit.repository.ts';
import { deviceCookies } from '../auth/device-cookies.ts';
import {
  loginThrottle,
  minutesToTell,
  RESULT_DEVICE_POLICY,
  RESULT_POLICY,
} from '../auth/login-throttle.ts';
import { contentRepository } from '../content/content.repository.ts';
import {
  type ExamRow,
  type MarkRow,
  type ResultRecord,
  type RosterStudent,
  resultsRepository,
} from './results.repository.ts';
import { canonical, compareWithSaved, type KnownStudent, readResultsCsv } from './results-csv.ts';

type ResultSheetBody = z.output<typeof resultSheetInputSchema>;

/**
 * What the school knows of each roll of a class: the saved row, overlaid by the record of
 * the one active student holding the roll (a roll two sections share matches no record).
 */
function knownStudents(
  roster: readonly RosterStudent[],
  saved: readonly MarkRow[],
): Map<string, KnownStudent> {
  const known = new Map<string, KnownStudent>(
    saved.map((s) => [
      s.roll,
      {
        name: s.name,
        nameBn: s.nameBn,
        dateOfBirth: s.dateOfBirth,
        birthRegistration: s.birthRegistration,
        studentId: s.studentId,
      },
    ]),
  );
  const holders = new Map<string, RosterStudent[]>();
  for (const student of roster)
    holders.set(student.roll, [...(holders.get(student.roll) ?? []), student]);
  for (const [roll, [student, ...others]] of holders) {
    if (!student || others.length > 0) continue;
    const old = known.get(roll);
    known.set(roll, {
      name: student.name || old?.name || '',
      nameBn: student.nameBn || old?.nameBn || '',
      dateOfBirth: student.dateOfBirth ?? old?.dateOfBirth ?? null,
      birthRegistration: old?.birthRegistration ?? '',
      studentId: student.id,
    });
  }
  return known;
}

/** The sheet's text may be up to IMPORT_MAX_BYTES, with the subjects and JSON's escapes besides. */
const SHEET_BODY_LIMIT = 2 * IMPORT_MAX_BYTES + 256 * 1024;

/** Computed classes kept: a results day reads a few classes many times. */
const COMPUTED_KEPT = 20;

type ComputedClass = {
  results: RankedResult<MarkRow>[];
  byRoll: Map<string, RankedResult<MarkRow>>;
  highest: Record<string, number>;
};

/** Rolls in the order a class lists them: 1, 2, 10 (not 1, 10, 2). */
const byRoll = (a: { roll: string }, b: { roll: string }) =>
  a.roll.localeCompare(b.roll, 'en', { numeric: true });

/**
 * Whose results a lookup tries, the same in every exam: the student, known by the detail a
 * family types (the date of birth, else the birth registration number, as the class's
 * sheet gave it), so guesses at one student's date of birth share one budget whichever
 * exam, class or roll they name. A roll with no such student is counted by itself.
 * (Students born on the same day share a budget: a stranger guessing at one slows the
 * others' first lookups from a new browser, never a browser that found them before.)
 */
function whose(examId: string, grade: string, roll: string, student: MarkRow | undefined) {
  if (student?.studentId) return `student:${student.studentId}`;
  if (student?.dateOfBirth) return `student:born:${student.dateOfBirth}`;
  if (student?.birthRegistration) return `student:registered:${student.birthRegistration}`;
  return `roll:${examId}:${grade}:${roll}`;
}

/** A student's result as the marksheet shows it: only these fields, never the birth details. */
const studentResult = (r: RankedResult<MarkRow>) => ({
  roll: r.roll,
  name: r.name,
  nameBn: r.nameBn,
  subjects: r.subjects,
  totalMarks: r.totalMarks,
  totalMax: r.totalMax,
  gpa: r.gpa,
  gpaWithoutOptional: r.gpaWithoutOptional,
  letter: r.letter,
  passed: r.passed,
  position: r.position,
});

/** What a marksheet and a tabulation sheet share: the exam, the class, its subjects, highest marks. */
const sheetHead = (exam: ExamRow, result: ResultRecord, computed: ComputedClass) => ({
  exam: { id: exam.id, title: exam.title, titleBn: exam.titleBn, heldOn: exam.heldOn },
  grade: result.grade,
  subjects: result.subjects.map((s: SubjectScheme) => ({
    code: s.code,
    name: s.name,
    nameBn: s.nameBn,
    optional: s.optional,
    papers: s.papers.map((p) => ({
      code: p.code,
      name: p.name,
      nameBn: p.nameBn,
      parts: p.parts.map(({ part, max, pass }) => ({ part, max, pass })),
    })),
  })),
  highest: computed.highest,
  students: computed.results.length,
});

/**
 * Exam results (issue 21): the admin adds an exam, reads in each class's marks from a CSV
 * file (checked first, every row's problems shown), publishes, withdraws and corrects;
 * students and guardians look up one marksheet by roll and date of birth (or birth
 * registration number). Grades, GPA, highest marks and positions are computed from the
 * marks on every read (src/shared/grading.ts), so a correction changes them all at once.
 */
export const resultsRoutes: ApiModule = async (app) => {
  const repo = resultsRepository(app.database.db);
  const audit = auditRepository(app.database.db);
  const content = contentRepository(app.database.db);
  const throttle = loginThrottle(app.database.db);
  const devices = deviceCookies(app.database.db, 'results', app.config.trustProxy);

  // A class computed once per version of its marks: the key has the time of the last
  // save, read from the database on each request, so another process's correction is seen.
  const computedClasses = new Map<string, ComputedClass>();
  const computed = async (result: ResultRecord): Promise<ComputedClass> => {
    const key = `${result.id}@${result.updatedAt.getTime()}`;
    const kept = computedClasses.get(key);
    if (kept) return kept;
    const rows = (await repo.marks(result.id)).sort(byRoll);
    const { results, highest } = gradeClass(result.subjects, rows);
    const made = { results, highest, byRoll: new Map(results.map((r) => [r.roll, r])) };
    for (const k of computedClasses.keys())
      if (k.startsWith(`${result.id}@`)) computedClasses.delete(k);
    if (computedClasses.size >= COMPUTED_KEPT)
      computedClasses.delete(computedClasses.keys().next().value!);
    computedClasses.set(key, made);
    return made;
  };

  const noExam = () => new HttpError(404, 'not_found', 'No such exam.');
  const noResults = () => new HttpError(404, 'not_found', 'This class has no results in the exam.');
  const examRow = async (id: string) => {
    const exam = await repo.examRow(id);
    if (!exam) throw noExam();
    return exam;
  };
  /** The exam and the class's results, or 404. */
  const classResults = async (id: string, grade: Grade) => {
    const exam = await examRow(id);
    const result = await repo.result(exam.id, grade);
    if (!result) throw noResults();
    return { exam, result };
  };
  const examNow = async (id: string) => {
    const exam = await repo.exam(id);
    if (!exam) throw noExam();
    return exam;
  };
  const published = () =>
    new HttpError(
      409,
      'results_published',
      'These results are published: withdraw them before removing them.',
    );

  /** The admin's tabulation sheet: every student's marksheet in roll order. */
  const tabulation = async (exam: ExamRow, result: ResultRecord) => {
    const c = await computed(result);
    return {
      ...sheetHead(exam, result, c),
      status: result.status,
      publishedAt: result.publishedAt?.toISOString() ?? null,
      updatedAt: result.updatedAt.toISOString(),
      results: c.results.map((r) => ({
        ...studentResult(r),
        dateOfBirth: r.dateOfBirth ?? '',
        birthRegistration: r.birthRegistration,
      })),
    };
  };

  app.endpoint(endpoints['exams.list'], () => repo.list());

  app.endpoint(endpoints['exams.create'], async (req) => {
    const exam = await repo.create(req.body);
    await audit.record(req.user!, 'create', 'exam', exam.id, exam.title);
    return exam;
  });

  app.endpoint(endpoints['exams.update'], async (req) => {
    const old = await examRow(req.params.id);
    const exam = await repo.update(old.id, req.body);
    if (!exam) throw noExam();
    const { title, titleBn, heldOn } = old;
    const changes = changesOf({ title, titleBn, heldOn }, req.body);
    await audit.record(
      req.user!,
      'update',
      'exam',
      exam.id,
      exam.title,
      changes ? { changes } : null,
    );
    return exam;
  });

  app.endpoint(endpoints['exams.delete'], async (req) => {
    const exam = await examRow(req.params.id);
    if (await repo.anyPublished(exam.id)) throw published();
    await repo.remove(exam.id);
    await audit.record(req.user!, 'delete', 'exam', exam.id, exam.title);
  });

  /**
   * A class's sheet read and compared with its saved students. A row may leave out what
   * the school knows of its roll (the student's record, the saved row). A correction keeps
   * the saved subjects: the other students' marks were read with them.
   */
  const checkSheet = async (examId: string, grade: Grade, input: ResultSheetBody) => {
    const exam = await examRow(examId);
    const result = await repo.result(exam.id, grade);
    const saved = result ? await repo.marks(result.id) : [];
    if (
      input.mode === 'correct' &&
      result &&
      canonical(result.subjects) !== canonical(input.subjects)
    )
      throw new HttpError(
        409,
        'subjects_changed',
        "The subjects differ from the saved ones, which a correction keeps. Replace the class's results with a file of every student to change them.",
        { reason: 'subjects_changed' },
      );
    // Dates of birth in numbers are read in the school's order (its identity's setting).
    const order = dateOrderOf((await content.get('school'))?.value);
    const known = knownStudents(await repo.roster(grade), saved);
    const file = readResultsCsv({ ...(await openImportFile(input)), order, known });
    return {
      exam,
      ignoredColumns: file.ignoredColumns,
      ...compareWithSaved(file.rows, saved, input.mode),
    };
  };

  app.endpoint(endpoints['examResults.students'], async (req) => {
    await examRow(req.params.id);
    const students = await repo.roster(req.params.grade);
    return {
      students: students.map(({ roll, section, name, nameBn, dateOfBirth }) => ({
        roll,
        section,
        name,
        nameBn,
        hasDateOfBirth: dateOfBirth !== null,
      })),
    };
  });

  app.endpoint(
    endpoints['examResults.check'],
    async (req) => {
      const { rows, ready, removed, kept, ignoredColumns } = await checkSheet(
        req.params.id,
        req.params.grade,
        req.body,
      );
      // Whose account a row was matched to is the server's to keep.
      const shown = rows.map(({ studentId: _, ...row }) => row);
      return { rows: shown, ready, removed, kept, ignoredColumns };
    },
    { bodyLimit: SHEET_BODY_LIMIT, nulChecked: ['text'] },
  );

  app.endpoint(
    endpoints['examResults.save'],
    async (req) => {
      const { grade } = req.params;
      const { exam, rows, removed } = await checkSheet(req.params.id, grade, req.body);
      const refused = rows.filter((r) => r.problems.length > 0);
      if (refused.length > 0)
        throw new HttpError(
          400,
          'result_rows',
          `${refused.length} rows of the file have problems; correct them and save the whole file again.`,
          {
            params: { rows: refused.length },
            rows: refused.map(({ line, roll, name, problems }) => ({ line, roll, name, problems })),
          },
        );
      const result = await repo.saveSheet(exam.id, grade, req.body.subjects, rows, req.body.mode);
      await audit.record(req.user!, 'import', 'exam-results', result.id, exam.title, {
        count: rows.length,
        added: rows.filter((r) => r.change === 'new').length,
        changed: rows.filter((r) => r.change === 'changed').length,
        removed: removed.length,
        grade,
      });
      return tabulation(exam, result);
    },
    { bodyLimit: SHEET_BODY_LIMIT, nulChecked: ['text'] },
  );

  app.endpoint(endpoints['examResults.get'], async (req) => {
    const { exam, result } = await classResults(req.params.id, req.params.grade);
    return tabulation(exam, result);
  });

  app.endpoint(endpoints['examResults.publish'], async (req) => {
    const { exam, result } = await classResults(req.params.id, req.params.grade);
    if (result.status !== 'published') {
      await repo.setStatus(result.id, 'published');
      await audit.record(req.user!, 'publish', 'exam-results', result.id, exam.title, {
        grade: result.grade,
      });
    }
    return examNow(exam.id);
  });

  app.endpoint(endpoints['examResults.withdraw'], async (req) => {
    const { exam, result } = await classResults(req.params.id, req.params.grade);
    if (result.status === 'published') {
      await repo.setStatus(result.id, 'withdrawn');
      await audit.record(req.user!, 'withdraw', 'exam-results', result.id, exam.title, {
        grade: result.grade,
      });
    }
    return examNow(exam.id);
  });

  app.endpoint(endpoints['examResults.delete'], async (req) => {
    const { exam, result } = await classResults(req.params.id, req.params.grade);
    if (result.status === 'published') throw published();
    await repo.removeResult(result.id);
    await audit.record(req.user!, 'delete', 'exam-results', result.id, exam.title, {
      grade: result.grade,
    });
  });

  app.endpoint(endpoints['results.exams'], () => repo.published());

  // One answer for every lookup that finds nothing: an unknown exam, class or roll, a wrong
  // date of birth or registration number, results not (or no longer) published.
  const noMatch = () =>
    new HttpError(
      404,
      'not_found',
      'No published result matches this exam, class, roll and date of birth.',
      { reason: 'no_result_match' },
    );
  app.endpoint(
    endpoints['results.lookup'],
    async (req, reply) => {
      const { exam: examId, grade, roll, dateOfBirth, birthRegistration } = req.query;
      const rollKey = latinDigits(roll).trim();
      const exam = await repo.examRow(examId);
      const result = exam ? await repo.result(exam.id, grade) : null;
      const shown = result?.status === 'published' ? await computed(result) : null;
      const student = shown?.byRoll.get(rollKey);
      // Counted per student before the details are compared (an unknown roll counts the
      // same, so a wait says nothing of whether the roll exists), in the database for every
      // process; on this browser's own budget when it found the student's result before.
      const subject = await devices.subject(whose(examId, grade, rollKey, student));
      const nonce = await devices.holder(req, subject);
      const budget = nonce
        ? { policy: RESULT_DEVICE_POLICY, key: nonce }
        : { policy: RESULT_POLICY, key: subject };
      const slot = await throttle.reserve(budget.policy, budget.key);
      if (!slot.ok) {
        const minutes = minutesToTell(slot.retryAfterMs);
        reply.header('Retry-After', String(minutes * 60));
        throw new HttpError(
          429,
          'too_many_requests',
          `Too many tries for this roll. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          { reason: 'result_tries', params: { count: minutes } },
        );
      }
      // Either detail given must be the student's: both given, either may match.
      const matches =
        student &&
        ((dateOfBirth !== '' && student.dateOfBirth === dateOfBirth) ||
          (birthRegistration !== '' && student.birthRegistration === birthRegistration));
      if (!exam || !result || !shown || !student || !matches) throw noMatch();
      await throttle.release(budget.policy, budget.key);
      await devices.issue(req, reply, subject);
      return { ...sheetHead(exam, result, shown), result: studentResult(student) };
    },
    // Lookups that find nothing, 60 per 10 minutes an address, whatever the roll; the ones
    // that find a result are not counted (a results morning through one shared address).
    {
      outcomeLimit: perAddressOutcomeLimit(app.config.rateLimits, {
        max: 60,
        windowMs: 10 * 60_000,
      }),
    },
  );
};
