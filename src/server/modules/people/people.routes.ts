import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffListSchema, teachersListSchema } from '../../../shared/schemas/people.ts';
import { peopleRepository } from './people.repository.ts';

export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = peopleRepository(app.database.db);
  app.get(
    '/teachers',
    {
      schema: {
        tags: ['public'],
        summary: 'All teachers, with the total count',
        response: { 200: teachersListSchema },
      },
    },
    (req, reply) =>
      app.cachedResponse(req, reply, async () => {
        const items = await repo.teachers();
        return { items, total: items.length };
      }),
  );
  app.get(
    '/staff',
    {
      schema: { tags: ['public'], summary: 'The school staff', response: { 200: staffListSchema } },
    },
    (req, reply) => app.cachedResponse(req, reply, async () => ({ items: await repo.staff() })),
  );
};
