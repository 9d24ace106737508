import { expect, test } from './fixtures.ts';

test('the events list pages five at a time through all the events', async ({ page, request }) => {
  const { total } = await (await request.get('/api/events?page=0&size=5')).json();
  const pages = Math.ceil(total / 5);
  expect(pages).toBeGreaterThanOrEqual(3);

  await page.goto('/');
  const events = page.getByRole('region', { name: /events/i });
  const pager = events.getByRole('navigation');
  await expect(pager.getByRole('button')).toHaveText(
    Array.from({ length: pages }, (_, i) => String(i + 1)),
  );
  await expect(pager.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  await expect(events.getByRole('article')).toHaveCount(5);
  const firstOnPage1 = await events.getByRole('heading', { level: 3 }).first().textContent();

  await pager.getByRole('button', { name: '2' }).click();
  await expect(pager.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: '1' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(events.getByText(`Page 2 of ${pages}`)).toBeAttached();
  await expect(events.getByRole('heading', { level: 3 }).first()).not.toHaveText(
    firstOnPage1 ?? '',
  );

  await pager.getByRole('button', { name: String(pages) }).click();
  await expect(events.getByRole('article')).toHaveCount(total - (pages - 1) * 5);
  const img = events.getByRole('article').first().getByRole('img');
  await expect(img).toHaveAttribute('src', /\.webp$/);
});
