import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  admissionIdParams,
  admissionInputSchema,
  admissionReceiptSchema,
  admissionSchema,
  admissionStatusInputSchema,
  admissionStatusQuerySchema,
  admissionStatusSchema,
  admissionsFilterSchema,
  admissionsPageSchema,
  admissionsQuerySchema,
} from '../../../shared/schemas/admissions.ts';
import { errorSchema } from '../../../shared/schemas/common.ts';
import { HttpError } from '../../plugins/errors.ts';
import { perAddressLimit } from '../../plugins/rate-limits.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { admissionsRepository } from './admissions.repository.ts';
import { admissionsCsv } from './admissions-csv.ts';

export const admissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = admissionsRepository(app.database.db);
  const limited = (max: number) => ({ rateLimit: perAddressLimit(app.config.rateLimits, max) });

  app.post(
    '/admissions',
    {
      config: limited(10),
      schema: {
        tags: ['public'],
        summary: 'Apply for admission; answers with a reference number',
        body: admissionInputSchema,
        response: { 201: admissionReceiptSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await repo.create(req.body)),
  );

  app.get(
    '/admissions/status',
    {
      config: limited(30),
      schema: {
        tags: ['public'],
        summary: "An applicant's own application, by reference and the guardian's mobile",
        querystring: admissionStatusQuerySchema,
        response: {
          200: admissionStatusSchema,
          400: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (req) => {
      const row = await repo.findForApplicant(req.query.reference, req.query.mobile);
      if (!row)
        throw new HttpError(
          404,
          'not_found',
          'No application matches this reference and mobile number.',
        );
      return {
        reference: row.reference,
        studentName: row.studentName,
        grade: row.grade,
        status: row.status,
        submittedAt: row.createdAt.toISOString(),
      };
    },
  );
};

/** The admin's review of applications: list, status, CSV export. */
export const admissionsReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = admissionsRepository(app.database.db);
  const audit = auditRepository(app.database.db);
  app.get(
    '/admissions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Applications, newest first, filtered by class and status',
        querystring: admissionsQuerySchema,
        response: {
          200: admissionsPageSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (req) => {
      const { page, size, grade, status } = req.query;
      return { ...(await repo.list({ grade, status }, page, size)), page, size };
    },
  );
  app.patch(
    '/admissions/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Set an application's status: new, contacted, admitted or rejected",
        params: admissionIdParams,
        body: admissionStatusInputSchema,
        response: {
          200: admissionSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (req) => {
      const updated = await repo.setStatus(req.params.id, req.body.status);
      if (!updated) throw new HttpError(404, 'not_found', 'No such application.');
      await audit.record(
        req.user!,
        'status',
        'admission',
        updated.id,
        `${updated.reference}: ${updated.status}`,
      );
      return updated;
    },
  );
  app.get(
    '/admissions/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'The applications (with the same filters) as a CSV file for a spreadsheet',
        querystring: admissionsFilterSchema,
      },
    },
    async (req, reply) => {
      const all = await repo.list(req.query, 0, 100_000);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="admissions-${date}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(admissionsCsv(all.items));
    },
  );
};
