import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { pageData } from '../../shared/page-data.ts';
import { publicPaths } from '../../shared/paths.ts';
import { describeEachDatabase } from '../test/test-app.ts';

// A built app as the build writes it, with route-preloads.json (vite.config.ts, routePreloads).
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-web-preloads-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  `<!doctype html><html><head><title>Home</title><!-- ${'x'.repeat(2000)} --></head><body><div id="root"></div></body></html>`,
);
fs.writeFileSync(
  path.join(webDir, 'route-preloads.json'),
  JSON.stringify({
    '/history': ['/assets/history-abc.js', '/assets/page-def.js'],
    '/images': ['/assets/images-123.js', '/assets/gallery-456.css'],
  }),
);

describeEachDatabase(
  'the app shell of each page',
  (ctx) => {
    it("lists a lazily loaded page's own code in its HTML, for the browser to fetch at once", async () => {
      for (const url of ['/history', '/history/']) {
        const res = await ctx().app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain(
          '<link rel="modulepreload" crossorigin href="/assets/history-abc.js">',
        );
        expect(res.body).toContain(
          '<link rel="modulepreload" crossorigin href="/assets/page-def.js">',
        );
        expect(res.body.indexOf('history-abc.js')).toBeLessThan(res.body.indexOf('</head>'));
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      const images = await ctx().app.inject({ url: '/images' });
      expect(images.body).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/gallery-456.css">',
      );
    });

    it('lists the data each page shows first, as the page fetches it, beside its code', async () => {
      const history = await ctx().app.inject({ url: '/history' });
      expect(history.body).toContain(
        '<link rel="preload" href="/api/content/history" as="fetch" crossorigin="anonymous">',
      );
      const home = await ctx().app.inject({ url: '/' });
      expect(home.body).toContain(
        '<link rel="preload" href="/api/events?page=0&amp;size=5" as="fetch" crossorigin="anonymous">',
      );
      for (const url of publicPaths) {
        const { body } = await ctx().app.inject({ url });
        const head = body.slice(0, body.indexOf('</head>'));
        const preloaded = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="fetch"/g)].map(
          (m) => m[1]!.replaceAll('&amp;', '&'),
        );
        expect(preloaded, url).toEqual(pageData[url] ?? []);
        // Each one has a route: a preload of an address the server does not know is a
        // wasted request (this test database has no albums, so 'No such album.' is fine).
        for (const api of preloaded) {
          const res = await ctx().app.inject({ url: api });
          expect(res.body, api).not.toContain('No route');
          expect(res.statusCode, api).toBeLessThan(500);
        }
      }
    });

    it('leaves the data out when the address has a query: the page may fetch other data then', async () => {
      const res = await ctx().app.inject({ url: '/sportGallery?album=annual-sports' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('/api/albums/sport');
      expect(res.body).not.toContain('as="fetch"');
    });

    it('compresses the pages, the home page and the others alike', async () => {
      for (const url of ['/', '/history', '/notice', '/dashboard/blogs']) {
        const res = await ctx().app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe('gzip');
      }
    });

    it('sends the plain index.html to pages without their own code or data, and to unknown addresses', async () => {
      for (const [url, status] of [
        ['/contact', 200],
        ['/studentLogin', 200],
        ['/no-such-page', 404],
      ] as const) {
        const res = await ctx().app.inject({ url });
        expect(res.statusCode, url).toBe(status);
        expect(res.body, url).toContain('<div id="root">');
        expect(res.body, url).not.toContain('modulepreload');
      }
    });
  },
  { webDir },
);
