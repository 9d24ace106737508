import { expect, test } from './fixtures.ts';
import { overflowProblems, PHONE, smallTargets } from './layout-checks.ts';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('at 360 px a menu button opens the menu and nothing scrolls sideways', async ({ page }) => {
  await page.goto('/');
  // A <details> summary: opens with a tap, Enter or Space, and needs no JavaScript.
  const menuButton = page.locator('summary', { hasText: 'Menu' });
  await expect(menuButton).toBeVisible();
  const noticeLink = page.getByRole('banner').getByRole('link', { name: 'Notices', exact: true });
  await expect(noticeLink).toBeHidden();
  await menuButton.click();
  await expect(noticeLink).toBeVisible();
  await noticeLink.click();
  await expect(page).toHaveURL(/\/notice$/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const lang of ['en', 'bn'] as const) {
  test(`at 360 px in ${lang} the open menu and its groups fit the screen, with 44 px entries`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const nav = page.getByRole('navigation').first();
    await nav.locator('summary').first().click();
    // Every group open at once: the longest the menu gets.
    for (const group of await nav.locator('details details').all())
      await group.evaluate((d) => d.setAttribute('open', ''));
    const menu = nav.locator('ul').first();
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(await smallTargets(page)).toEqual([]);
    expect(await overflowProblems(page)).toEqual([]);
  });
}
