import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagesSchema, pageImagesSchema, siteSchema } from '../../../shared/schemas/site.ts';
import { siteRepository } from './site.repository.ts';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = siteRepository(app.database.db);
  app.get(
    '/site',
    {
      schema: {
        tags: ['public'],
        summary: "The school's identity, headline, logo and the three newest blog titles",
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
  app.get(
    '/page-images',
    {
      schema: {
        tags: ['public'],
        summary: 'Images of the information pages (calendar, prayer room, sports, facilities)',
        response: { 200: pageImagesSchema },
      },
    },
    (req, reply) => app.cachedResponse(req, reply, () => repo.pageImages()),
  );
};
