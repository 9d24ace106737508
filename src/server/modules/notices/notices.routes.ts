import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../shared/schemas/common.ts';
import {
  noticeSchema,
  noticesPageSchema,
  noticesQuerySchema,
} from '../../../shared/schemas/notices.ts';
import { generalNoticeInputSchema } from '../../../shared/schemas/posts.ts';
import { registerPostRoutes } from '../posts/post-routes.ts';
import { noticesRepository, noticesStore } from './notices.repository.ts';

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
    url: '/notices',
    entity: 'notice',
    label: 'General notices (admins)',
    input: generalNoticeInputSchema,
    item: noticeSchema,
    store: noticesStore(app.database.db),
  });
};
