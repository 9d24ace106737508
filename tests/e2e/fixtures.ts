import fs from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page, type Response } from '@playwright/test';

/**
 * A page opened with `goto` or `reload` is handed back once the app has taken it over
 * (`<html data-app="ready">`, main.tsx): a public page paints from the server's HTML
 * before its script runs, and a test, unlike a person, would press keys at once.
 */
async function untilReady(page: Page, response: Response | null) {
  if (!response?.headers()['content-type']?.includes('text/html')) return;
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await partsTaken(page);
}

/**
 * A public form's code comes when the reader starts on it (lib/lazy-part.ts), and the form
 * works without it (the server answers it): a journey of the form's code starts on it
 * first, as a reader's first tap would, and goes on once the code has the form.
 * page-forms.spec.ts is the reader who goes on before the code has come.
 */
export async function partsTaken(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  const names = await page
    .locator('[data-part]')
    .evaluateAll((places) => places.map((place) => place.getAttribute('data-part')));
  for (const name of names) {
    const part = page.locator(`[data-part="${name}"]`);
    await part.dispatchEvent('focusin');
    await expect(part).toHaveAttribute('data-taken', '', { timeout: 30_000 });
  }
}

/** The page, its `goto` and `reload` waiting (as by default, for `load`) until the app has the page. */
export function handedOverWhenReady(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil || options.waitUntil === 'load') await untilReady(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil || options.waitUntil === 'load') await untilReady(page, response);
    return response;
  };
  return page;
}

/** Console errors and uncaught exceptions of a page, collected for the whole test. */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    await use(handedOverWhenReady(page));
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      // The document of an unknown path is answered with 404 on purpose.
      if (/status of 404/.test(msg.text()) && msg.location().url === page.url()) return;
      errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
});
export { expect };

/** What axe checks: WCAG 2.0 and 2.1, A and AA, and axe's own best practices. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeWindow = {
  axe?: {
    run: (
      context: unknown,
      options: unknown,
    ) => Promise<{
      violations: { id: string; impact?: string; help: string; nodes: { target: string[] }[] }[];
    }>;
  };
};

/**
 * Every axe finding, whatever its impact, as 'rule (impact): help (targets)'; toasts
 * are left out while they animate. axe runs in the page as it is (no frames walked, only
 * violations collected): a few times faster than AxeBuilder, which matters when every
 * route is checked at two widths in two languages.
 */
export async function a11yViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  // A form the server drew is taken over by its code (lazy-part.ts) without a change a
  // reader sees; the page's look is checked as the code has it, once it has.
  await partsTaken(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ([tags, leaveOut]) => {
      const { axe } = window as unknown as AxeWindow;
      if (!axe) throw new Error('axe did not load');
      const results = await axe.run(
        { exclude: ['.Toastify', ...leaveOut] },
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      );
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    [A11Y_TAGS, exclude] as const,
  );
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} (${v.targets.join(', ')})`);
}

/** Once only the serious and critical findings; now every finding, as a11yViolations. */
export const seriousA11yViolations = (page: Page) => a11yViolations(page);

/** The shared frame: top bar with identity and menu, footer with location. */
export async function expectFrame(page: Page) {
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(header).toContainText('999901'); // the demo school's EIIN, from the database
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Bhola');
}
