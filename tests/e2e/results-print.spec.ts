import { expect, test } from './fixtures.ts';
import { A4, demoClass, pdfPages } from './results-helpers.ts';

/**
 * The school office prints a class's results (issue 21) from a computer: every
 * marksheet of the demo exam's class six, one on each A4 page, and its tabulation sheet
 * on landscape pages. Not in the phone project: the office prints at a desk.
 */
test.use({ serviceWorkers: 'block' });

test('the admin prints a class’s marksheets, one on each A4 page, and its tabulation sheet on landscape pages', async ({
  page,
  baseURL,
}) => {
  const { exam, sheet } = await demoClass(page.request, new URL(baseURL!).origin, 'vi');
  // The browser's print dialog is the browser's: counted here, the pages made by page.pdf.
  await page.addInitScript(() => {
    window.print = () => {
      (window as unknown as { printed: number }).printed =
        ((window as unknown as { printed?: number }).printed ?? 0) + 1;
    };
  });
  await page.goto(`/dashboard/results/${exam.id}/vi/print`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Print results: ${exam.title}, class Six (vi)`,
    }),
  ).toBeVisible();
  const table = page.getByRole('table', { name: /Tabulation sheet/ });
  await expect(table.locator('tbody tr')).toHaveCount(sheet.results.length);

  await page.getByRole('button', { name: 'Print all marksheets' }).click();
  await expect.poll(() => page.evaluate(() => (window as { printed?: number }).printed)).toBe(1);
  await expect(page.getByRole('region', { name: 'Marksheet' })).toHaveCount(sheet.results.length);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  const marksheets = pdfPages(await page.pdf({ format: 'A4' }));
  expect(marksheets.count).toBe(sheet.results.length);
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Print the tabulation sheet' }).click();
  await expect.poll(() => page.evaluate(() => (window as { printed?: number }).printed)).toBe(2);
  await expect(table).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const tabulation = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(tabulation.count).toBeGreaterThanOrEqual(1);
  for (const size of tabulation.sizes) {
    // Landscape: A4 turned (Chromium rounds a named page's size a point or so).
    expect(size.width).toBeCloseTo(A4.height, -1);
    expect(size.height).toBeCloseTo(A4.width, -1);
  }
});
