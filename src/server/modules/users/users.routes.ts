import { randomBytes } from 'node:crypto';
import { type Endpoints, endpoints } from '../../../shared/api/index.ts';
import type { Role } from '../../../shared/constants.ts';
import { can } from '../../../shared/permissions.ts';
import type { ApiModule, EndpointRequest } from '../../plugins/endpoints.ts';
import { HttpError, isForeignKeyViolation, unknownImage } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { hashPassword } from '../auth/password.ts';
import { assertNewPassword } from '../auth/password-policy.ts';
import { sessionsRepository } from '../auth/sessions.repository.ts';
import { releaseImages } from '../images/image-uses.ts';
import { LoginIdTakenError, usersRepository } from './users.repository.ts';

type NewAccount = Endpoints['students.create'];

const ROLE_NAMES: Record<Role, string> = { student: 'student', teacher: 'teacher', admin: 'admin' };

export const usersRoutes: ApiModule = async (app) => {
  const users = usersRepository(app.database.db);
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
    const saved = await users.updateProfile(user.id, req.body).catch((err: unknown) => {
      // The photo id must be an image this server stored.
      throw isForeignKeyViolation(err) ? unknownImage() : err;
    });
    if (!saved) throw new HttpError(401, 'unauthenticated', 'Please sign in first.');
    // A replaced photo is deleted, not left on the server.
    await releaseImages(app, [before?.image?.id]);
    await audit.record(user, 'update', `${user.role}-profile`, user.id, saved.name);
    return saved;
  });

  app.endpoint(endpoints['students.list'], () => users.list('student'));
  app.endpoint(endpoints['admins.list'], () => users.list('admin'));

  /** Add Student, Add Teacher, Make Admin: 409 when the id is taken. */
  const create =
    (role: Role) => async (req: Pick<EndpointRequest<NewAccount>, 'body' | 'user'>) => {
      assertNewPassword(req.body.password, req.body.loginId, 'password');
      try {
        const created = await users.create(
          role,
          req.body.loginId,
          await hashPassword(req.body.password),
        );
        await audit.record(req.user!, 'create', `${role}-account`, created.id, created.loginId);
        return created;
      } catch (err) {
        if (err instanceof LoginIdTakenError)
          throw new HttpError(
            409,
            'login_id_taken',
            `The ${ROLE_NAMES[role]} id "${req.body.loginId}" is already taken.`,
            {
              params: { loginId: req.body.loginId },
              fields: [{ field: 'loginId', message: 'This id is already taken' }],
            },
          );
        throw err;
      }
    };
  app.endpoint(endpoints['students.create'], create('student'));
  app.endpoint(endpoints['teachers.create'], create('teacher'));
  app.endpoint(endpoints['admins.create'], create('admin'));

  app.endpoint(endpoints['users.resetPassword'], async (req, reply) => {
    const target = await users.byId(req.params.id);
    if (!target) throw new HttpError(404, 'not_found', 'No such account.');
    if (target.role !== 'student' && !can(req.user!.role, 'reset:any-password'))
      throw new HttpError(403, 'forbidden', 'You are not allowed to do this.');
    const temporaryPassword = randomBytes(9).toString('base64url');
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
};
