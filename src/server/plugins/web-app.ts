import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageData } from '../../shared/page-data.ts';
import { pageAddress } from '../../shared/page-query.ts';
import { isAppPath, itemPageOf, itemPaths, paths, publicPaths } from '../../shared/paths.ts';
import type { SessionUser } from '../../shared/schemas/auth.ts';
import {
  type CreatePageRenderer,
  PAGE_DATA_ID,
  PAGE_END_ID,
  type PageFormAnswer,
  type PageLanguage,
  type RenderedPage,
} from '../../shared/ssr.ts';
import { SESSION_COOKIE } from './auth.ts';
import { Compressed, sendCompressed } from './encodings.ts';
import { admissionFormAnswer, pageFormOf } from './page-forms.ts';
import { sizeOfBody } from './public-cache.ts';

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
    const publicSheet = inlineStyles(indexHtml.toString('utf8'), opts.webDir).name;
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
        // The browser now keeps the public stylesheet: its drawn pages may link it rather
        // than carry it (inlineStyles). The file comes once: the service worker fetches it
        // when it installs, after the first page has loaded, and every plain shell links it.
        if (name.replace(/\.(br|gz)$/, '') === publicSheet)
          res.header(
            'Set-Cookie',
            `${STYLES_COOKIE}=${publicSheet}; Max-Age=31536000; Path=/; SameSite=Lax`,
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
      ? await serverPages(app, opts.ssrEntry, indexHtml.toString('utf8'), {
          preloadsFile,
          webDir: opts.webDir,
        })
      : null;
    if (opts.ssrEntry && !pages)
      app.log.warn(`No server renderer at ${opts.ssrEntry}: pages are drawn by the browser alone.`);
    const sendPage = async (req: FastifyRequest, reply: FastifyReply, status = 200) => {
      if (languageAsked(req, reply)) return reply;
      if (pages && (await pages.send(req, reply))) return reply;
      return sendShellOf(req, reply, status);
    };
    for (const page of [
      ...publicPaths,
      ...Object.values(itemPaths),
      paths.dashboard,
      `${paths.dashboard}/*`,
    ])
      app.get(page, (req, reply) => sendPage(req, reply));
    // The admission form sent as a plain HTML form (before its code, or without JavaScript):
    // answered with the page drawn again, the slip or the form with its refusals (page-forms.ts).
    if (pages)
      app.post(paths.onlineAdmission, { schema: { hide: true } }, async (req, reply) => {
        const answer = await admissionFormAnswer(app, req, reply, languageOf(req));
        if (await pages.send(req, reply, answer)) return reply;
        throw new Error('The admission page could not be drawn');
      });
    app.decorate('appShell', (req: FastifyRequest, reply: FastifyReply) => {
      const url = req.url.split('?')[0] ?? '/';
      if (req.method !== 'GET' || url.startsWith('/api/') || url.startsWith('/uploads/'))
        return false;
      void sendPage(req, reply, isAppPath(url) ? 200 : 404);
      return true;
    });
  },
);

/** A page kept for visitors; `shared`: the not-found page, kept for every address that is no page. */
type Drawn = { status: number; etag: string; body: Compressed; shared: boolean };

/** The address the not-found page is drawn at for every address that is no page of the app. */
const NOT_FOUND = '/404';

const pagesAnyCase = new Set(publicPaths.map((page) => page.toLowerCase()));
/** Whether an address may be a page of the app, whatever its case (the router's match ignores case). */
function isPageAnyCase(pathname: string): boolean {
  const clean = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
  return (
    pagesAnyCase.has(clean) ||
    itemPageOf(clean) !== null ||
    clean === paths.dashboard.toLowerCase() ||
    clean.startsWith(`${paths.dashboard.toLowerCase()}/`)
  );
}

/**
 * Public pages drawn on the server (src/web/entry-server.tsx, built into dist/ssr): their
 * HTML carries the page's content in the reader's language and the data it was drawn
 * from, so a phone paints and reads it before the app's script arrives, and the app takes
 * it over without fetching again. A visitor's pages are kept per address and language,
 * compressed once, until a table they were drawn from changes (in every process, as
 * public-cache.ts does); a signed-in person's are drawn for them and never kept.
 */
