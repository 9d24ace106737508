import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

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
