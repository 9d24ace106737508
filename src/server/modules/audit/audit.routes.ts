import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import { auditPageSchema, postsQuerySchema } from '../../../shared/schemas/posts.ts';
import { auditRepository } from './audit.repository.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = auditRepository(app.database.db);
  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every change to posts, accounts and admissions: who, what, when (newest first)',
        querystring: postsQuerySchema,
        response: { 200: auditPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (req) => ({ ...(await repo.page(req.query.page, req.query.size)), ...req.query }),
  );
};
