import { expect, test } from './fixtures.ts';

test('an admission is submitted, acknowledged with a reference and stored', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto('/onlineAdmission');
  await page.getByRole('button', { name: /submit|apply/i }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await page.getByLabel('Student Name').fill('Jannatul Ferdous');
  await page.getByLabel('Student Mobile').fill('01712345678');
  await page.getByLabel('Guardian Name').fill('Abdul Karim');
  await page.getByLabel('Guardian Mobile').fill('01812345678');
  await page.getByLabel('Guardian Email').fill('not-an-email');
  await page.getByLabel('Guardian Occupation').fill('Fisherman');
  await page.getByLabel('Class').selectOption('vi');
  await page.getByRole('button', { name: /submit|apply/i }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();

  await page.getByLabel('Guardian Email').fill('karim@example.com');
  await page.getByRole('button', { name: /submit|apply/i }).click();
  await expect(page.getByText('Successfully Applied')).toBeVisible();
  const reference = (
    await page
      .getByText(/ADM-\d{4}-[A-Z0-9]{6}/)
      .first()
      .textContent()
  )?.match(/ADM-\d{4}-[A-Z0-9]{6}/)?.[0];
  expect(reference).toBeTruthy();
  await expect(page.getByLabel('Student Name')).toHaveValue('');

  // The application is in the database: the guardian can look it up.
  const found = await request.get(
    `/api/admissions/status?reference=${reference}&mobile=01812345678`,
  );
  expect(found.status()).toBe(200);
  expect(await found.json()).toMatchObject({
    reference,
    studentName: 'Jannatul Ferdous',
    grade: 'vi',
    status: 'new',
  });
  expect(consoleErrors).toEqual([]);
});
