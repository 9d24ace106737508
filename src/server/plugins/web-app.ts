import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageData } from '../../shared/page-data.ts';
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
  const pageHtmlWithoutData = pageShells(indexHtml, path.join(opts.webDir, 'route-preloads.json'), {
    data: false,
  });
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
  // A page's data preloads are the addresses it fetches when its own address has no query
  // (?album=…, ?page=…): with one, it may fetch others, and an unused preload is a waste.
  const sendPage = (req: FastifyRequest, reply: FastifyReply) =>
    sendShell(
      reply,
      200,
      (req.url.includes('?') ? pageHtmlWithoutData : pageHtml).get(pathOf(req)),
    );
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
 * index.html for each page, with that page's own code (route-preloads.json, written by the
 * build) and the data it shows first (src/shared/page-data.ts, unless `data` is false)
 * listed for preloading: the browser fetches them together with the app's code instead
 * of after it. A page with neither gets the plain index.html.
 */
function pageShells(
  indexHtml: Buffer,
  preloadsFile: string,
  { data = true } = {},
): Map<string, Buffer> {
  const shells = new Map<string, Buffer>();
  const code: Record<string, string[]> = fs.existsSync(preloadsFile)
    ? JSON.parse(fs.readFileSync(preloadsFile, 'utf8'))
    : {};
  const html = indexHtml.toString('utf8');
  const attr = (url: string) => url.replaceAll('&', '&amp;');
  for (const page of publicPaths) {
    const links = [
      ...(code[page] ?? []).map((file) =>
        file.endsWith('.css')
          ? `<link rel="stylesheet" crossorigin href="${attr(file)}">`
          : `<link rel="modulepreload" crossorigin href="${attr(file)}">`,
      ),
      ...(data ? (pageData[page] ?? []) : []).map(
        (url) => `<link rel="preload" href="${attr(url)}" as="fetch" crossorigin="anonymous">`,
      ),
    ];
    if (links.length)
      shells.set(
        page,
        Buffer.from(html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`)),
      );
  }
  return shells;
}
