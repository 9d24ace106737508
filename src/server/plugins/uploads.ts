import fs from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sweepUnattachedPdfs } from '../modules/documents/notice-pdfs.ts';
import {
  imageAccess,
  imageIdOfFile,
  studentsPictured,
  sweepUnusedImages,
  UNUSED_IMAGE_GRACE_MS,
  UNUSED_IMAGE_SWEEP_MS,
} from '../modules/images/image-uses.ts';
import { makeMissingCopy } from '../modules/images/images.service.ts';
import { HttpError } from './errors.ts';

/**
 * A public picture is kept by anyone for a year; a private one by the browser alone, asked
 * again each time; a student's photo by nothing (a shared computer's next user must not
 * find it in the browser's cache).
 */
const CACHE_CONTROL = {
  public: 'public, max-age=31536000, immutable',
  private: 'private, no-cache',
  personal: 'private, no-store',
} as const;

/**
 * Stored images, under a random id that never changes. A public picture (a notice, an
 * album, a teacher…) may be cached for a year by anyone; one for signed-in readers only,
 * or an upload not saved yet, is kept by the browser alone and checked again each time, so
 * it is gone once deleted; a student's photo is served only to the school's signed-in staff
 * and the student, and kept by nothing. Images no record has used for a day are swept at
 * start and every hour (image-uses.ts).
 *
 * The files come from the site's file store (files/file-store.ts): DATA_DIR/uploads, or,
 * on PostgreSQL, this server's copies of the shared files, fetched on the first request.
 * An image whose record is gone is never served, even if a copy is still on this disk.
 * A picture kept before a narrower copy's width existed (IMAGE_WIDTHS) gets that copy
 * made from its whole picture when the copy is first asked for.
 */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  const { db } = app.database;
  const { files } = app;
  const cacheControl = new WeakMap<FastifyRequest, string>();
  // Whether an image is public takes a query over every table that can name it: each
  // picture of a page would ask it again. A public image is remembered until one of the
  // tables the question read changes (in any process): only such a write can make it
  // private or remove it (the hourly sweep removes only images no record names, which are
  // never public). Private images and unknown ids are asked each time.
  const access = app.memo<'public' | 'private' | 'personal' | null>({
    maxEntries: 10_000,
    keepUntil: (value, now) => (value === 'public' ? Infinity : now),
  });
  /** Signed-in staff (a teacher, an admin), or the student the photo is of. */
  const mayViewPhoto = async (req: FastifyRequest, id: string) => {
    const user = await app.sessionOf(req);
    if (!user) return false;
    if (user.role === 'teacher' || user.role === 'admin') return true;
    return (await studentsPictured(db, id)).includes(user.id);
  };
  // A picture kept before a copy's width existed gets that copy when it is first asked for.
  const copyMade = (name: string) =>
    makeMissingCopy(files, name).catch((err: unknown) => {
      app.log.warn({ err, name }, 'could not make a copy of a picture');
      return false;
    });
  // A site that starts empty has no upload yet; the folder is made now, so serving it
  // does not warn at every start until the first picture.
  await fs.mkdir(files.localDir('uploads'), { recursive: true });

  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req) => {
      const name = (req.params as { '*'?: string })['*'] ?? '';
      const id = imageIdOfFile(name);
      const allowed = id ? await access.get(id, () => imageAccess(db, id)) : null;
      // A student's photo is for the school's staff and the student: to anyone else, as to
      // someone without the address, there is no such image.
      const seen = allowed === 'personal' ? await mayViewPhoto(req, id!) : Boolean(allowed);
      if (!seen || !((await files.localPath('uploads', name)) || (await copyMade(name))))
        throw new HttpError(404, 'not_found', 'No such image.');
      cacheControl.set(req, CACHE_CONTROL[allowed!]);
    });
    await scope.register(fastifyStatic, {
      root: files.localDir('uploads'),
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('Cache-Control', cacheControl.get(reply.request) ?? 'no-store');
        reply.header('X-Content-Type-Options', 'nosniff');
      },
    });
  });

  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = Promise.all([
      sweepUnusedImages(db, files).catch((err: unknown) =>
        app.log.warn({ err }, 'could not remove unused images'),
      ),
      // A notice's PDF uploaded and never attached (notice-pdfs.ts).
      sweepUnattachedPdfs(db, files).catch((err: unknown) =>
        app.log.warn({ err }, 'could not remove unattached PDFs'),
      ),
      // This server's copies of shared files another server removed.
      files
        .sweepCache(new Date(Date.now() - UNUSED_IMAGE_GRACE_MS))
        .catch((err: unknown) => app.log.warn({ err }, 'could not clear the file cache')),
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
