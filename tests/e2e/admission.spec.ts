import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { ADMISSION_INPUT } from '../../src/server/test/factories.ts';
import { expect, test } from './fixtures.ts';
import { fillAdmissionForm } from './helpers.ts';

/**
 * A father applies for class six (the demo school's admission open now) from the site's
 * form, at a desktop's width and a phone's (playwright.config.ts): he gets the
 * acknowledgement slip, prints it or keeps it as a picture, and checks the status with
 * the reference the page fills in.
 */
test('a father applies for class six with a photo and gets the slip, to print or keep as a picture', async ({
  page,
  request,
  consoleErrors,
}) => {
  await page.goto('/onlineAdmission');
  await expect(page.getByText(/^Class Six: applications until .+; 10 seats\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  // The birth registration number with one digit of its year mistyped: the form says so.
  await fillAdmissionForm(page, 'en', { birthRegistration: '20417812345678901' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText(
      'The first four digits of a birth registration number are the year of birth: check both',
    ),
  ).toBeVisible();
  await page.getByLabel('Birth registration number').fill('20147812345678901');
  // No email: a father without one applies all the same.
  await expect(page.getByLabel('Guardian’s email (optional)')).toHaveValue('');
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/admissions') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Apply' }).click();
  // The 1200 × 1600 camera photo went shrunk: a few tens of kilobytes, not a megabyte.
  const body = (await sent).postDataJSON() as { photo: string };
  expect(body.photo.length).toBeLessThan(120_000);
  const shrunk = await sharp(Buffer.from(body.photo.split(',')[1]!, 'base64')).metadata();
  expect(Math.max(shrunk.width!, shrunk.height!)).toBeLessThanOrEqual(640);

  const slip = page.getByRole('region', { name: 'Admission application: acknowledgement slip' });
  await expect(slip).toBeVisible();
  await expect(page.getByText('Successfully Applied')).toBeVisible();
  const reference = (await slip.textContent())?.match(/ADM-\d{4}-[A-Z0-9]{6}/)?.[0] ?? '';
  expect(reference).not.toBe('');
  await expect(slip).toContainText('সুমাইয়া আক্তার');
  await expect(slip).toContainText('জন্ম নিবন্ধন সনদের মূল কপি ও একটি ফটোকপি');
  await expect(slip.getByRole('img', { name: 'The student’s photo' })).toBeVisible();

  // Kept as a picture on the phone: a PNG of the slip.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    slip.getByRole('button', { name: 'Save the slip as a picture' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`admission-slip-${reference}.png`);
  const picture = await sharp(await readFile((await download.path())!)).metadata();
  expect(picture).toMatchObject({ format: 'png', width: 1080 });
  expect(picture.height).toBeGreaterThan(900);

  // The status lookup below is filled in with this application.
  const lookup = page.getByRole('region', { name: 'Check an application' });
  await expect(lookup.getByLabel('Reference number')).toHaveValue(reference);
  await lookup.getByRole('button', { name: 'Check status' }).click();
  await expect(lookup).toContainText('Received, not reviewed yet');

  // Stored: the guardian can look it up with the mobile typed.
  const found = await request.get(
    `/api/admissions/status?reference=${reference}&mobile=01812345670`,
  );
  expect(found.status()).toBe(200);
  expect(await found.json()).toMatchObject({ reference, grade: 'vi', status: 'new' });
  expect(consoleErrors).toEqual([]);
});

test('the form says admission to class seven has closed, and the server refuses it', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/onlineAdmission');
  await expect(page.getByText(/^Admission to class Seven closed on /)).toBeVisible();
  await expect(page.getByLabel('Class applying for').locator('option[value="vii"]')).toHaveCount(0);
  const refused = await request.post('/api/admissions', {
    headers: { Origin: new URL(baseURL!).origin },
    data: { ...ADMISSION_INPUT, grade: 'vii' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.code).toBe('admission_closed');
});

test('the class seven lottery’s lists are posted on the admission page with its secret and the hall’s numbers, and a guardian checks it on the phone', async ({
  page,
  request,
  consoleErrors,
}) => {
  const published = (await (await request.get('/api/admissions/lottery')).json()) as {
    items: {
      grade: string;
      secret: string | null;
      result: {
        seed: string;
        hall: string;
        admitted: { reference: string; name: string }[];
        waiting: { reference: string }[];
      } | null;
    }[];
  };
  const seven = published.items.find((d) => d.grade === 'vii' && d.result)!;
  const result = seven.result!;
  expect(result.admitted).toHaveLength(5);
  expect(result.waiting).toHaveLength(2);

  await page.goto('/onlineAdmission#lottery');
  const results = page.getByRole('article', { name: 'Class Seven' });
  await expect(results).toBeVisible();
  await expect(results).toContainText(`Seed: ${result.seed}`);
  await expect(results).toContainText(`Numbers drawn in the hall${result.hall}`);
  await expect(results).toContainText(seven.secret!);
  for (const a of result.admitted) await expect(results).toContainText(`${a.reference} ${a.name}`);
  await results.getByText('How to check this on your phone').click();
  // On a plain-http test server the browser has no SHA-256 for pages (crypto.subtle needs
  // https or this computer's own address): the e2e server is this computer's.
  await results.getByRole('button', { name: 'Check it on this phone' }).click();
  await expect(results.getByRole('status')).toContainText(
    'Checked on this phone: everything matches.',
  );
  expect(consoleErrors).toEqual([]);
});
