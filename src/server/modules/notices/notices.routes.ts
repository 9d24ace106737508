import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import { noticesPageSchema, noticesQuerySchema } from '../../../shared/schemas/notices.ts';
import { noticesRepository } from './notices.repository.ts';

export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = noticesRepository(app.database.db);
  app.get(
    '/notices',
    {
      schema: {
        tags: ['public'],
        summary: 'General notices, newest first, a page at a time',
        querystring: noticesQuerySchema,
        response: { 200: noticesPageSchema, 400: errorSchema },
      },
    },
    async (req) => {
      const { page, size } = req.query;
      return { ...(await repo.page(page, size)), page, size };
    },
  );
};
