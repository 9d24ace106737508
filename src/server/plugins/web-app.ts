import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageData } from '../../shared/page-data.ts';
import { isAppPath, paths, publicPaths } from '../../shared/paths.ts';
import type { SessionUser } from '../../shared/schemas/auth.ts';
import {
  type CreatePageRenderer,
  PAGE_DATA_ID,
  type PageLanguage,
  type RenderedPage,
} from '../../shared/ssr.ts';
import { SESSION_COOKIE } from './auth.ts';
import { SharedMemo } from './shared-memo.ts';

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
export const webAppPlugin = fp(
  async (app: FastifyInstance, opts: { webDir: string; ssrEntry?: string | undefined }) => {
    const indexFile = path.join(opts.webDir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      app.log.warn(
        `No built web app in ${opts.webDir}; run "npm run build". Serving the API only.`,
      );
      return;
    }
    const indexHtml = fs.readFileSync(indexFile);
    const preloadsFile = path.join(opts.webDir, 'route-preloads.json');
    const pageHtml = pageShells(indexHtml, preloadsFile);
    const pageHtmlWithoutData = pageShells(indexHtml, preloadsFile, { data: false });
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
    const sendShellOf = (req: FastifyRequest, reply: FastifyReply, status = 200) =>
      sendShell(
        reply,
        status,
        status === 200
          ? (req.url.includes('?') ? pageHtmlWithoutData : pageHtml).get(pathOf(req))
          : indexHtml,
      );
    const pages = opts.ssrEntry
      ? await serverPages(app, opts.ssrEntry, indexHtml.toString('utf8'), preloadsFile)
      : null;
    if (opts.ssrEntry && !pages)
      app.log.warn(`No server renderer at ${opts.ssrEntry}: pages are drawn by the browser alone.`);
    const sendPage = async (req: FastifyRequest, reply: FastifyReply, status = 200) => {
      if (languageAsked(req, reply)) return reply;
      if (pages && (await pages.send(req, reply))) return reply;
      return sendShellOf(req, reply, status);
    };
    for (const page of [...publicPaths, paths.dashboard, `${paths.dashboard}/*`])
      app.get(page, (req, reply) => sendPage(req, reply));
    app.decorate('appShell', (req: FastifyRequest, reply: FastifyReply) => {
      const url = req.url.split('?')[0] ?? '/';
      if (req.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/uploads/'))
        return false;
      void sendPage(req, reply, isAppPath(url) ? 200 : 404);
      return true;
    });
  },
);

type Drawn = { status: number; etag: string; raw: Buffer; gzip: Buffer; br: Buffer };

/**
 * Public pages drawn on the server (src/web/entry-server.tsx, built into dist/ssr): their
 * HTML carries the page's content in the reader's language and the data it was drawn
 * from, so a phone paints and reads it before the app's script arrives, and the app takes
 * it over without fetching again. A visitor's pages are kept per address and language,
 * compressed once, until any write drops the API's cache (in every process, as
 * public-cache.ts does); a signed-in person's are drawn for them and never kept.
 */
async function serverPages(
  app: FastifyInstance,
  ssrEntry: string,
  template: string,
  preloadsFile: string,
): Promise<{ send: (req: FastifyRequest, reply: FastifyReply) => Promise<boolean> } | null> {
  if (!fs.existsSync(ssrEntry)) return null;
  const { createPageRenderer } = (await import(pathToFileURL(ssrEntry).href)) as {
    createPageRenderer: CreatePageRenderer;
  };
  // The pages' API calls go to this server's own routes (and their in-process cache), as a
  // visitor's would: no cookie, so nothing personal is ever drawn into a kept page.
  const renderer = createPageRenderer({
    fetch: async (input, init) => {
      const res = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: { accept: 'application/json' },
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? '') },
      });
    },
  });
  const code: Record<string, string[]> = fs.existsSync(preloadsFile)
    ? JSON.parse(fs.readFileSync(preloadsFile, 'utf8'))
    : {};
  // The frame's data comes inside the page: the shell's preloads of it (and the comment
  // that explains them) would download it twice.
  // appScripts: the app's script and its preloads are asked for by public/boot.js once the
  // page has painted and its main picture (fetchpriority="high"), if any, has come; at most
  // 5 s later. The page is on the screen from its HTML: on slow data its text and picture
  // show without waiting for the code's 110 KB to share the connection with them, and the
  // first paint is not held back by running the code. A plain script, minified into the
  // build (the Content-Security-Policy allows no inline script).
  const entry = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/)?.[1];
  const appPreloads = [
    ...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ].map((m) => m[1]!);
  const frame = template
    .replace(/\s*<!--[\s\S]*?-->/g, '')
    .replace(/\s*<link rel="preload" href="\/api\/[^"]*" as="fetch"[^>]*>/g, '')
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  // Replaced by functions: a page's text may hold `$&` and the like.
  const html = (page: RenderedPage, language: PageLanguage, pathname: string) => {
    const files = [
      ...(code[pathname] ?? []),
      ...(language === 'bn' ? (code['lang:bn'] ?? []) : []),
    ];
    const styles = files.filter((file) => file.endsWith('.css'));
    const scripts = [...appPreloads, ...files.filter((file) => !file.endsWith('.css'))];
    const links = [
      // No frame before the whole page has been read (up to its data, after the page): with
      // the styles come first, Chromium would lay out a half-read top bar or list, then move
      // it when the rest arrives (a layout shift, counted even before the first paint).
      // The page is small and comes before its styles on any network, so nothing waits.
      `<link rel="expect" href="#${PAGE_DATA_ID}" blocking="render">`,
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
      ...(entry
        ? [
            `<script defer src="/boot.js" data-entry="${entry}" data-preload="${scripts.join(' ')}"></script>`,
          ]
        : []),
    ].join('\n    ');
    return frame
      .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
      .replace(
        /<title>[^<]*<\/title>/,
        () => `<title>${page.title}</title>${page.head}${links ? `\n    ${links}` : ''}`,
      )
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.body}</div>\n    <script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`,
      );
  };
  const draw = async (url: string, language: PageLanguage, user: SessionUser | null) => {
    const page = await renderer.render({ url, language, user });
    if (!page) return null;
    return { page, text: html(page, language, url.split('?')[0]!.replace(/(.)\/+$/, '$1')) };
  };
  const kept = new SharedMemo<Drawn | null>(300);
  app.onCacheDrop(() => kept.clear());
  const compressed = async (url: string, language: PageLanguage): Promise<Drawn | null> => {
    const drawn = await draw(url, language, null);
    if (!drawn) return null;
    const raw = Buffer.from(drawn.text);
    return {
      status: drawn.page.status,
      etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
      raw,
      gzip: gzipSync(raw, { level: 9 }),
      br: brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    };
  };

  return {
    async send(req, reply) {
      const language = languageOf(req);
      try {
        const user = req.cookies[SESSION_COOKIE] ? await signedIn(app, req) : null;
        if (user) {
          // Drawn for this person alone: kept by nobody (public pages show who is signed in).
          const drawn = await draw(req.url, language, user);
          if (!drawn) return false;
          reply
            .status(drawn.page.status)
            .header('Cache-Control', 'no-store')
            .header('Vary', 'Accept-Language, Cookie')
            .type('text/html; charset=utf-8')
            .send(drawn.text);
          return true;
        }
        const drawn = await kept.get(`${language} ${req.url}`, () => compressed(req.url, language));
        if (!drawn) return false;
        reply
          .status(drawn.status)
          .header('Cache-Control', 'no-cache')
          .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
          .header('ETag', drawn.etag)
          .type('text/html; charset=utf-8');
        if (drawn.status === 200 && req.headers['if-none-match'] === drawn.etag) {
          reply.status(304).send();
          return true;
        }
        const encoding = preferredEncoding(req.headers['accept-encoding']);
        if (encoding) reply.header('Content-Encoding', encoding);
        reply.send(encoding === 'br' ? drawn.br : encoding === 'gzip' ? drawn.gzip : drawn.raw);
        return true;
      } catch (err) {
        // The browser can still draw the page itself from the plain shell.
        req.log.error({ err, url: req.url }, 'drawing a page on the server failed');
        return false;
      }
    },
  };
}

/**
 * The language switch pressed before the app has taken the page over, or without
 * JavaScript (layouts/language-switch.tsx, a form): `?lang=bn|en` on a page's address.
 * The choice is kept in the cookie the app keeps it in, and the browser is sent to the
 * page without it (303), drawn in that language. Answers whether it was.
 */
function languageAsked(req: FastifyRequest, reply: FastifyReply): boolean {
  if (!req.url.includes('lang=')) return false;
  const url = new URL(req.url, 'http://school');
  const asked = url.searchParams.get('lang');
  if (asked !== 'bn' && asked !== 'en') return false;
  url.searchParams.delete('lang');
  reply
    .setCookie('lang', asked, { path: '/', maxAge: 31_536_000, sameSite: 'lax' })
    .header('Cache-Control', 'no-store')
    // One leading slash: '//host' would send the reader to another site.
    .redirect(`/${url.pathname.replace(/^\/+/, '')}${url.search}`, 303);
  return true;
}

/** The reader's language: their choice (the `lang` cookie the switch sets), else Bangla when the browser lists it. */
export function languageOf(req: FastifyRequest): PageLanguage {
  const chosen = req.cookies.lang;
  if (chosen === 'bn' || chosen === 'en') return chosen;
  const listed = (req.headers['accept-language'] ?? '').split(',');
  return listed.some((entry) => /^\s*bn\b/i.test(entry) && !/;\s*q=0(\.0*)?\s*$/.test(entry))
    ? 'bn'
    : 'en';
}

/** br, else gzip, when the browser takes it (and has not refused it with q=0). */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => !/;\s*q=0(\.0*)?$/.test(entry))
      .map((entry) => entry.split(';')[0]!.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** Who the request's session cookie belongs to, as GET /api/session answers. */
async function signedIn(app: FastifyInstance, req: FastifyRequest): Promise<SessionUser | null> {
  const res = await app.inject({
    url: '/api/session',
    headers: { cookie: `${SESSION_COOKIE}=${req.cookies[SESSION_COOKIE]}` },
  });
  return res.statusCode === 200
    ? ((res.json() as { user: SessionUser | null }).user ?? null)
    : null;
}

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
