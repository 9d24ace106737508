import { gzipSync } from 'node:zlib';
import type { Response } from '@playwright/test';
import { publicPaths } from '../../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';

/**
 * ARCHITECTURE.md, "Budgets": the home page's first load, gzipped; and each public page's
 * HTML, which the server draws with its content and data (src/web/entry-server.tsx),
 * gzipped too (the home page, the largest, is about 12 KB of it in the demo school). A
 * drawn page carries the public stylesheet inside it (web-app.ts, inlineStyles): that
 * `<style>` counts as the first load's CSS, the rest as the page's HTML.
 */
const BUDGET = { js: 110 * 1024, css: 20 * 1024, html: 20 * 1024 };

test('the home page first load stays within the JavaScript and CSS budgets', async ({ page }) => {
  // First load: what the browser fetches until the app has taken the page over (the page
  // paints from its HTML first; public/boot.js asks for the app's code after that paint).
  // The photo slider's code is fetched later, when the browser is idle (its first photo
  // is already on the page), and is reported apart.
  const first = { js: 0, css: 0 };
  const later = { js: 0, css: 0 };
  const files: string[] = [];
  // When React took #root over (hydrateRoot marks the container), by the page's own clock
  // from its first frame on: the order in which the test hears of it and of a response is
  // not the order they happened in on a busy machine.
  await page.addInitScript(() => {
    const w = window as unknown as { takenOverAt?: number };
    const look = () => {
      const root = document.getElementById('root');
      if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer')))
        w.takenOverAt = performance.timeOrigin + performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const responses: {
    type: 'js' | 'css';
    path: string;
    startedAt: number;
    gz: Promise<number | null>;
  }[] = [];
  // A body that can no longer be read (a late prefetch still arriving as the test ends) is
  // null, not an unhandled rejection: only a file of the first load must have one.
  const seen = (res: Response) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    responses.push({
      type: type === 'script' ? 'js' : 'css',
      path: new URL(res.url()).pathname,
      startedAt: res.request().timing().startTime,
      gz: res.body().then(
        (body) => gzipSync(body).length,
        () => null,
      ),
    });
  };
  page.on('response', seen);
  await page.goto('/');
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('head style')].map((style) => style.textContent ?? ''),
  );
  expect(inline.join('').length).toBeGreaterThan(10_000);
  for (const text of inline) {
    const gz = gzipSync(text).length;
    first.css += gz;
    files.push(`first <style> in the page ${(gz / 1024).toFixed(1)} KB`);
  }
  await page.waitForFunction(() => (window as { takenOverAt?: number }).takenOverAt);
  await page.waitForLoadState('networkidle');
  const takenOverAt = await page.evaluate(
    () => (window as { takenOverAt?: number }).takenOverAt ?? 0,
  );
  page.off('response', seen);
  for (const r of responses) {
    const gz = await r.gz;
    const when = r.startedAt < takenOverAt ? 'first' : 'later';
    if (gz === null) {
      if (when === 'first') throw new Error(`the first load's ${r.path} could not be read`);
      continue;
    }
    (when === 'first' ? first : later)[r.type] += gz;
    files.push(`${when} ${r.path} ${(gz / 1024).toFixed(1)} KB`);
  }
  const kb = (n: number) => (n / 1024).toFixed(1);
  console.log(
    `Home first load (gzip): JS ${kb(first.js)} KB of ${BUDGET.js / 1024}, CSS ${kb(first.css)} KB of ${BUDGET.css / 1024}; fetched after load: JS ${kb(later.js)} KB, CSS ${kb(later.css)} KB\n  ${files.join('\n  ')}`,
  );
  expect(first.js).toBeGreaterThan(50 * 1024);
  expect(first.js).toBeLessThanOrEqual(BUDGET.js);
  expect(first.css).toBeLessThanOrEqual(BUDGET.css);
});

test('every public page’s HTML, drawn with its data, stays within its budget in both languages', async ({
  request,
}) => {
  const sizes: string[] = [];
  for (const language of ['en', 'bn'])
    for (const path of publicPaths) {
      const res = await request.get(path, { headers: { cookie: `lang=${language}` } });
      expect(res.status(), path).toBe(200);
      const body = (await res.body()).toString();
      expect(body, path).toContain('id="page-data"');
      // The stylesheet inside it is the CSS budget's (the test above).
      expect(body, path).toMatch(/<style>[\s\S]{10000,}?<\/style>/);
      const whole = gzipSync(body, { level: 9 }).length;
      const gz = gzipSync(body.replace(/<style>[\s\S]*?<\/style>/, ''), { level: 9 }).length;
      sizes.push(
        `${language} ${path} ${(gz / 1024).toFixed(1)} KB (${(whole / 1024).toFixed(1)} KB with its styles)`,
      );
      expect(gz, `${language} ${path}`).toBeLessThanOrEqual(BUDGET.html);
    }
  console.log(`Public pages' HTML (gzip):\n  ${sizes.join('\n  ')}`);
});