async function serverPages(
  app: FastifyInstance,
  ssrEntry: string,
  template: string,
  { preloadsFile, webDir }: { preloadsFile: string; webDir: string },
): Promise<{
  send: (req: FastifyRequest, reply: FastifyReply, form?: PageFormAnswer) => Promise<boolean>;
} | null> {
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
  const sheet = inlineStyles(template, webDir);
  const font = banglaFontPreload(template, webDir);
  const frameOf = (html: string) =>
    html
      .replace(/\s*<!--[\s\S]*?-->/g, '')
      .replace(/\s*<link rel="preload" href="\/api\/[^"]*" as="fetch"[^>]*>/g, '')
      .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
      .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  const frames = { inline: frameOf(sheet.inline), linked: frameOf(template) };
  // Replaced by functions: a page's text may hold `$&` and the like.
  const html = (page: RenderedPage, language: PageLanguage, pathname: string, inline: boolean) => {
    const files = [
      ...(code[itemPageOf(pathname)?.pattern ?? pathname] ?? []),
      ...(language === 'bn' ? (code['lang:bn'] ?? []) : []),
    ];
    const styles = files.filter((file) => file.endsWith('.css'));
    const scripts = [...appPreloads, ...files.filter((file) => !file.endsWith('.css'))];
    const links = [
      // No frame before the whole page has been read (up to the empty element at its end):
      // with its styles read first (inlineStyles), Chromium would lay out a half-read top bar
      // or list, then move it when the rest arrives (a layout shift, counted even before the
      // first paint). Not up to the page's data after it, which only the app's code reads:
      // on slow data the page is on the screen while its data (2 to 7 KB gzipped) still
      // comes, and a reader can use its forms (they work without the code).
      `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`,
      ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`),
      ...(entry
        ? [
            `<script defer src="/boot.js" data-entry="${entry}" data-preload="${scripts.join(' ')}"></script>`,
          ]
        : []),
    ].join('\n    ');
    return (
      (inline ? frames.inline : frames.linked)
        .replace(/<html lang="[^"]*">/, () => `<html lang="${language}">`)
        // A Bangla page's font is asked for first (banglaFontPreload), then the main
        // picture, before the frame's small pictures (the logo, the drawn বাংলা): on
        // HTTP/1.1 they take the page's own warmed-up connection and the next, and on slow
        // data they do not share the first round trips with the small ones.
        .replace(/<meta name="viewport"[^>]*>/, (viewport) =>
          [
            viewport,
            ...(language === 'bn' && font ? [font] : []),
            ...(page.first ? [page.first] : []),
          ].join('\n    '),
        )
        .replace(
          /<title>[^<]*<\/title>/,
          () => `<title>${page.title}</title>${page.head}${links ? `\n    ${links}` : ''}`,
        )
        .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${page.body}</div>\n    <template id="${PAGE_END_ID}"></template>\n    <script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>`,
        )
    );
  };
  const draw = async (
    url: string,
    language: PageLanguage,
    user: SessionUser | null,
    inline: boolean,
    origin: string,
    form?: PageFormAnswer,
  ) => {
    const page = await renderer.render({ url, language, user, origin, form });
    if (!page) return null;
    const pathname = url.split('?')[0]!.replace(/(.)\/+$/, '$1');
    return { page, text: html(page, language, pathname, inline) };
  };
  // Only pages that are there are kept, and the one not-found page every address that is
  // no page gets (its text names no address); a notice that is not there is drawn each
  // time it is asked for and pushes nothing out. The least recently used goes first.
  const kept = app.memo<Drawn | null>({
    maxEntries: 400,
    maxBytes: 40 * 1024 * 1024,
    sizeOf: (drawn) => (drawn ? sizeOfBody(drawn.body) : 0),
    keepUntil: (drawn, now) =>
      drawn?.status === 200 || (drawn?.status === 404 && drawn.shared) ? Infinity : now,
  });
  const compressed = async (
    url: string,
    language: PageLanguage,
    inline: boolean,
    origin: string,
  ): Promise<Drawn | null> => {
    const drawn = await draw(url, language, null, inline, origin);
    if (!drawn) return null;
    const raw = Buffer.from(drawn.text);
    // Compressed quickly for the first readers (brotli at 9 took a second of CPU for the
    // home page; at 4, 20 ms), then again at the best level in the background, which
    // the page's later readers get: a kept page is read many times.
    const body = new Compressed(raw, 'quick');
    if (drawn.page.status === 200) body.improveLater();
    return {
      status: drawn.page.status,
      shared: url === NOT_FOUND,
      etag: `"${createHash('sha256').update(raw).digest('base64url').slice(0, 27)}"`,
      body,
    };
  };

  return {
    async send(req, reply, form) {
      const language = languageOf(req);
      const inline = sheet.source !== null && req.cookies[STYLES_COOKIE] !== sheet.name;
      // The site's own address (SITE_URL) for a shared link's, else the one the reader reached.
      const origin = app.config.siteUrl ?? originOf(req);
      try {
        const user = req.cookies[SESSION_COOKIE] ? await signedIn(app, req) : null;
        // A form sent to its page (page-forms.ts): drawn with its answer for this reader
        // alone and kept by nobody, as a signed-in person's pages are (public pages show
        // who is signed in).
        const answer = form ?? (await pageFormOf(app, req, reply, req.url.split('?')[0]!));
        if (user || answer) {
          const drawn = await draw(req.url, language, user, inline, origin, answer ?? undefined);
          if (!drawn) return false;
          if (inline) allowStyle(reply, sheet.source);
          reply
            .status(answer && answer.status >= 400 ? answer.status : drawn.page.status)
            .header('Cache-Control', 'no-store')
            .header('Vary', 'Accept-Language, Cookie')
            .type('text/html; charset=utf-8')
            .send(drawn.text);
          return true;
        }
        // Kept per origin too: a page's head names the site's address (a shared notice's
        // og:url), and a request naming another host must not change what others are sent.
        // Drawn and kept by the address as the page reads it: `/?b=1` is the home page,
        // and every address that is no page (`/nope-1`, `/nope-2`…) is the one not-found page.
        const address = isPageAnyCase(req.url.split('?')[0]!) ? pageAddress(req.url) : NOT_FOUND;
        const drawn = await kept.get(
          `${origin} ${language} ${inline ? 'inline' : 'linked'} ${address}`,
          () => compressed(address, language, inline, origin),
        );
        if (!drawn) return false;
        if (inline) allowStyle(reply, sheet.source);
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
        await sendCompressed(req, reply, drawn.body);
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
 * The cookie the public stylesheet's file comes with: the browser keeps the file (its
 * value: the file's name, which changes with its content).
 */
const STYLES_COOKIE = 'styles';

/**
 * The public pages' stylesheet inside a drawn page, in place of its link, on a browser's
 * first visit. On a parent's phone (400 ms latency, 400 kbit/s) the link cost a round trip
 * more before anything could paint, with the stylesheet sharing the connection with the
 * page's pictures: the first text came at 1.6 to 1.9 s; inside the page, which comes
 * first and whole, it is read with the page (0.9 to 1.0 s). The whole sheet, not each
 * page's share of it: nothing is switched on after the first paint (another stylesheet
 * switched on would make Chromium rebuild the Bangla font, docs/performance.md), and the
 * dashboard's sheet (dashboard.css) joins it as it joined the link. Its urls are absolute
 * (/assets/…), so they read the same from any page. The `<style>` is allowed by its hash
 * in the page's Content-Security-Policy.
 *
 * Once the browser has the file (it comes with the cookie `styles`: the service worker
 * fetches it when it installs, after the first page has loaded), pages link it again:
 * 13 KB less of every later page, styled from the browser's cache. The plain shell (the
 * dashboard, a page the browser draws alone) always links it. Without the build's
 * stylesheet, the frame is the template as it is.
 */
function inlineStyles(
  template: string,
  webDir: string,
): { inline: string; source: string | null; name: string } {
  const sheet = publicSheet(template, webDir);
  const none = { inline: template, source: null, name: '' };
  if (!sheet) return none;
  const { link, file, css } = sheet;
  // Never the case for the build's own CSS: a `</style` would end the element early.
  if (/<\/style/i.test(css)) return none;
  return {
    // The link stays, disabled (so never fetched): a page's code loaded later lists this
    // stylesheet among what it needs, and Vite's loader adds a link for it unless the page
    // has one already (a second download and style pass).
    inline: template.replace(
      link[0],
      () => `<style>${css}</style>\n    ${link[0].replace('>', ' disabled>')}`,
    ),
    source: `'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    name: path.basename(file),
  };
}

/** The public pages' stylesheet the build links in index.html: its link, its file and its text. */
function publicSheet(
  template: string,
  webDir: string,
): { link: RegExpMatchArray; file: string; css: string } | null {
  const link = template.match(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/);
  const file = link && path.join(webDir, link[1]!);
  if (!link || !file || !fs.existsSync(file)) return null;
  return { link, file, css: fs.readFileSync(file, 'utf8').trim() };
}

/**
 * The preload of the site's Bangla font (styles.css, "Noto Sans Bengali Web"), by its
 * hashed address in the built stylesheet, for a Bangla page's head; '' without one. A
 * phone without a Bangla font of its own shows boxes for every letter until the font has
 * come. Without the preload it asks for it once it lays the page out, and the font then
 * shares the slow connection with the page's pictures and the app's code: on the slow
 * phone (docs/performance.md, "The Bangla font") it came at 3.2 to 4.2 s, preloaded at
 * 2.4 to 3.4 s. A phone with a Bangla font of its own downloads it too (the server cannot
 * know): its first paint came up to 0.2 s later. An English page has no preload: its
 * Bangla, if any, is the school's texts, which ask for the font themselves.
 */
function banglaFontPreload(template: string, webDir: string): string {
  const url = publicSheet(template, webDir)?.css.match(
    /url\(["']?(\/assets\/noto-sans-bengali-400-[\w-]+\.woff2)["']?\)/,
  )?.[1];
  return url ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">` : '';
}

/** Lets the reply's page use its inline `<style>`: its hash joins the policy's style-src. */
function allowStyle(reply: FastifyReply, source: string | null) {
  const policy = reply.getHeader('content-security-policy');
  if (!source || typeof policy !== 'string') return;
  reply.header(
    'content-security-policy',
    /(^|;)\s*style-src\b/.test(policy)
      ? policy.replace(/((?:^|;)\s*style-src\b[^;]*)/, `$1 ${source}`)
      : `${policy};style-src 'self' ${source}`,
  );
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

/**
 * The site's origin as the reader reached it (behind a trusted proxy, as the proxy says:
 * TRUST_PROXY), for the whole addresses a shared link needs. A host that is no host name
 * gives the request's own address.
 */
function originOf(req: FastifyRequest): string {
  const host = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(req.host)
    ? req.host.toLowerCase()
    : 'localhost';
  return `${req.protocol === 'https' ? 'https' : 'http'}://${host}`;
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
