import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesSchema, siteSchema } from '../../../shared/schemas/site.ts';
import { siteRepository } from './site.repository.ts';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = siteRepository(app.database.db);
  app.get(
    '/site',
    {
      schema: {
        tags: ['public'],
        summary:
          "What every page needs: the school's identity and logo, the home headline and sidebar, the three newest blog titles",
        response: { 200: siteSchema },
      },
    },
    (req, reply) => app.cachedResponse(req, reply, () => repo.site()),
  );
  app.get(
    '/messages',
    {
      schema: {
        tags: ['public'],
        summary: 'Messages from the chairman, principal, vice-principal and a teacher',
        response: { 200: messagesSchema },
      },
    },
    (req, reply) => app.cachedResponse(req, reply, async () => ({ items: await repo.messages() })),
  );
};
