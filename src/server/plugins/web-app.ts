import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAppPath, paths, publicPaths } from '../../shared/paths.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a browser navigation with the app's index.html; false when the request is not one. */
    appShell?: (req: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html, the service
 * worker and the manifest always revalidated, and every other path answered with index.html (the app routes it),
 * with status 404 when no screen has that path so crawlers see the truth.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { webDir: string }) => {
  const indexFile = path.join(opts.webDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built web app in ${opts.webDir}; run "npm run build". Serving the API only.`);
    return;
  }
  const indexHtml = fs.readFileSync(indexFile);
  const pageHtml = pageShells(indexHtml, path.join(opts.webDir, 'route-preloads.json'));
  await app.register(fastifyStatic, {
    root: opts.webDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      const name = path.basename(filePath);
      // The service worker and the manifest are checked on every visit, so a new version
      // reaches phones at once (browsers cap a worker's cache at a day anyway).
      const revalidate = name === 'sw.js' || name === 'manifest.webmanifest';
      res.header(
        'Cache-Control',
        hashed
          ? 'public, max-age=31536000, immutable'
          : revalidate
            ? 'no-cache'
            : 'public, max-age=3600',
      );
      if (name === 'sw.js') res.header('Content-Type', 'text/javascript; charset=utf-8');
      if (name === 'manifest.webmanifest')
        res.header('Content-Type', 'application/manifest+json; charset=utf-8');
    },
  });

  const sendShell = (reply: FastifyReply, status: number, html: Buffer = indexHtml) =>
    reply
      .status(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);

  // The app's own pages are routes, so that their HTML is compressed like every answer
  // (@fastify/compress works on routes, not in the not-found handler below).
  const pathOf = (req: FastifyRequest) => {
    const url = req.url.split('?')[0] ?? '/';
    return url.length > 1 ? url.replace(/\/+$/, '') : url;
  };
  const sendPage = (req: FastifyRequest, reply: FastifyReply) =>
    sendShell(reply, 200, pageHtml.get(pathOf(req)));
  for (const page of [...publicPaths, paths.dashboard, `${paths.dashboard}/*`])
    app.get(page, sendPage);
  app.decorate('appShell', (req: FastifyRequest, reply: FastifyReply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/uploads/'))
      return false;
    if (isAppPath(url)) sendPage(req, reply);
    else sendShell(reply, 404);
    return true;
  });
});

/**
 * index.html for each lazily loaded page, with that page's own code listed for preloading
 * (route-preloads.json, written by the build): the browser fetches it together with the
 * app's code instead of after it. Without the file, every page gets the plain index.html.
 */
function pageShells(indexHtml: Buffer, preloadsFile: string): Map<string, Buffer> {
  const shells = new Map<string, Buffer>();
  if (!fs.existsSync(preloadsFile)) return shells;
  const preloads = JSON.parse(fs.readFileSync(preloadsFile, 'utf8')) as Record<string, string[]>;
  const html = indexHtml.toString('utf8');
  for (const [page, files] of Object.entries(preloads)) {
    const links = files
      .map((file) =>
        file.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="${file}">`
          : `<link rel="modulepreload" crossorigin href="${file}">`,
      )
      .join('\n    ');
    shells.set(page, Buffer.from(html.replace('</head>', `  ${links}\n  </head>`)));
  }
  return shells;
}
