import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
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

    it('compresses the pages, the home page and the others alike', async () => {
      for (const url of ['/', '/history', '/notice', '/dashboard/blogs']) {
        const res = await ctx().app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBe('gzip');
      }
    });

    it('sends the plain index.html to the home page, other pages and unknown addresses', async () => {
      for (const [url, status] of [
        ['/', 200],
        ['/notice', 200],
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
