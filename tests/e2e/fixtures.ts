import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught exceptions of a page, collected for the whole test. */
export const test = base.extend<{ consoleErrors: string[] }>({
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

/** axe's serious and critical findings, toasts excluded while they animate. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.Toastify')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The shared frame: top bar with identity and menu, footer with location. */
export async function expectFrame(page: Page) {
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(header).toContainText('999901'); // the demo school's EIIN, from the database
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Bhola');
}
