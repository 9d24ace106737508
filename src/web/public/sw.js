/*
 * The site's service worker: the public pages stay readable offline (PRODUCT.md: parents
 * on cheap phones and patchy mobile data). Copied as it is into the build (no build step,
 * no library); registered by main.tsx after the page has loaded.
 *
 * - Pages (navigations): the network first, and each public page's HTML kept as it came
 *   (the server draws it whole, src/web/entry-server.tsx, so a kept page paints at once);
 *   offline, the kept copy of that page, else the plain app shell (/index.html), which
 *   draws the page from kept data.
 * - With a new version of the site (at install, or when a page names another entry
 *   script): the shell, its assets and offline.json's list (the notices, class routine and
 *   syllabus pages, their code and data), so they open offline after one visit of any page.
 * - Hashed assets (/assets/): kept as they are fetched, served from the cache (they never change).
 * - Public GET API answers on the list below, and the document files opened: the network
 *   first, the kept copy when the network fails.
 * - Uploaded images seen on public pages: kept, served from the cache (their names never change).
 *
 * Nothing else is ever stored: not /api/session, not /api/profile, no dashboard page or
 * list, no page drawn for a signed-in person (the server sends those no-store), no image
 * seen on a dashboard screen, nothing but GET. Change VERSION to drop every kept copy
 * (when the kept answers change shape).
 */
const VERSION = 2;
const SHELL = `shell-v${VERSION}`;
const PAGES = `pages-v${VERSION}`;
const ASSETS = `assets-v${VERSION}`;
const DATA = `data-v${VERSION}`;
const IMAGES = `images-v${VERSION}`;
/** At most this many entries per cache, the oldest dropped first (cheap phones have little room). */
const LIMITS = { [SHELL]: 1, [PAGES]: 40, [ASSETS]: 200, [DATA]: 150, [IMAGES]: 120 };
/** The plain app shell: the page the browser draws alone. */
const SHELL_URL = '/index.html';

/** The public API: answers that are the same for every visitor, signed in or not. */
const PUBLIC_API = [
  /^\/api\/site$/,
  /^\/api\/messages$/,
  /^\/api\/content\/[\w-]+$/,
  /^\/api\/events$/,
  /^\/api\/notices$/,
  /^\/api\/documents$/,
  /^\/api\/documents\/[\w-]+\/(view|download)$/,
  /^\/api\/teachers$/,
  /^\/api\/staff$/,
  /^\/api\/albums$/,
  /^\/api\/albums\/[\w-]+$/,
  // Which classes take applications: the admission form opens offline with its kept answers.
  /^\/api\/admissions\/season$/,
  // The exams with published results: the results page opens offline with its choices.
  // Never a lookup (/api/results/lookup): a family's marksheet is not kept on the device.
  /^\/api\/results$/,
];
/** Files of public/ the pages use. */
const STATIC = /^\/(favicon\.svg|manifest\.webmanifest|boot\.js|icons\/[\w.-]+\.png)$/;

const isDashboard = (pathname) => pathname === '/dashboard' || pathname.startsWith('/dashboard/');

/** Which cache keeps this URL when fetched by a page at `from`, or null: not kept. */
function cacheFor(url, from) {
  if (url.origin !== self.location.origin) return null;
  const path = url.pathname;
  if (path.startsWith('/assets/')) return ASSETS;
  if (PUBLIC_API.some((pattern) => pattern.test(path)) || STATIC.test(path)) return DATA;
  if (path.startsWith('/uploads/') && !isDashboard(from)) return IMAGES;
  return null;
}

/** Only whole, successful, same-origin answers the server lets be stored. */
function storable(response) {
  return (
    !!response &&
    response.status === 200 &&
    response.type === 'basic' &&
    !/no-store|private/i.test(response.headers.get('Cache-Control') ?? '')
  );
}

/**
 * Lets go of an answer that is not kept: its body unread would hold its connection, and a
 * browser has six to the site (a signed-in reader's pages and answers are never kept, and
 * the site would stop loading for them).
 */
const drop = (response) => response?.body?.cancel().catch(() => undefined);

async function keep(name, key, response) {
  const cache = await caches.open(name);
  await cache.put(key, response);
  const keys = await cache.keys();
  const extra = keys.length - (LIMITS[name] ?? 100);
  for (const old of keys.slice(0, Math.max(0, extra))) await cache.delete(old);
}

/** Fetches and keeps a URL the page loaded before this worker controlled it. */
async function remember(href, from) {
  let url;
  try {
    url = new URL(href, self.location.origin);
  } catch {
    return;
  }
  const name = cacheFor(url, from);
  if (!name || (await caches.match(url.href, { cacheName: name, ignoreVary: true }))) return;
  // Mostly answered by the browser's HTTP cache: the page has just loaded it.
  const response = await fetch(url.href).catch(() => null);
  if (storable(response)) await keep(name, url.href, response);
  else await drop(response);
}

/**
 * The entry script a page or the shell loads: a new version of the site has a new one (a
 * page the server drew names it to public/boot.js, data-entry).
 */
