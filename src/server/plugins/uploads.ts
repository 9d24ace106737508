import fs from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sweepUnattachedPdfs } from '../modules/documents/notice-pdfs.ts';
import {
  imageIdOfFile,
  isPublicImage,
  sweepUnusedImages,
  UNUSED_IMAGE_SWEEP_MS,
} from '../modules/images/image-uses.ts';

/**
 * Stored images, under a random id that never changes. A public picture (a notice, an
 * album, a teacher…) may be cached for a year by anyone; a personal one (a student's
 * photo), one for signed-in readers only, or an upload not saved yet is kept by the
 * browser alone and checked again each time, so it is gone once deleted. Images no
 * record has used for a day are swept at start and every hour (image-uses.ts).
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.database;
  const publicFile = new WeakMap<FastifyRequest, boolean>();
  // A site that starts empty has no upload yet; the folder is made now, so serving it
  // does not warn at every start until the first picture.
  await fs.mkdir(app.config.uploadsDir, { recursive: true });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req) => {
      const id = imageIdOfFile((req.params as { '*'?: string })['*'] ?? '');
      const isPublic = id ? await isPublicImage(db, id).catch(() => false) : false;
      publicFile.set(req, isPublic);
    });
    await scope.register(fastifyStatic, {
      root: app.config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header(
          'Cache-Control',
          publicFile.get(reply.request)
            ? 'public, max-age=31536000, immutable'
            : 'private, no-cache',
        );
        reply.header('X-Content-Type-Options', 'nosniff');
      },
    });
  });

  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = Promise.all([
      sweepUnusedImages(db, app.config.uploadsDir).catch((err: unknown) =>
        app.log.warn({ err }, 'could not remove unused images'),
      ),
      // A notice's PDF uploaded and never attached (notice-pdfs.ts).
      sweepUnattachedPdfs(db, app.config.dataDir).catch((err: unknown) =>
        app.log.warn({ err }, 'could not remove unattached PDFs'),
      ),
    ]);
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, UNUSED_IMAGE_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });
});
