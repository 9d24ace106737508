import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  admissionInputSchema,
  admissionReceiptSchema,
  admissionStatusQuerySchema,
  admissionStatusSchema,
} from '../../../shared/schemas/admissions.ts';
import { errorSchema } from '../../../shared/schemas/common.ts';
import { HttpError } from '../../plugins/errors.ts';
import { perAddressLimit } from '../../plugins/rate-limits.ts';
import { admissionsRepository } from './admissions.repository.ts';

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
