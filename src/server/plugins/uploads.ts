import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Stored images: content-addressed by id, so they never change and may be cached for a year. */
export const uploadsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyStatic, {
    root: app.config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res) => {
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
      res.header('X-Content-Type-Options', 'nosniff');
    },
  });
});
