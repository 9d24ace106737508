import type { APIRequestContext, Page } from '@playwright/test';
import type { Exam, ResultSheet } from '../../src/shared/schemas/results.ts';
import { expect, test } from './fixtures.ts';

/**
 * Exam results (issue 21), on the demo school's half-yearly exam (published for classes
 * six and nine), read only: a guardian finds a pupil's marksheet by roll and date of
 * birth in English and in Bangla and prints it on one A4 page; a wrong date finds
 * nothing; the admin prints a class's marksheets, one a page. Run at 1280 and 360 px.
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

const toBangla = (text: string) => text.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
/** A date as a guardian types it, day first: '15/03/2014'. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

/** The demo exam and a class's results, as the admin's API reads them (nothing is changed). */
async function demoClass(request: APIRequestContext, origin: string, grade: 'vi' | 'ix') {
  const signedIn = await request.post('/api/auth/login', {
    data: { role: 'admin', loginId: 'admin', password: 'e2e-admin-password' },
    headers: { Origin: origin },
  });
  expect(signedIn.status()).toBe(200);
  const exams = (await (await request.get('/api/exams')).json()) as Exam[];
  // The demo school's own (another journey may add exams of its own, newer).
  const exam = exams.find(
    (e) =>
      /^Half-yearly Examination \d{4}$/.test(e.title) &&
      e.classes.some((c) => c.grade === grade && c.status === 'published'),
  );
  expect(exam, 'the demo exam').toBeDefined();
  const sheet = await request.get(`/api/exams/${exam!.id}/results/${grade}`);
  expect(sheet.status()).toBe(200);
  return { exam: exam!, sheet: (await sheet.json()) as ResultSheet };
}

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

test('the admin prints a class’s marksheets, one on each A4 page, and its tabulation sheet on landscape pages', async ({
  page,
  baseURL,
}) => {
  test.skip(test.info().project.name !== 'desktop', 'the school office prints from a computer');
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
