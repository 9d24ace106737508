import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Role } from '../../../shared/constants.ts';
import { can } from '../../../shared/permissions.ts';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  newAccountInputSchema,
  profileInputSchema,
  profileSchema,
  profilesListSchema,
  temporaryPasswordSchema,
  userIdParams,
} from '../../../shared/schemas/users.ts';
import { HttpError, isForeignKeyViolation, unknownImage } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { hashPassword } from '../auth/password.ts';
import { assertNewPassword } from '../auth/password-policy.ts';
import { sessionsRepository } from '../auth/sessions.repository.ts';
import { releaseImages } from '../images/image-uses.ts';
import { LoginIdTakenError, usersRepository } from './users.repository.ts';

const ROLE_NAMES: Record<Role, string> = { student: 'student', teacher: 'teacher', admin: 'admin' };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.database.db);
  const sessions = sessionsRepository(app.database.db, app.config.sessionTtlMs);
  const audit = auditRepository(app.database.db);

  app.get(
    '/profile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'My profile',
        response: { 200: profileSchema, 401: errorSchema },
      },
    },
    async (req) => {
      const profile = await users.byId(req.user!.id);
      if (!profile) throw new HttpError(401, 'unauthenticated', 'Please sign in first.');
      return profile;
    },
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Update my profile (every field and the photo required)',
        body: profileInputSchema,
        response: { 200: profileSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (req) => {
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
    },
  );

  const listRoute = (url: '/students' | '/admins', role: Role, summary: string) =>
    app.get(
      url,
      {
        schema: {
          tags: ['accounts'],
          summary,
          response: { 200: profilesListSchema, 401: errorSchema, 403: errorSchema },
        },
      },
      () => users.list(role),
    );
  listRoute('/students', 'student', 'All students, with the total');
  listRoute('/admins', 'admin', 'All admins, with the total');

  const createRoute = (url: '/students' | '/teachers' | '/admins', role: Role) =>
    app.post(
      url,
      {
        schema: {
          tags: ['accounts'],
          summary: `Add a ${ROLE_NAMES[role]} account with an id and a first password`,
          body: newAccountInputSchema,
          response: {
            201: profileSchema,
            400: errorSchema,
            401: errorSchema,
            403: errorSchema,
            409: errorSchema,
          },
        },
      },
      async (req, reply) => {
        assertNewPassword(req.body.password, req.body.loginId, 'password');
        try {
          const created = await users.create(
            role,
            req.body.loginId,
            await hashPassword(req.body.password),
          );
          await audit.record(req.user!, 'create', `${role}-account`, created.id, created.loginId);
          return reply.status(201).send(created);
        } catch (err) {
          if (err instanceof LoginIdTakenError)
            throw new HttpError(
              409,
              'login_id_taken',
              `The ${ROLE_NAMES[role]} id "${req.body.loginId}" is already taken.`,
              {
                fields: [{ field: 'loginId', message: 'This id is already taken' }],
              },
            );
          throw err;
        }
      },
    );
  createRoute('/students', 'student');
  createRoute('/teachers', 'teacher');
  createRoute('/admins', 'admin');

  app.post(
    '/users/:id/password-reset',
    {
      schema: {
        tags: ['accounts'],
        summary:
          "Reset an account's password: a teacher for students, an admin for anyone. The temporary password is shown once.",
        params: userIdParams,
        response: {
          200: temporaryPasswordSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req, reply) => {
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
    },
  );
};
