import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { A4, demoClass, pdfPages } from './results-helpers.ts';

/**
 * Exam results (issue 21), on the demo school's half-yearly exam (published for classes
 * six and nine), read only: a guardian finds a pupil's marksheet by roll and date of
 * birth in English and in Bangla and prints it on one A4 page; a wrong date finds
 * nothing. Run at 1280 and 360 px (the office's printing: results-print.spec.ts).
 */
test.use({ serviceWorkers: 'block' });

const toBangla = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
/** A date as a guardian types it, day first: '15/03/2014'. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

/** The page has no sideways scroll: the marksheet's table scrolls inside its own box. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
}

test('a guardian finds a class nine marksheet by roll and date of birth and prints it on one A4 page; a wrong date finds nothing', async ({
  page,
  request,
  baseURL,
}) => {
  const { exam, sheet } = await demoClass(request, new URL(baseURL!).origin, 'ix');
  const pupil = sheet.results.find((r) => r.dateOfBirth !== '')!;

  await page.goto('/result');
  await expect(page.getByRole('heading', { level: 1, name: 'Exam Results' })).toBeVisible();
  const lookup = page.getByRole('region', { name: 'Find a result' });
  await lookup.getByLabel('Exam').selectOption({ label: exam.title });
  await lookup.getByLabel('Class').selectOption({ label: 'Nine (ix)' });
  await lookup.getByLabel('Roll').fill(pupil.roll);
  await lookup.getByLabel('Date of birth', { exact: true }).fill(typed(pupil.dateOfBirth));
  await lookup.getByRole('button', { name: 'Show result' }).click();

  const marksheet = page.getByRole('region', { name: 'Marksheet' });
  await expect(marksheet).toBeVisible();
  await expect(marksheet).toContainText(pupil.name);
  await expect(marksheet).toContainText(exam.title);
  await expect(marksheet).toContainText(`${pupil.position} of ${sheet.students} students`);
  await expect(marksheet).toContainText(pupil.gpa.toFixed(2));
  await expect(marksheet.getByRole('rowheader', { name: 'Physics' })).toBeVisible();
  await expect(marksheet).toBeInViewport();
  await expectNoSidewaysScroll(page);

  // Printed: the marksheet alone, on one A4 page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(lookup.getByLabel('Roll')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Published results' })).toBeHidden();
  await expect(page.locator('main button:visible')).toHaveCount(0);
  await expect(marksheet).toBeVisible();
  const pdf = pdfPages(await page.pdf({ format: 'A4' }));
  expect(pdf.count).toBe(1);
  for (const size of pdf.sizes) {
    expect(size.width).toBeCloseTo(A4.width, 1);
    expect(size.height).toBeCloseTo(A4.height, 1);
  }
  await page.emulateMedia({ media: 'screen' });

  // Another day of birth: no result, and no word of which field was wrong.
  const [year, month, day] = pupil.dateOfBirth.split('-');
  const wrong = `${year}-${month}-${day === '01' ? '02' : '01'}`;
  await lookup.getByLabel('Date of birth', { exact: true }).fill(typed(wrong));
  await lookup.getByRole('button', { name: 'Show result' }).click();
  await expect(page.getByRole('alert')).toHaveText(/No result matches these details\./);
  await expect(marksheet).toHaveCount(0);
});

test('a Bangla reader finds a class six marksheet with Bangla digits, typing them too', async ({
  page,
  request,
  baseURL,
  consoleErrors,
}) => {
  const { exam, sheet } = await demoClass(request, new URL(baseURL!).origin, 'vi');
  const pupil = sheet.results.find((r) => r.dateOfBirth !== '' && r.nameBn !== '')!;
  await page.context().addCookies([{ name: 'lang', value: 'bn', url: baseURL! }]);

  await page.goto('/result');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: 'পরীক্ষার ফলাফল' })).toBeVisible();
  const lookup = page.getByRole('region', { name: 'ফলাফল খুঁজুন' });
  await lookup.getByLabel('পরীক্ষা').selectOption({ label: exam.titleBn || exam.title });
  await lookup.getByLabel('শ্রেণি').selectOption({ label: 'ষষ্ঠ' });
  await lookup.getByLabel('রোল').fill(toBangla(pupil.roll));
  await lookup.getByLabel('জন্ম তারিখ', { exact: true }).fill(toBangla(typed(pupil.dateOfBirth)));
  await lookup.getByRole('button', { name: 'ফলাফল দেখুন' }).click();

  const marksheet = page.getByRole('region', { name: 'নম্বরপত্র' });
  await expect(marksheet).toBeVisible();
  await expect(marksheet).toContainText(pupil.nameBn);
  await expect(marksheet).toContainText(
    `${toBangla(String(sheet.students))} জনের মধ্যে ${toBangla(String(pupil.position))}`,
  );
  await expect(marksheet).toContainText(toBangla(pupil.gpa.toFixed(2)));
  await expect(marksheet.getByRole('columnheader', { name: 'সৃজনশীল' })).toBeVisible();
  // Every figure of the table in Bangla digits.
  expect(await marksheet.getByRole('table').textContent()).not.toMatch(/[0-9]/);
  await expectNoSidewaysScroll(page);
  expect(consoleErrors).toEqual([]);
});
