import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';

/** ARCHITECTURE.md, "Budgets": the home page's first load, gzipped. */
const BUDGET = { js: 110 * 1024, css: 20 * 1024 };

test('the home page first load stays within the JavaScript and CSS budgets', async ({ page }) => {
  const sizes = { js: 0, css: 0 };
  const files: string[] = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await res.body().catch(() => null);
    if (!body) return;
    const gz = gzipSync(body).length;
    sizes[type === 'script' ? 'js' : 'css'] += gz;
    files.push(`${new URL(res.url()).pathname} ${(gz / 1024).toFixed(1)} KB`);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  console.log(
    `Home first load (gzip): JS ${(sizes.js / 1024).toFixed(1)} KB of ${BUDGET.js / 1024}, CSS ${(sizes.css / 1024).toFixed(1)} KB of ${BUDGET.css / 1024}\n  ${files.join('\n  ')}`,
  );
  expect(sizes.js).toBeGreaterThan(0);
  expect(sizes.js).toBeLessThanOrEqual(BUDGET.js);
  expect(sizes.css).toBeLessThanOrEqual(BUDGET.css);
});
