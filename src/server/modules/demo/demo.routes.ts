import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { demoStatusSchema } from '../../../shared/schemas/demo.ts';
import { auditRepository } from '../audit/audit.repository.ts';
import { documentsDir } from '../documents/documents.routes.ts';
import { releaseImages } from '../images/image-uses.ts';
import { demoRepository, removeDocumentFiles } from './demo.repository.ts';

/** The demo school, for admins: what is left of it, and one action that removes it. */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = demoRepository(app.database.db);
  const audit = auditRepository(app.database.db);

  app.get(
    '/demo',
    {
      schema: {
        tags: ['admin'],
        summary: 'What is left of the demo school (accounts, posts, pictures, files, page texts)',
        response: { 200: demoStatusSchema },
      },
    },
    async () => repo.status(),
  );

  app.delete(
    '/demo',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Removes the demo school: its accounts, posts, staff, albums, pictures, files and unedited page texts; keeps what the school added',
        response: { 200: demoStatusSchema },
      },
    },
    async (req) => {
      const before = await repo.status();
      const { imageIds, documentFiles } = await repo.remove();
      await removeDocumentFiles(documentsDir(app.config.dataDir), documentFiles);
      await releaseImages(app, imageIds);
      await audit.record(
        req.user!,
        'delete',
        'demo',
        null,
        `removed the demo school: ${before.accounts} accounts, ${before.posts} posts, ${before.files} files, ${before.pages} page texts`,
      );
      return repo.status();
    },
  );
};
