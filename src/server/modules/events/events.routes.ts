import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import { eventsPageSchema, eventsQuerySchema } from '../../../shared/schemas/events.ts';
import { eventsRepository } from './events.repository.ts';

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = eventsRepository(app.database.db);
  app.get(
    '/events',
    {
      schema: {
        tags: ['public'],
        summary: 'School events, newest first, a page at a time (page is zero-based)',
        querystring: eventsQuerySchema,
        response: { 200: eventsPageSchema, 400: errorSchema },
      },
    },
    async (req) => {
      const { page, size } = req.query;
      return { ...(await repo.page(page, size)), page, size };
    },
  );
};
