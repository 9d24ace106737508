import { expect, expectFrame, test } from './fixtures.ts';

test('an unknown path shows the 404 texts and its link goes home', async ({
  page,
  consoleErrors,
}) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Opps!')).toBeVisible();
  await expect(page.getByText('404 - PAGE NOT FOUND')).toBeVisible();
  await expect(
    page.getByText(
      'The page you are looking for might have been removed, had its name changed or is temporarily unavailable',
    ),
  ).toBeVisible();
  await expectFrame(page);
  await page.getByRole('link', { name: 'GO TO HOME PAGE' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('Char Nilkamal Secondary School · Bhola');
  expect(consoleErrors).toEqual([]);
});
