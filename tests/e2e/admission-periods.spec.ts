import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { dhakaDate, freeGrade, openMenu, SETUP_HEADERS, signIn, written } from './helpers.ts';

/**
 * The admin's admission season: a class's admission period added, seen open, its seats
 * changed; a period with applications kept when the admin tries to delete it; and the
 * class's list of applicants printed on A4 alone, without the dashboard around it.
 */
test.use({ serviceWorkers: 'block' });

const GRADES = ['vi', 'vii', 'viii', 'ix', 'x'] as const;
type Grade = (typeof GRADES)[number];
const GRADE_NAMES: Record<Grade, string> = {
  vi: 'Six (vi)',
  vii: 'Seven (vii)',
  viii: 'Eight (viii)',
  ix: 'Nine (ix)',
  x: 'Ten (x)',
};

/** As the date field takes it: day first. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

/** A parent's application as the site's form sends it (the photo a small real JPEG). */
async function apply(request: APIRequestContext, baseURL: string, grade: Grade, n: number) {
  const jpeg = await sharp({
    create: { width: 30, height: 40, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const applied = await request.post('/api/admissions', {
    headers: { Origin: new URL(baseURL).origin, ...SETUP_HEADERS },
    data: {
      grade,
      studentNameBn: `নুসরাত জাহান ${n}`,
      studentName: `Nusrat Jahan ${'I'.repeat(n)}`,
      dateOfBirth: '2013-04-09',
      birthRegistration: `20131234567890${String(n).padStart(3, '0')}`,
      fatherName: `Abdur Rahim ${n}`,
      motherName: 'Shahnaz Begum',
      guardianRelation: 'father',
      guardianName: '',
      guardianMobile: `0181234567${n}`,
      guardianOccupation: 'Fisherman',
      guardianEmail: '',
      studentMobile: '',
      village: `Dhal Char ${n}`,
      unionName: 'Dhal Char',
      upazila: 'Char Fasson',
      district: 'Bhola',
      previousSchool: 'Dhal Char Government Primary School',
      previousClass: 'vii',
      photo: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return ((await applied.json()) as { reference: string }).reference;
}

/** A4 in PDF points, as Chromium writes it. */
const A4 = { width: 595.92, height: 842.88 };
function pdfSizes(pdf: Buffer) {
  const text = pdf.toString('latin1');
  return [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
}

/** window.print() counted instead of opening the browser's dialog. */
async function countPrints(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { prints: number };
    w.prints = 0;
    window.print = () => {
      w.prints += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { prints: number }).prints);
}

test('the admin opens a class’s admission, edits its seats, keeps a period with applications and prints the class’s applicants', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const opensOn = dhakaDate(-1);
  const closesOn = dhakaDate(30);
  await signIn(page);
  const grade = await freeGrade(
    page.request,
    new URL(baseURL!).origin,
    opensOn,
    closesOn,
    [...GRADES].reverse(),
  );
  const name = `${GRADE_NAMES[grade]}, ${written(opensOn)} to ${written(closesOn)}`;

  // From the Admissions group of the menu.
  await openMenu(page, 'Admission Periods');
  await expect(page.getByRole('heading', { level: 1, name: 'Admission Periods' })).toBeVisible();
  await page.getByRole('button', { name: 'Add admission period' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add admission period' });
  await dialog.getByLabel('Class').selectOption(grade);
  await dialog.getByRole('textbox', { name: 'First day' }).fill(typed(opensOn));
  await dialog.getByRole('textbox', { name: 'Last day' }).fill(typed(closesOn));
  await dialog.getByLabel('Seats').fill('120');
  await dialog
    .getByLabel('Papers to bring')
    .fill('Birth registration certificate (original and a photocopy), two passport-size photos');
  await dialog.getByRole('button', { name: 'Add admission period' }).click();
  await expect(page.getByText('Admission period added')).toBeVisible();
  await expect(dialog).toBeHidden();

  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Edit: ${name}` }) });
  await expect(item).toContainText(`Class ${GRADE_NAMES[grade]}Open now`);
  await expect(item).toContainText(`${written(opensOn)} – ${written(closesOn)}`);
  await expect(item).toContainText('Seats: 120');
  await expect(item).toContainText('Applications so far: 0');

  // The seats change.
  await item.getByRole('button', { name: `Edit: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit admission period' });
  await edit.getByLabel('Seats').fill('150');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Admission period saved')).toBeVisible();
  await expect(item).toContainText('Seats: 150');

  // Parents apply in it: it can no longer be deleted.
  const references = [
    await apply(page.request, baseURL!, grade, 1),
    await apply(page.request, baseURL!, grade, 2),
  ];
  await page.reload();
  await expect(item).toContainText('Applications so far: 2');
  await item.getByRole('button', { name: `Delete: ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this admission period?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm.getByRole('alert')).toContainText(
    'Applications came in this period: it cannot be removed, and its class cannot change.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(item).toContainText('Applications so far: 2');

  // The class's applications, from the period's count, and their printed list.
  await item.getByRole('link', { name: `2 applications for class ${GRADE_NAMES[grade]}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Admission Applications' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue(grade);
  const card = page.getByRole('article').filter({ hasText: references[0]! });
  await expect(card).toContainText('Father: Abdur Rahim 1');
  await expect
    .poll(() =>
      card
        .getByRole('img', { name: 'Photo of Nusrat Jahan I' })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `/api/admissions/export?grade=${grade}&lang=en`,
  );

  const counted = (await page.getByText(/^Applications: \d+$/).textContent()) ?? '';
  const total = Number(counted.replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(2);
  const prints = await countPrints(page);
  await page.getByRole('button', { name: 'Print the list' }).click();
  await expect.poll(prints).toBe(1);
  const list = page.locator('.applicants-print');
  await expect(list).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  await expect(list).toBeVisible();
  await expect(
    list.getByRole('heading', { name: `Applicants for Class ${GRADE_NAMES[grade]}` }),
  ).toBeVisible();
  // Every application of the class (the demo school's too), oldest first, numbered from 1:
  // ours are the last two.
  const rows = list.getByRole('row');
  await expect(rows).toHaveCount(total + 1);
  await expect(rows.nth(total - 1)).toContainText(`${total - 1}${references[0]}Nusrat Jahan I`);
  await expect(rows.nth(total - 1)).toContainText('Abdur Rahim 101812345671Dhal Char 1New');
  await expect(rows.nth(total)).toContainText(`${total}${references[1]}Nusrat Jahan II`);
  // Alone on paper: no cards, filters, menu, header or buttons.
  for (const article of await page.getByRole('article').all()) await expect(article).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Class' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.locator('nav:visible')).toHaveCount(0);
  await expect(page.locator('main button:visible, main .btn:visible')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await list.evaluate((el) => getComputedStyle(el.querySelector('td') as Element).color),
  ).toBe('rgb(0, 0, 0)');
  const sizes = pdfSizes(await page.pdf({ format: 'A4' }));
  expect(sizes.length).toBe(1);
  expect(sizes[0]!.width).toBeCloseTo(A4.width, 1);
  expect(sizes[0]!.height).toBeCloseTo(A4.height, 1);

  // On screen again, the cards are the list.
  await page.emulateMedia({ media: 'screen' });
  await expect(card).toBeVisible();
  await expect(list).toBeHidden();
  // The refused delete is the one failed request, and nothing else went wrong.
  expect(consoleErrors.filter((e) => !/status of 409/.test(e))).toEqual([]);
});
