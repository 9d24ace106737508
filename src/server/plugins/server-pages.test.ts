import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '../../shared/paths.ts';
import { PAGE_DATA_ID } from '../../shared/ssr.ts';
import { withoutReporting } from '../db/changes.ts';
import { notices } from '../db/schema.ts';
import {
  dataOf,
  fontPreload,
  h1Of,
  mainOf,
  ssrEntry,
  styleHash,
  styles,
  textOf,
  webDir,
} from '../test/drawn-pages.ts';
import { makeImage, makeNotice } from '../test/factories.ts';
import { makeAccount, signIn } from '../test/sign-in.ts';
import { createTestApp, describeEachDatabase } from '../test/test-app.ts';

describeEachDatabase(
  'public pages drawn on the server',
  (ctx) => {
    beforeAll(async () => {
      const { db } = ctx().database;
      await makeAccount(db, 'admin', { loginId: 'ssr-admin', name: 'Rahima Khatun' });
      await makeNotice(db, { title: 'Half-yearly examination routine', noticeDate: '2026-06-01' });
    });

    it('draws every public page with its heading and its data, in English', async () => {
      for (const url of publicPaths) {
        const res = await ctx().app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(res.body, url).toContain('<html lang="en">');
        expect(h1Of(mainOf(res.body)), url).not.toBe('');
        expect(res.body, url).not.toMatch(/<title>\s*<\/title>/);
        expect(res.body, url).not.toContain('<noscript>');
        // The frame's data is inside the page, not fetched again.
        expect(res.body, url).not.toContain('as="fetch"');
        const data = dataOf(res.body);
        expect(data?.language, url).toBe('en');
        const keys = data.state.queries.map((q: { queryKey: unknown[] }) => q.queryKey[0]);
        expect(keys, url).toEqual(expect.arrayContaining(['session', 'site']));
      }
      const notices = await ctx().app.inject({ url: '/notice' });
      expect(h1Of(notices.body)).toBe('Notices');
      // The app's code is asked for after the page has painted (public/boot.js); the
      // styles are inside the page, allowed by their hash and nothing else inline.
      expect(notices.body).toContain(
        '<script defer src="/boot.js" data-entry="/assets/index-abc.js" data-preload="/assets/react-def.js"></script>',
      );
      expect(notices.body).not.toContain('type="module"');
      expect(notices.body).not.toContain('rel="modulepreload"');
      expect(notices.body).toContain(`<style>${styles}</style>`);
      // Its link stays, never fetched, so the app's code does not add it again.
      expect(notices.body).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/index-123.css" disabled>',
      );
      expect(notices.body.match(/index-123\.css/g)).toHaveLength(1);
      expect(notices.body.indexOf('<style>')).toBeLessThan(notices.body.indexOf('</head>'));
      const policy = String(notices.headers['content-security-policy']);
      expect(policy).toMatch(
        new RegExp(`(^|;)style-src 'self' ${styleHash.replace(/[+/]/g, '\\$&')}(;|$)`),
      );
      expect(policy).not.toContain('unsafe-inline');
      // Nothing is drawn before the page has been read to its end (the empty element after
      // it): a half-read page laid out with the styles would move as the rest comes. Its
      // data comes after that end: only the app's code reads it.
      expect(notices.body).toContain('<link rel="expect" href="#page-end" blocking="render">');
      const end = notices.body.indexOf('<template id="page-end"></template>');
      expect(end).toBeGreaterThan(notices.body.indexOf('</footer>'));
      expect(notices.body.indexOf('id="page-data"')).toBeGreaterThan(end);
      expect(textOf(mainOf(notices.body))).toContain('Half-yearly examination routine');
      expect(notices.body).toContain('<title>Notices · Our School</title>');
    });

    it('links the stylesheet for a browser that has it (the cookie its file comes with), else carries it', async () => {
      const file = await ctx().app.inject({ url: '/assets/index-123.css' });
      expect(file.statusCode).toBe(200);
      expect(file.body.trim()).toBe(styles);
      expect(file.headers['set-cookie']).toBe(
        'styles=index-123.css; Max-Age=31536000; Path=/; SameSite=Lax',
      );
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const other = await ctx().app.inject({ url: '/assets/gallery-9.css' });
      expect(other.statusCode).toBe(200);
      expect(other.headers['set-cookie']).toBeUndefined();
      const has = await ctx().app.inject({
        url: '/notice',
        headers: { cookie: 'styles=index-123.css; lang=en' },
      });
      expect(h1Of(has.body)).toBe('Notices');
      expect(has.body).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/index-123.css">',
      );
      expect(has.body).not.toContain('<style>');
      expect(has.body).not.toContain('disabled>');
      expect(String(has.headers['content-security-policy'])).not.toContain('sha256');
      // Kept apart from the first visit's page: each variant is drawn and kept as itself.
      const first = await ctx().app.inject({ url: '/notice', headers: { cookie: 'lang=en' } });
      expect(first.body).toContain(`<style>${styles}</style>`);
      expect(first.headers.etag).not.toBe(has.headers.etag);
      // A name of another build's stylesheet: this one is not in that browser's cache.
      const stale = await ctx().app.inject({
        url: '/notice',
        headers: { cookie: 'styles=index-old.css' },
      });
      expect(stale.body).toContain(`<style>${styles}</style>`);
      expect(String(stale.headers['content-security-policy'])).toContain(styleHash);
    });

    it('draws them in Bangla for a reader whose browser asks for it, or who chose it', async () => {
      const asked = await ctx().app.inject({
        url: '/notice',
        headers: { 'accept-language': 'en-GB,bn;q=0.8' },
      });
      expect(asked.body).toContain('<html lang="bn">');
      expect(h1Of(asked.body)).toBe('নোটিশসমূহ');
      expect(dataOf(asked.body).language).toBe('bn');
      const chosen = await ctx().app.inject({
        url: '/notice',
        headers: { 'accept-language': 'bn-BD', cookie: 'lang=en' },
      });
      expect(h1Of(chosen.body)).toBe('Notices');
      const refused = await ctx().app.inject({
        url: '/notice',
        headers: { 'accept-language': 'en, bn;q=0' },
      });
      expect(h1Of(refused.body)).toBe('Notices');
      const bangla = await ctx().app.inject({ url: '/notice', headers: { cookie: 'lang=bn' } });
      expect(h1Of(bangla.body)).toBe('নোটিশসমূহ');
    });

    it('asks for the Bangla font first on a Bangla page, and on no English page', async () => {
      for (const cookie of ['lang=bn', 'lang=bn; styles=index-123.css']) {
        const bangla = await ctx().app.inject({ url: '/notice', headers: { cookie } });
        expect(bangla.body.match(/rel="preload" as="font"/g), cookie).toHaveLength(1);
        // Right after the viewport, before the page's pictures, styles and code.
        expect(bangla.body, cookie).toMatch(
          new RegExp(`<meta name="viewport"[^>]*>\\s*${fontPreload.replace(/[.]/g, '\\.')}`),
        );
        // The font's address is allowed as the page's own.
        expect(String(bangla.headers['content-security-policy']), cookie).toMatch(
          /(^|;)font-src 'self'(;|$)/,
        );
      }
      const english = await ctx().app.inject({ url: '/notice', headers: { cookie: 'lang=en' } });
      expect(english.body).not.toContain('as="font"');
    });

    it('keeps the language switch’s choice when it is pressed before the app has the page (?lang=)', async () => {
      const pressed = await ctx().app.inject({ url: '/notice?page=1&lang=bn' });
      expect(pressed.statusCode).toBe(303);
      expect(pressed.headers.location).toBe('/notice?page=1');
      expect(pressed.headers['cache-control']).toBe('no-store');
      const cookie = String(pressed.headers['set-cookie']);
      expect(cookie).toMatch(/^lang=bn; Max-Age=31536000; Path=\/; SameSite=Lax$/);
      // The page it is sent to, with that cookie, is in Bangla.
      const page = await ctx().app.inject({
        url: '/notice?page=1',
        headers: { cookie: 'lang=bn' },
      });
      expect(h1Of(page.body)).toBe('নোটিশসমূহ');
      // HEAD, the dashboard, the home page and English alike; one leading slash only.
      const head = await ctx().app.inject({ method: 'HEAD', url: '/?lang=en' });
      expect([head.statusCode, head.headers.location]).toEqual([303, '/']);
      expect(String(head.headers['set-cookie'])).toMatch(/^lang=en;/);
      const dashboard = await ctx().app.inject({ url: '/dashboard?lang=bn' });
      expect([dashboard.statusCode, dashboard.headers.location]).toEqual([303, '/dashboard']);
      for (const url of ['/a/..//evil.example?lang=bn', '//evil.example/x?lang=bn']) {
        const elsewhere = await ctx().app.inject({ url });
        expect(elsewhere.headers.location, url).toMatch(/^\/(?!\/)/);
      }
      // Another value is no choice: the page as it is.
      const other = await ctx().app.inject({ url: '/notice?lang=fr' });
      expect(other.statusCode).toBe(200);
      expect(other.headers['set-cookie']).toBeUndefined();
    });

    it('keeps a visitor’s page until a write, then draws it again with the new data', async () => {
      const first = await ctx().app.inject({ url: '/notice' });
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(String(first.headers.vary)).toContain('Accept-Language');
      const again = await ctx().app.inject({ url: '/notice', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const admin = await signIn(ctx().app, 'admin', 'ssr-admin');
      const image = await makeImage(ctx().database.db, ctx().app.files);
      const added = await ctx().app.inject({
        method: 'POST',
        url: '/api/notices',
        headers: { cookie: admin.cookie },
        payload: {
          date: '2026-06-05',
          author: 'Head Teacher',
          title: 'Prize giving day',
          imageId: image.id,
        },
      });
      expect(added.statusCode).toBe(201);
      const after = await ctx().app.inject({ url: '/notice', headers: { 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(textOf(mainOf(after.body))).toContain('Prize giving day');
      expect(after.headers.etag).not.toBe(etag);
    });

    it('keeps a page by the address it reads: a query it does not read is the same kept page', async () => {
      const { app, database } = ctx();
      const first = await app.inject({ url: '/notice' });
      await withoutReporting(() =>
        makeNotice(database.db, { title: 'Written behind the server', noticeDate: '2026-06-06' }),
      );
      for (const url of ['/notice?b=1', '/notice?b=2', '/notice/', '/notice?page=1&utm=x']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers.etag, url).toBe(first.headers.etag);
        expect(res.body, url).not.toContain('Written behind the server');
      }
      app.dropPublicCache();
      expect((await app.inject({ url: '/notice?b=3' })).body).toContain(
        'Written behind the server',
      );
    });

    it('keeps its pages through writes that change nothing a page shows, and keeps no unknown page', async () => {
      const { app, database } = ctx();
      const first = await app.inject({ url: '/history' });
      // Anonymous sign-outs and a stranger's failed sign-in (which counts the failure).
      await app.inject({ method: 'POST', url: '/api/auth/logout' });
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { role: 'admin', loginId: 'ssr-admin', password: 'not the password at all' },
      });
      const again = await app.inject({
        url: '/history',
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      // Every address that is no page is the one kept not-found page: drawn once.
      const unknown = await app.inject({ url: '/nope-1' });
      expect(unknown.statusCode).toBe(404);
      for (const url of ['/nope-2', '/nope-3?x=1', '/a/b/c']) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers.etag, url).toBe(unknown.headers.etag); // the same drawing
      }
      expect((await app.inject({ url: '/NOTICE' })).statusCode).toBe(200);
      // A notice asked for before it exists is not kept as not found.
      const id = '4f1c2a9e-1111-4000-8000-000000000000';
      expect((await app.inject({ url: `/notice/${id}` })).statusCode).toBe(404);
      await withoutReporting(() =>
        makeNotice(database.db, { id, title: 'Sports day', noticeDate: '2026-06-07' }),
      );
      expect((await app.inject({ url: `/notice/${id}` })).statusCode).toBe(200);
    });

    it('draws a signed-in person’s page for them alone, kept by nobody', async () => {
      const admin = await signIn(ctx().app, 'admin', 'ssr-admin');
      const mine = await ctx().app.inject({ url: '/history', headers: { cookie: admin.cookie } });
      expect(mine.statusCode).toBe(200);
      expect(mine.headers['cache-control']).toBe('no-store');
      expect(mine.headers.etag).toBeUndefined();
      expect(mine.body).toContain(`<style>${styles}</style>`);
      expect(String(mine.headers['content-security-policy'])).toContain(styleHash);
      expect(dataOf(mine.body).state.queries).toContainEqual(
        expect.objectContaining({
          queryKey: ['session'],
          state: expect.objectContaining({
            data: { user: expect.objectContaining({ loginId: 'ssr-admin', role: 'admin' }) },
          }),
        }),
      );
      const visitor = await ctx().app.inject({ url: '/history' });
      expect(visitor.body).not.toContain('ssr-admin');
      expect(dataOf(visitor.body).state.queries).toContainEqual(
        expect.objectContaining({
          queryKey: ['session'],
          state: expect.objectContaining({ data: { user: null } }),
        }),
      );
      // A cookie of no session is a visitor.
      const stale = await ctx().app.inject({ url: '/history', headers: { cookie: 'sid=gone' } });
      expect(stale.headers['cache-control']).toBe('no-cache');
    });

    it('keeps a page’s text as text: markup and $-patterns in the school’s data', async () => {
      const { db } = ctx().database;
      const title = '</script><script>alert(1)</script> $& $1 $` <b>';
      await makeNotice(db, { title, noticeDate: '2026-12-31' });
      ctx().app.dropPublicCache();
      const res = await ctx().app.inject({ url: '/notice' });
      expect(res.body).not.toContain('<script>alert(1)');
      expect(textOf(mainOf(res.body))).toContain(title);
      const data = dataOf(res.body);
      expect(JSON.stringify(data)).toContain(title);
    });

    it('answers an unknown address with the not-found page and 404; HEAD like GET', async () => {
      const res = await ctx().app.inject({ url: '/no-such-page' });
      expect(res.statusCode).toBe(404);
      expect(h1Of(res.body)).toMatch(/404/);
      expect(dataOf(res.body)).not.toBeNull();
      const head = await ctx().app.inject({ method: 'HEAD', url: '/notice' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    });

    it('draws a notice’s own page, its head carrying the tags a shared link is shown by', async () => {
      const { database } = ctx();
      const image = await makeImage(database.db, ctx().app.files);
      const notice = await makeNotice(database.db, {
        title: 'Cyclone: the school is closed on 25 October',
        noticeDate: '2026-10-24',
        author: 'Md. Kamrul Islam',
        body: 'Signal 7 is up.\n\nClasses resume on Sunday <if the signal is lowered>.',
        imageId: image.id,
      });
      const res = await ctx().app.inject({
        url: `/notice/${notice.id}`,
        headers: { host: 'school.example' },
      });
      expect(res.statusCode).toBe(200);
      expect(h1Of(res.body)).toBe('Cyclone: the school is closed on 25 October');
      expect(textOf(mainOf(res.body))).toContain(
        'Classes resume on Sunday <if the signal is lowered>.',
      );
      expect(textOf(mainOf(res.body))).toContain('24 October 2026');
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain(
        '<title>Cyclone: the school is closed on 25 October · Our School</title>',
      );
      expect(head).toContain('<meta property="og:site_name" content="Our School"/>');
      expect(head).toContain('<meta property="og:type" content="article"/>');
      expect(head).toContain(
        '<meta property="og:title" content="Cyclone: the school is closed on 25 October"/>',
      );
      expect(head).toContain(
        '<meta property="og:description" content="24 October 2026: Signal 7 is up. Classes resume on Sunday &lt;if the signal is lowered&gt;."/>',
      );
      expect(head).toContain(
        `<meta property="og:url" content="http://school.example/notice/${notice.id}"/>`,
      );
      // A JPEG of its picture (not every messaging app previews WebP), made when first asked for.
      expect(head).toContain(
        `<meta property="og:image" content="http://school.example/uploads/${image.id}-1200.jpg"/>`,
      );
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      // Its picture is the first thing asked for after the page: its preload comes straight
      // after the viewport, before the frame's small pictures (the drawn বাংলা, the logo).
      const links = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
      expect(links[0]).toContain('fetchPriority="high"');
      expect(links[0]).toContain(`/uploads/${image.id}-240.webp`);
      expect(links.filter((link) => link.includes('fetchPriority="high"'))).toHaveLength(1);
      expect(head.indexOf(links[0]!)).toBeLessThan(head.indexOf('bangla-label'));
      expect(head.slice(0, head.indexOf(links[0]!))).toMatch(/<meta name="viewport"[^>]*>\s*$/);
      expect(mainOf(res.body)).not.toContain('<meta');
      // The notice's data is in the page: the app takes it over without asking again.
      const keys = dataOf(res.body).state.queries.map((q: { queryKey: unknown[] }) => q.queryKey);
      expect(keys).toContainEqual(['notices', 'one', notice.id]);

      // Another of the site's names (SITE_URL) is drawn for it alone, not into others'
      // pages; a name that is not the site's is refused (allowed-hosts.ts).
      const other = await ctx().app.inject({
        url: `/notice/${notice.id}`,
        headers: { host: 'www.school.example' },
      });
      expect(other.body).toContain('content="http://www.school.example/notice/');
      const refused = await ctx().app.inject({
        url: `/notice/${notice.id}`,
        headers: { host: 'evil.example' },
      });
      expect(refused.statusCode).toBe(421);
      const again = await ctx().app.inject({
        url: `/notice/${notice.id}`,
        headers: { host: 'school.example' },
      });
      expect(again.body).not.toContain('www.school.example');
      expect(again.body).toContain('content="http://school.example/notice/');

      const bangla = await ctx().app.inject({
        url: `/notice/${notice.id}`,
        headers: { cookie: 'lang=bn' },
      });
      expect(bangla.body).toContain('<html lang="bn">');
      expect(textOf(mainOf(bangla.body))).toContain('২৪ অক্টোবর ২০২৬');
      expect(bangla.body).toContain('<meta property="og:description" content="২৪ অক্টোবর ২০২৬: ');
    });

    it('answers a notice that does not exist, or an address that is no notice, with the not-found page and 404', async () => {
      for (const url of [
        '/notice/4f1c2a9e-0000-4000-8000-000000000000',
        '/notice/not-an-id',
        '/notice/%E0%A6%85',
      ]) {
        const res = await ctx().app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(h1Of(res.body), url).toMatch(/404/);
        expect(res.body, url).not.toContain('og:title');
      }
      const deeper = await ctx().app.inject({ url: '/notice/a/b' });
      expect(deeper.statusCode).toBe(404);
    });

    it('draws the urgent notice’s banner into every public page until its day', async () => {
      const { database, app } = ctx();
      const pinned = await makeNotice(database.db, {
        title: 'Exam of 12 November moved to 19 November',
        noticeDate: '2026-11-10',
        pinnedUntil: '2099-12-31',
      });
      app.dropPublicCache();
      const link = `href="/notice/${pinned.id}"`;
      for (const url of ['/', '/history', '/notice', `/notice/${pinned.id}`, '/no-such-page']) {
        const res = await app.inject({ url });
        expect(res.body, url).toContain('<aside aria-label="Urgent notice"');
        expect(res.body, url).toContain(link);
      }
      const bangla = await app.inject({ url: '/history', headers: { cookie: 'lang=bn' } });
      expect(bangla.body).toContain('<aside aria-label="জরুরি নোটিশ"');
      await database.db
        .update(notices)
        .set({ pinnedUntil: '2026-01-01' })
        .where(eq(notices.id, pinned.id));
      app.dropPublicCache();
      const after = await app.inject({ url: '/history' });
      expect(after.body).not.toContain('Urgent notice');
      expect(after.body).not.toContain(link);
    });

    it('compresses a kept page once, for br and gzip alike', async () => {
      const plain = await ctx().app.inject({ url: '/history' });
      const gz = await ctx().app.inject({
        url: '/history',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      const br = await ctx().app.inject({
        url: '/history',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    });

    it('leaves the dashboard to the browser: the plain shell', async () => {
      const res = await ctx().app.inject({ url: '/dashboard/blogs' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain(`id="${PAGE_DATA_ID}"`);
      // Its stylesheet is a file, fetched once and kept; no inline style is allowed.
      expect(res.body).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/index-123.css">',
      );
      expect(res.body).not.toContain('<style>');
      expect(String(res.headers['content-security-policy'])).not.toContain('sha256');
    });
  },
  { webDir, ssrEntry, siteHosts: ['school.example', 'www.school.example'] },
);

describe('public pages when the server cannot draw them', () => {
  it('sends the plain shell when the renderer fails or is missing', async () => {
    const broken = path.join(webDir, 'broken-renderer.mjs');
    fs.writeFileSync(
      broken,
      'export const createPageRenderer = () => ({ render: async () => { throw new Error("broken"); } });',
    );
    for (const entry of [broken, path.join(webDir, 'missing.js')]) {
      const test = await createTestApp('pglite', { webDir, ssrEntry: entry });
      try {
        const res = await test.app.inject({ url: '/notice' });
        expect(res.statusCode, entry).toBe(200);
        expect(res.body, entry).toContain('<div id="root"></div>');
        expect(res.body, entry).toContain('<noscript>');
      } finally {
        await test.close();
      }
    }
  });
});
