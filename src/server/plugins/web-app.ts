import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAppPath } from '../../shared/paths.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser navigation with the app's index.html; false when the request is not one. */
    appShell?: (req: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html always
 * revalidated, and every other path answered with index.html (the app routes it),
 * with status 404 when no screen has that path so crawlers see the truth.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webDir: string }) => {
  const indexFile = path.join(opts.webDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app in ${opts.webDir}; run "npm run build". Serving the API only.`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root: opts.webDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const sendShell = (reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);

  app.get('/', (_req, reply) => sendShell(reply, 200));
  app.decorate('appShell', (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/uploads/'))
      return false;
    sendShell(reply, isAppPath(url) ? 200 : 404);
    return true;
  });
});
