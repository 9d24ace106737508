import { eq, max } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import { reorderSchema } from '../../../shared/schemas/gallery.ts';
import {
  type StaffInput,
  staffIdParams,
  staffInputSchema,
  staffMemberSchema,
} from '../../../shared/schemas/people.ts';
import { reorder } from '../../db/reorder.ts';
import { staff } from '../../db/schema.ts';
import { HttpError, isForeignKeyViolation, unknownImage } from '../../plugins/errors.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { releaseImages } from '../images/image-uses.ts';
import { peopleRepository } from './people.repository.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** The admin's staff list: add, edit, remove and order (issue "The admin keeps the site current"). */
export const staffAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const repo = peopleRepository(db);
  const audit = auditRepository(db);
  const values = (input: StaffInput) => ({ ...input, joinDate: input.joinDate || null });
  const saving = async <T>(work: Promise<T>) => {
    try {
      return await work;
    } catch (err) {
      throw isForeignKeyViolation(err) ? unknownImage() : err;
    }
  };
  const member = async (id: string) => {
    const found = (await repo.staff()).find((s) => s.id === id);
    if (!found) throw new HttpError(404, 'not_found', 'No such staff member.');
    return found;
  };

  app.post(
    '/staff',
    {
      schema: {
        tags: ['content'],
        summary: 'Add a staff member (last in the list)',
        body: staffInputSchema,
        response: { 201: staffMemberSchema, ...errors },
      },
    },
    async (req, reply) => {
      const [last] = await db.select({ p: max(staff.position) }).from(staff);
      const [row] = await saving(
        db
          .insert(staff)
          .values({ ...values(req.body), position: (last?.p ?? -1) + 1 })
          .returning({ id: staff.id }),
      );
      await audit.record(req.user!, 'create', 'staff', row!.id, req.body.name);
      return reply.status(201).send(await member(row!.id));
    },
  );
  app.put(
    '/staff/order',
    {
      schema: {
        tags: ['content'],
        summary: 'Save the order of the staff list (every id, once)',
        body: reorderSchema,
        response: { 204: z.null(), 409: errorSchema, ...errors },
      },
    },
    async (req, reply) => {
      await reorder(db, staff, req.body.ids);
      await audit.record(req.user!, 'update', 'staff', null, 'Reordered the staff list');
      return reply.status(204).send(null);
    },
  );
  app.put(
    '/staff/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Edit a staff member',
        params: staffIdParams,
        body: staffInputSchema,
        response: { 200: staffMemberSchema, 404: errorSchema, ...errors },
      },
    },
    async (req) => {
      const [before] = await db
        .select({ imageId: staff.imageId })
        .from(staff)
        .where(eq(staff.id, req.params.id));
      const updated = await saving(
        db
          .update(staff)
          .set(values(req.body))
          .where(eq(staff.id, req.params.id))
          .returning({ id: staff.id }),
      );
      if (updated.length === 0) throw new HttpError(404, 'not_found', 'No such staff member.');
      await releaseImages(app, [before?.imageId]);
      await audit.record(req.user!, 'update', 'staff', req.params.id, req.body.name);
      return member(req.params.id);
    },
  );
  app.delete(
    '/staff/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Remove a staff member',
        params: staffIdParams,
        response: { 204: z.null(), 404: errorSchema, ...errors },
      },
    },
    async (req, reply) => {
      const gone = await db.delete(staff).where(eq(staff.id, req.params.id)).returning();
      if (gone.length === 0) throw new HttpError(404, 'not_found', 'No such staff member.');
      await releaseImages(app, [gone[0]!.imageId]);
      await audit.record(req.user!, 'delete', 'staff', req.params.id, gone[0]!.name);
      return reply.status(204).send(null);
    },
  );
};