const entryOf = (html) =>
  html.match(/\sdata-entry="([^"]+)"/)?.[1] ?? html.match(/<script[^>]*\ssrc="([^"]+)"/)?.[1];

/**
 * When `html` (a page just fetched, or nothing at install) comes from a version of the site
 * this worker has not kept yet: keeps the new shell and fetches what offline reading needs
 * with it: the assets it loads and offline.json's list (the notices, class routine and
 * syllabus pages with their code and data, vite.config.ts), so they open offline after one
 * visit of any page.
 */
async function refresh(html) {
  const kept = await caches.match(SHELL_URL, { cacheName: SHELL });
  if (kept && html && entryOf(await kept.text()) === entryOf(html)) return;
  const shell = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!storable(shell)) return drop(shell);
  const text = await shell.clone().text();
  await keep(SHELL, SHELL_URL, shell);
  const assets = [...text.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const list = await fetch('/offline.json', { cache: 'no-cache' })
    .then((r) => (r.ok ? r.json() : drop(r).then(() => ({}))))
    .catch(() => ({}));
  const more = ['/boot.js', ...(list.files ?? []), ...(list.data ?? [])];
  await Promise.all([
    ...[...assets, ...more].map((href) => remember(href, '/').catch(() => {})),
    ...(list.pages ?? []).map((href) => keepPageAt(href).catch(() => {})),
  ]);
}

/** Fetches and keeps a public page (in the reader's language: the request carries their cookie). */
async function keepPageAt(href) {
  const response = await fetch(href, { cache: 'no-cache' });
  if (isPage(response)) await keep(PAGES, href, response);
  else await drop(response);
}

/** A whole public page the server drew, and may be kept. */
const isPage = (response) =>
  storable(response) && !!response.headers.get('Content-Type')?.includes('text/html');

/** Where a page's copy is kept: its address without the fragment. */
const pageKey = (url) => url.pathname + url.search;

self.addEventListener('install', (event) => {
  self.skipWaiting();
  // Offline while installing: the caches fill as pages are read instead.
  event.waitUntil(refresh(null).catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const wanted = new Set(Object.keys(LIMITS));
      for (const name of await caches.keys()) if (!wanted.has(name)) await caches.delete(name);
      await self.registration.navigationPreload?.enable();
      await self.clients.claim();
    })(),
  );
});

/**
 * main.tsx: `{ cache: [urls] }`, what the page fetched before this worker took control,
 * and the page itself (a public page is kept like any page this worker sees fetched: the
 * request asks the server again, which answers 304 from the browser's copy).
 */
self.addEventListener('message', (event) => {
  const urls = event.data?.cache;
  if (!Array.isArray(urls)) return;
  const source = event.source?.url ? new URL(event.source.url) : null;
  const from = source?.pathname ?? '';
  event.waitUntil(
    Promise.all([
      ...urls.slice(0, 300).map((href) => remember(String(href), from).catch(() => {})),
      source && !isDashboard(from) ? keepPageAt(pageKey(source)).catch(() => {}) : null,
    ]),
  );
});

/** A page: the network first; offline, the kept copy of this page, else the plain shell. */
async function page(event) {
  const url = new URL(event.request.url);
  try {
    const response = (await event.preloadResponse) ?? (await fetch(event.request));
    if (isPage(response) && !isDashboard(url.pathname)) {
      const copy = response.clone();
      event.waitUntil(
        (async () => {
          await refresh(await copy.clone().text());
          await keep(PAGES, pageKey(url), copy);
        })().catch(() => {}),
      );
    }
    return response;
  } catch {
    const kept = isDashboard(url.pathname)
      ? null
      : await caches.match(pageKey(url), { cacheName: PAGES, ignoreVary: true });
    return (
      kept ??
      (await caches.match(SHELL_URL, { cacheName: SHELL, ignoreVary: true })) ??
      Response.error()
    );
  }
}

async function networkFirst(event, name) {
  try {
    const response = await fetch(event.request);
    if (storable(response)) event.waitUntil(keep(name, event.request, response.clone()));
    return response;
  } catch {
    const kept = await caches.match(event.request, { cacheName: name, ignoreVary: true });
    return kept ?? Response.error();
  }
}

async function cacheFirst(event, name) {
  const kept = await caches.match(event.request, { cacheName: name, ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (storable(response)) event.waitUntil(keep(name, event.request, response.clone()));
  return response;
}

/** An uploaded image: kept only when a public page showed it (not a dashboard's photos). */
async function image(event) {
  const client = event.clientId ? await self.clients.get(event.clientId) : null;
  const from = client ? new URL(client.url).pathname : '';
  if (isDashboard(from)) return fetch(event.request);
  return cacheFirst(event, IMAGES);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || request.headers.has('Range')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (request.mode === 'navigate' && !path.startsWith('/api/') && !path.startsWith('/uploads/'))
    event.respondWith(page(event));
  else if (path.startsWith('/assets/')) event.respondWith(cacheFirst(event, ASSETS));
  else if (path.startsWith('/uploads/')) event.respondWith(image(event));
  else if (cacheFor(url, '') === DATA) event.respondWith(networkFirst(event, DATA));
  // Everything else (the session, the dashboard's data, every write) goes to the network untouched.
});
