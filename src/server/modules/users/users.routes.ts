import { type Endpoints, endpoints } from '../../../shared/api/index.ts';
import type { Role } from '../../../shared/constants.ts';
import { isGrade } from '../../../shared/constants.ts';
import { dateOrderOf } from '../../../shared/dates.ts';
import { can } from '../../../shared/permissions.ts';
import type { SessionUser } from '../../../shared/schemas/auth.ts';
import {
  IMPORT_MAX_BYTES,
  type StudentImportInput,
} from '../../../shared/schemas/student-import.ts';
import type {
  NewAccountInput,
  NewStudentInput,
  NewTeacherInput,
} from '../../../shared/schemas/users.ts';
import { openImportFile } from '../../plugins/csv-file.ts';
import type { ApiModule, EndpointRequest } from '../../plugins/endpoints.ts';
import { HttpError, isForeignKeyViolation, unknownImage } from '../../plugins/errors.ts';
import { auditRepository, changesOf } from '../audit/audit.repository.ts';
import { hashPassword, temporaryPassword as newTemporaryPassword } from '../auth/password.ts';
import { assertNewPassword } from '../auth/password-policy.ts';
import { sessionsRepository } from '../auth/sessions.repository.ts';
import { contentRepository } from '../content/content.repository.ts';
import { releaseImages } from '../images/image-uses.ts';
import { markTaken, readStudentsCsv, readyStudents } from './student-import.ts';
import {
  LastAdminError,
  LoginIdTakenError,
  type NewAccountDetails,
  RollTakenError,
  usersRepository,
} from './users.repository.ts';

/** A file of IMPORT_MAX_BYTES as JSON, with room for its escapes. */
const IMPORT_BODY_LIMIT = 2 * IMPORT_MAX_BYTES;

type NewAccount = Endpoints['admins.create'];

const ROLE_NAMES: Record<Role, string> = { student: 'student', teacher: 'teacher', admin: 'admin' };

const ROLL_TAKEN = 'This roll is already taken in the class';
/** 409: an active student of the class already has the roll. */
const rollTaken = (roll: string) =>
  new HttpError(409, 'roll_taken', `Roll ${roll} is already taken in the class.`, {
    params: { roll },
    fields: [{ field: 'roll', message: ROLL_TAKEN }],
  });
const notFound = () => new HttpError(404, 'not_found', 'No such account.');
const forbidden = () => new HttpError(403, 'forbidden', 'You are not allowed to do this.');
const ownAccount = () =>
  new HttpError(409, 'own_account', 'You cannot turn off or delete your own account.');
const lastAdmin = () =>
  new HttpError(409, 'last_admin', 'The school must keep at least one active admin.');
/** The image id must be one this server stored. */
const storedImage = (err: unknown) => {
  throw isForeignKeyViolation(err) ? unknownImage() : err;
};

