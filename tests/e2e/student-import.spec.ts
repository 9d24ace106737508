import fs from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { openMenu, signIn, visitor } from './helpers.ts';

// One server per run: ids and rolls unique to this run.
const stamp = Date.now();
const roll = (n: number) => String(800 + (stamp % 100) + n);
const DEMO_PASSWORD = 'school-demo-2026';

test('a teacher adds a class from a CSV file: the preview shows the problems, the sign-in list downloads, a new student signs in', async ({
  page,
  browser,
  consoleErrors,
}) => {
  await signIn(page, '/teacherLogin', 'Teacher ID', 'teacher05', DEMO_PASSWORD);
  await openMenu(page, 'Add Students from CSV');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Add Students from CSV' }),
  ).toBeVisible();

  // The template: the headers to fill in.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the template (CSV)' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('students-template.csv');
  expect(await fs.readFile((await template.path())!, 'utf8')).toContain(
    "Student ID,Name,Name in Bangla,Class,Section,Roll,Date of birth,Guardian's name,Guardian's mobile",
  );

  // A class list as Excel saves "CSV UTF-8": one row has a class the school does not have.
  const file = [
    "\uFEFFStudent ID,Name,Name in Bangla,Class,Roll,Date of birth,Guardian's name,Guardian's mobile",
    // The date of birth as Excel writes it (issue 46).
    `csv-a-${stamp},Sumaiya Akter,সুমাইয়া আক্তার,Six,${roll(1)},12-Feb-14,Rokeya Begum,1712345678`,
    `csv-b-${stamp},Arif Hossain,,6,${roll(2)},,,`,
    `csv-c-${stamp},Jahid Hasan,,Eleven,${roll(3)},,,`,
  ].join('\r\n');
  await page.getByLabel('File (.xlsx or CSV)').setInputFiles({
    name: 'class-six.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file, 'utf8'),
  });
  await expect(page.getByText('2 of 3 rows are ready to add.')).toBeVisible();
  const rows = page.getByRole('list', { name: 'Rows of the file' });
  await expect(rows).toContainText(`Line 4 · csv-c-${stamp} · Jahid Hasan · Eleven`);
  await expect(rows).toContainText('Class: Choose a class from six to ten');

  // On a phone the preview fits the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Add 2 students' }).click();
  await expect(page.getByRole('heading', { name: '2 students added.' })).toBeVisible();
  await expect(page.getByText('1 row was left out.')).toBeVisible();
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the sign-in list (CSV)' }).click(),
  ]);
  const list = await fs.readFile((await sheet.path())!, 'utf8');
  const line = list.split('\r\n').find((l) => l.startsWith(`csv-a-${stamp},`));
  expect(line).toMatch(
    new RegExp(`^csv-a-${stamp},Sumaiya Akter,Six \\(vi\\),${roll(1)},[a-z2-9]{12}$`),
  );
  const password = line!.split(',').at(-1)!;

  // The new student signs in with it and must choose a password of their own.
  const student = await visitor(browser);
  await student.page.goto('/studentLogin');
  const main = student.page.getByRole('main');
  await main.getByLabel('Student ID').fill(`csv-a-${stamp}`);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(
    student.page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await student.context.close();

  // The class's list has them.
  await openMenu(page, 'Students');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`csv-a-${stamp}`);
  const card = page.getByRole('listitem').filter({ hasText: `csv-a-${stamp}` });
  await expect(card.getByRole('heading', { level: 2, name: 'Sumaiya Akter' })).toBeVisible();
  await expect(card).toContainText(`Roll: ${roll(1)}`);
  expect(consoleErrors).toEqual([]);
});
