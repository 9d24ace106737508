import { expect, test } from './fixtures.ts';

test('the events list pages five at a time through all the events', async ({ page, request }) => {
  const { total } = await (await request.get('/api/events?page=0&size=5')).json();
  const pages = Math.ceil(total / 5);
  expect(pages).toBeGreaterThanOrEqual(3);

  await page.goto('/');
  const events = page.getByRole('region', { name: /events/i });
  const pager = events.getByRole('navigation');
  await expect(pager.getByRole('link')).toHaveText(
    Array.from({ length: pages }, (_, i) => String(i + 1)),
  );
  await expect(pager.getByRole('link', { name: '1' })).toHaveAttribute('aria-current', 'page');
  await expect(events.getByRole('article')).toHaveCount(5);
  const firstOnPage1 = await events.getByRole('heading', { level: 3 }).first().textContent();
  await page.evaluate(() => {
    (window as { samePage?: boolean }).samePage = true;
  });

  await pager.getByRole('link', { name: '2' }).click();
  await expect(page).toHaveURL(/\/\?events=2#events$/);
  await expect(pager.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('link', { name: '1' })).not.toHaveAttribute('aria-current', 'page');
  await expect(events.getByText(`Page 2 of ${pages}`)).toBeAttached();
  await expect(events.getByRole('heading', { level: 3 }).first()).not.toHaveText(
    firstOnPage1 ?? '',
  );
  // The app followed the link (no new page load), and the reader is still at the events.
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await expect(events.getByRole('heading', { level: 2 })).toBeInViewport();

  await pager.getByRole('link', { name: String(pages) }).click();
  await expect(events.getByRole('article')).toHaveCount(total - (pages - 1) * 5);
  const img = events.getByRole('article').first().getByRole('img');
  await expect(img).toHaveAttribute('src', /\.webp$/);
});

test('the events pages turn without JavaScript, as on a phone before the app has the page', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const events = page.getByRole('region', { name: /events/i });
  const first = await events.getByRole('heading', { level: 3 }).first().textContent();
  await events.getByRole('navigation').getByRole('link', { name: '2' }).click();
  // The server drew the second page, and the browser brought the events into view.
  await expect(page).toHaveURL(/\/\?events=2#events$/);
  await expect(events.getByRole('heading', { level: 3 }).first()).not.toHaveText(first ?? '');
  await expect(events.getByText('Page 2 of')).toBeAttached();
  await expect(events.getByRole('navigation').getByRole('link', { name: '2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(events.getByRole('heading', { level: 2 })).toBeInViewport();
  await context.close();
});