export const usersRoutes: ApiModule = async (app) => {
  const users = usersRepository(app.database.db);
  const content = contentRepository(app.database.db);
  const sessions = sessionsRepository(app.database.db, app.config.sessionTtlMs);
  const audit = auditRepository(app.database.db);

  app.endpoint(endpoints['profile.get'], async (req) => {
    const profile = await users.byId(req.user!.id);
    if (!profile) throw new HttpError(401, 'unauthenticated', 'Please sign in first.');
    return profile;
  });

  app.endpoint(endpoints['profile.update'], async (req) => {
    const user = req.user!;
    const isStudent = user.role === 'student';
    if ((req.body.role === 'student') !== isStudent)
      throw new HttpError(400, 'wrong_profile', `This is a ${ROLE_NAMES[user.role]}'s profile.`);
    const before = await users.byId(user.id);
    const saved = await users.updateProfile(user.id, req.body).catch(storedImage);
    if (!saved) throw new HttpError(401, 'unauthenticated', 'Please sign in first.');
    // A replaced photo is deleted, not left on the server.
    await releaseImages(app, [before?.image?.id]);
    // What changed, before and after (the photo only as added, removed or replaced).
    const { role: _role, imageId, ...fields } = req.body;
    const changes =
      before &&
      changesOf({ ...before, photo: before.image?.id ?? null }, { ...fields, photo: imageId });
    await audit.record(
      user,
      'update',
      `${user.role}-profile`,
      user.id,
      saved.name,
      changes ? { changes } : null,
    );
    return saved;
  });

  app.endpoint(endpoints['students.list'], async (req) => {
    const { page, size, status } = req.query;
    // Turned-off accounts (students who passed out or left) are for those who turn them on.
    if (status !== 'active' && !can(req.user!.role, 'deactivate:account')) throw forbidden();
    return { ...(await users.students(req.query)), page, size };
  });
  app.endpoint(endpoints['admins.list'], () => users.list('admin'));

  app.endpoint(endpoints['teachers.accounts'], () => users.list('teacher'));
  app.endpoint(endpoints['teachers.reorder'], async (req) => {
    await users.reorderTeachers(req.body.ids);
    await audit.record(req.user!, 'reorder', 'teacher-account', null);
  });

  /**
   * Add Student, Add Teacher, Make Admin: 409 when the id is taken (or, for a student, the
   * roll in the class).
   */
  const create =
    (role: Role) =>
    async (
      req: Pick<EndpointRequest<NewAccount>, 'user'> & {
        body: NewAccountInput | NewStudentInput | NewTeacherInput;
      },
    ) => {
      const { loginId, password, ...details } = req.body;
      assertNewPassword(password, loginId, 'password');
      try {
        const created = await users.create(
          role,
          loginId,
          await hashPassword(password),
          details as NewAccountDetails,
        );
        await audit.record(req.user!, 'create', `${role}-account`, created.id, created.loginId);
        return created;
      } catch (err) {
        if (err instanceof RollTakenError) throw rollTaken(err.roll);
        if (err instanceof LoginIdTakenError)
          throw new HttpError(
            409,
            'login_id_taken',
            `The ${ROLE_NAMES[role]} id "${loginId}" is already taken.`,
            {
              params: { loginId },
              fields: [{ field: 'loginId', message: 'This id is already taken' }],
            },
          );
        throw isForeignKeyViolation(err) ? unknownImage() : err;
      }
    };
  app.endpoint(endpoints['students.create'], create('student'));
  app.endpoint(endpoints['teachers.create'], create('teacher'));
  app.endpoint(endpoints['admins.create'], create('admin'));

  /**
   * A file of students (issue 19; CSV or an Excel workbook), read and checked against the
   * school's accounts: the preview, and the import of the rows with no problem.
   */
  const checkFile = async (input: StudentImportInput) => {
    // Dates of birth in numbers are read in the school's order (its identity's setting).
    const order = dateOrderOf((await content.get('school'))?.value);
    const file = readStudentsCsv(await openImportFile(input), order);
    const students = file.rows.map((r) => r.student);
    markTaken(
      file.rows,
      await users.studentsTaken(
        students.map((s) => s.loginId).filter(Boolean),
        [...new Set(students.map((s) => s.grade))].filter((g) => isGrade(g)),
      ),
    );
    return file;
  };
  app.endpoint(
    endpoints['students.importCheck'],
    async (req) => {
      const { rows, ignoredColumns } = await checkFile(req.body);
      return { rows, ignoredColumns, ready: readyStudents(rows).length };
    },
    { bodyLimit: IMPORT_BODY_LIMIT, nulChecked: ['text'] },
  );
  app.endpoint(
    endpoints['students.import'],
    async (req) => {
      const { rows } = await checkFile(req.body);
      const ready = await Promise.all(
        readyStudents(rows).map(async (student) => {
          const password = newTemporaryPassword();
          return { student, password, passwordHash: await hashPassword(password) };
        }),
      );
      const added = await users.createStudents(
        ready.map(({ student, passwordHash }) => ({ ...student, passwordHash })),
      );
      const created = ready.flatMap(({ student, password }) => {
        const id = added.get(student.loginId);
        if (!id) return [];
        const { loginId, name, nameBn, grade, section, roll } = student;
        return [{ id, loginId, name, nameBn, grade, section, roll, temporaryPassword: password }];
      });
      if (created.length > 0)
        await audit.record(req.user!, 'import', 'student-account', null, '', {
          count: created.length,
        });
      return { created, skipped: rows.length - created.length };
    },
    { bodyLimit: IMPORT_BODY_LIMIT, nulChecked: ['text'] },
  );

  app.endpoint(endpoints['users.resetPassword'], async (req, reply) => {
    const target = await users.byId(req.params.id);
    if (!target) throw notFound();
    if (target.role !== 'student' && !can(req.user!.role, 'reset:any-password')) throw forbidden();
    const temporaryPassword = newTemporaryPassword();
    // Temporary: its owner must choose a new one at the next sign-in.
    await users.setPassword(target.id, await hashPassword(temporaryPassword), true);
    await sessions.deleteForUser(target.id);
    await audit.record(
      req.user!,
      'reset-password',
      `${target.role}-account`,
      target.id,
      target.loginId,
    );
    reply.header('Cache-Control', 'no-store');
    return { temporaryPassword };
  });

  /** The account an editor may change: a teacher a student's, an admin anyone's. */
  const editable = async (user: SessionUser, id: string) => {
    const target = await users.byId(id);
    if (!target) throw notFound();
    if (target.role !== 'student' && !can(user.role, 'manage:accounts')) throw forbidden();
    return target;
  };

  app.endpoint(endpoints['users.get'], async (req) => {
    const target = await editable(req.user!, req.params.id);
    return { ...target, posts: await users.postCount(target.id) };
  });

  app.endpoint(endpoints['users.update'], async (req) => {
    const before = await editable(req.user!, req.params.id);
    const input = req.body;
    if (before.role === 'student') {
      const missing = [
        ...(input.grade ? [] : [{ field: 'grade', message: 'This field is required' }]),
        ...(input.roll ? [] : [{ field: 'roll', message: 'This field is required' }]),
      ];
      if (missing.length > 0)
        throw new HttpError(
          400,
          'validation_failed',
          `${missing[0]!.field}: This field is required`,
          {
            in: 'body',
            fields: missing,
          },
        );
    }
    const saved = await users.updateDetails(before.id, before.role, input).catch((err: unknown) => {
      if (err instanceof RollTakenError) throw rollTaken(err.roll);
      return storedImage(err);
    });
    if (!saved) throw notFound();
    // A replaced photo is deleted, not left on the server.
    await releaseImages(app, [before.image?.id]);
    const { imageId, ...fields } = input;
    const changes = changesOf(
      { ...before, photo: before.image?.id ?? null },
      {
        ...fields,
        grade: saved.grade,
        roll: saved.roll,
        designation: saved.designation,
        photo: imageId,
      },
    );
    await audit.record(
      req.user!,
      'update',
      `${before.role}-account`,
      before.id,
      saved.name || saved.loginId,
      changes ? { changes } : null,
    );
    return saved;
  });

  /** Turning off or deleting: never one's own account (the last admin is the repository's check). */
  const other = async (user: SessionUser, id: string) => {
    if (id === user.id) {
      if (!(await users.byId(id))) throw notFound();
      throw ownAccount();
    }
  };

  app.endpoint(endpoints['users.setActive'], async (req) => {
    await other(req.user!, req.params.id);
    const saved = await users.setActive(req.params.id, req.body.active).catch((err: unknown) => {
      if (err instanceof LastAdminError) throw lastAdmin();
      if (err instanceof RollTakenError) throw rollTaken(err.roll);
      throw err;
    });
    if (!saved) throw notFound();
    // Its sessions end at once (sessionsRepository.find no longer finds them either).
    if (!req.body.active) await sessions.deleteForUser(saved.id);
    await audit.record(
      req.user!,
      req.body.active ? 'reactivate' : 'deactivate',
      `${saved.role}-account`,
      saved.id,
      saved.loginId,
    );
    return saved;
  });

  app.endpoint(endpoints['users.remove'], async (req) => {
    await other(req.user!, req.params.id);
    const gone = await users.remove(req.params.id).catch((err: unknown) => {
      throw err instanceof LastAdminError ? lastAdmin() : err;
    });
    if (!gone) throw notFound();
    await releaseImages(app, [gone.imageId]);
    await audit.record(req.user!, 'delete', `${gone.role}-account`, req.params.id, gone.loginId);
  });
};
