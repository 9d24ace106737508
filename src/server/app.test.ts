import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './test/test-app.ts';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-web-'));
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(webDir, 'assets', 'index-abc123.js'),
  `console.log(${JSON.stringify('x'.repeat(4000))});`,
);
fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
fs.writeFileSync(path.join(webDir, 'assets', 'app-def456.js'), 'x'.repeat(5000));
fs.writeFileSync(path.join(webDir, 'assets', 'app-def456.js.br'), 'precompressed brotli bytes');
fs.writeFileSync(path.join(webDir, 'sw.js'), "self.addEventListener('fetch', () => {});");
fs.writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"School"}');

describeEachDatabase(
  'the app',
  (ctx) => {
    it('answers health with the database kind', async () => {
      const res = await ctx().app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: ctx().database.kind });
    });

    it('sends a strict Content-Security-Policy and the other security headers', async () => {
      const res = await ctx().app.inject({ url: '/home' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('serves the app shell for known routes (200) and unknown ones (404), never cached', async () => {
      for (const url of ['/', '/home', '/notice', '/dashboard/blogs']) {
        const res = await ctx().app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<div id="root">');
        expect(res.headers['cache-control']).toBe('no-cache');
      }
      const missing = await ctx().app.inject({ url: '/no-such-page' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<div id="root">');
    });

    it('caches hashed assets for a year and compresses them', async () => {
      const res = await ctx().app.inject({
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-encoding']).toBe('gzip');
      const icon = await ctx().app.inject({ url: '/favicon.svg' });
      expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    });

    it('serves the service worker and the manifest revalidated, with their types, and lets the worker run', async () => {
      const sw = await ctx().app.inject({ url: '/sw.js' });
      expect(sw.statusCode).toBe(200);
      expect(sw.headers['cache-control']).toBe('no-cache');
      expect(sw.headers['content-type']).toMatch(/^text\/javascript/);
      const manifest = await ctx().app.inject({ url: '/manifest.webmanifest' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      const csp = String(sw.headers['content-security-policy']);
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
    });

    it('sends the precompressed file the build wrote, without compressing per request', async () => {
      const res = await ctx().app.inject({
        url: '/assets/app-def456.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.body).toBe('precompressed brotli bytes');
    });

    it('answers an unknown API path with the JSON error shape', async () => {
      const res = await ctx().app.inject({ url: '/api/nothing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
    });

    it('publishes the OpenAPI document and its viewer at /api/docs', async () => {
      const doc = await ctx().app.inject({ url: '/api/docs/json' });
      expect(doc.statusCode).toBe(200);
      const paths = Object.keys(doc.json().paths);
      for (const p of [
        '/api/events',
        '/api/notices',
        '/api/teachers',
        '/api/staff',
        '/api/admissions',
        '/api/health',
      ]) {
        expect(paths).toContain(p);
      }
      const ui = await ctx().app.inject({ url: '/api/docs' });
      expect(ui.statusCode).toBe(200);
      expect(ui.body).toContain('swagger');
    });
  },
  { webDir },
);
