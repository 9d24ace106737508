import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  eventSchema,
  eventsPageSchema,
  eventsQuerySchema,
} from '../../../shared/schemas/events.ts';
import { eventInputSchema } from '../../../shared/schemas/posts.ts';
import { registerPostRoutes } from '../posts/post-routes.ts';
import { eventsRepository, eventsStore } from './events.repository.ts';

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
    async (req, reply) => {
      const { page, size } = req.query;
      return app.cachedResponse(req, reply, async () => ({
        ...(await repo.page(page, size)),
        page,
        size,
      }));
    },
  );
  registerPostRoutes(app, {
    url: '/events',
    entity: 'event',
    label: 'Events (admins)',
    input: eventInputSchema,
    item: eventSchema,
    store: eventsStore(app.database.db),
  });
};
