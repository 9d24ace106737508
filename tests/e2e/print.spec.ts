import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillAdmissionForm } from './helpers.ts';

/**
 * Printing a notice, an admission reference and an application's status (styles.css,
 * @media print): the content alone, black on white, on A4; the site's header, menus,
 * footer and buttons left out. The intercepted notices below must reach the page
 * itself, not a service worker's copy.
 */
test.use({ serviceWorkers: 'block' });

/** A4 in PDF points, as Chromium writes it. */
const A4 = { width: 595.92, height: 842.88 };

function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
  return {
    count: (text.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length,
    sizes: boxes.map((m) => ({ width: Number(m[1]), height: Number(m[2]) })),
  };
}

function expectA4(sizes: { width: number; height: number }[]) {
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes) {
    expect(size.width).toBeCloseTo(A4.width, 1);
    expect(size.height).toBeCloseTo(A4.height, 1);
  }
}

async function expectPrintedAlone(page: Page) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.locator('nav:visible')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.locator('main button:visible, main .btn:visible')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const colours = await page.evaluate(() => ({
    text: getComputedStyle(document.querySelector('main h1') as Element).color,
    page: getComputedStyle(document.body).backgroundColor,
  }));
  expect(colours.text).toBe('rgb(0, 0, 0)');
  expect(['rgb(255, 255, 255)', 'rgba(0, 0, 0, 0)']).toContain(colours.page);
}

test('a notice prints alone on one A4 page', async ({ page }) => {
  // The notices page with its newest notice only: what a reader prints is one notice.
  await page.route('**/api/notices?*', async (route) => {
    const response = await route.fetch();
    const data = (await response.json()) as { items: unknown[]; total: number };
    await route.fulfill({ response, json: { ...data, items: data.items.slice(0, 1), total: 1 } });
  });
  // From the home page, so the notices come from the API (a page opened directly comes
  // drawn by the server with its notices inside).
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.evaluate(() => {
    history.pushState({}, '', '/notice');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  const notice = page.locator('main li article');
  await expect(notice).toHaveCount(1);
  await expect
    .poll(() => notice.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await expectPrintedAlone(page);
  await expect(notice).toBeVisible();
  await expect(notice.locator('time')).toBeVisible();
  await expect(notice.getByRole('img')).toBeVisible();

  const pdf = pdfPages(await page.pdf({ format: 'A4', printBackground: true }));
  expect(pdf.count).toBe(1);
  expectA4(pdf.sizes);
});

test('the admission reference and a looked-up status print alone on one A4 page, without the forms', async ({
  page,
}) => {
  await page.goto('/onlineAdmission');
  await fillAdmissionForm(page, 'en');
  await page.getByRole('button', { name: 'Apply' }).click();
  const receipt = page.getByRole('region', { name: 'Admission application: acknowledgement slip' });
  await expect(receipt).toBeVisible();

  await expectPrintedAlone(page);
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('পাসপোর্ট সাইজের দুই কপি রঙিন ছবি');
  await expect(page.getByRole('region', { name: 'Check an application' })).toBeHidden();

  const pdf = pdfPages(await page.pdf({ format: 'A4' }));
  expect(pdf.count).toBe(1);
  expectA4(pdf.sizes);

  // The guardian looks the application up later: the answer prints alone too.
  const reference = (await receipt.textContent())?.match(/ADM-\d{4}-[A-Z0-9]{6}/)?.[0] ?? '';
  await page.emulateMedia({ media: 'screen' });
  await page.reload();
  const lookup = page.getByRole('region', { name: 'Check an application' });
  await lookup.getByLabel('Reference number').fill(reference.toLowerCase());
  await lookup.getByLabel('Guardian’s mobile number').fill('01812345670');
  await lookup.getByRole('button', { name: 'Check status' }).click();
  const answer = lookup.getByRole('heading', { name: `Application ${reference}` });
  await expect(answer).toBeVisible();
  await expect(lookup).toContainText('Received, not reviewed yet');

  await expectPrintedAlone(page);
  await expect(answer).toBeVisible();
  await expect(lookup).toContainText('সুমাইয়া আক্তার');
  await expect(page.getByLabel('Reference number')).toBeHidden();
  await expect(page.getByLabel('Student’s name in Bangla')).toBeHidden();
  const lookupPdf = pdfPages(await page.pdf({ format: 'A4' }));
  expect(lookupPdf.count).toBe(1);
  expectA4(lookupPdf.sizes);
});
