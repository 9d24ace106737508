import { type Page, test as plainTest } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { fillAdmissionForm, holdBack } from './helpers.ts';
import { demoClass, pdfPages } from './results-helpers.ts';

/**
 * The public forms before, and without, their code (issue 49): each is a real HTML form
 * its page's address answers (src/server/plugins/page-forms.ts), and the form's code,
 * when it comes, takes it over without losing what was typed (lib/lazy-part.ts).
 */

const typed = (iso: string) => iso.split('-').reverse().join('/');

// Without JavaScript the app never takes the page over: the plain `page`, whose goto
// waits for the page's load alone (fixtures.ts's waits for the app too). A phone's width.
plainTest.describe('without JavaScript, on a phone', () => {
  plainTest.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  plainTest(
    'a guardian looks up a result, and the marksheet prints on one page',
    async ({ page, request, baseURL }) => {
      const { exam, sheet } = await demoClass(request, new URL(baseURL!).origin, 'ix');
      const pupil = sheet.results.find((r) => r.dateOfBirth !== '')!;
      await page.goto('/result');
      const lookup = page.getByRole('region', { name: 'Find a result' });
      await lookup.getByLabel('Exam').selectOption({ label: exam.title });
      await lookup.getByLabel('Class').selectOption({ label: 'Nine (ix)' });
      await lookup.getByLabel('Roll').fill(pupil.roll);
      // The way to find it not chosen is not shown (styles.css), though the server drew it.
      await expect(lookup.getByRole('textbox', { name: 'Birth registration number' })).toBeHidden();
      await lookup.getByLabel('Date of birth', { exact: true }).fill(typed(pupil.dateOfBirth));
      await lookup.getByRole('button', { name: 'Show result' }).click();
      await page.waitForURL(/\/result\?.*roll=/);
      const marksheet = page.locator('.marksheet');
      await expect(marksheet).toBeVisible();
      await expect(marksheet).toContainText(pupil.name);
      // Its Print button needs the code: a browser without it prints from its own menu.
      await expect(marksheet.getByRole('button', { name: 'Print' })).toBeHidden();
      await expect(lookup.getByLabel('Roll')).toHaveValue(pupil.roll);
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      expect(pdfPages(pdf).count).toBe(1);

      // A wrong date: no match, said on the page.
      await lookup.getByLabel('Date of birth', { exact: true }).fill('01/01/2001');
      await lookup.getByRole('button', { name: 'Show result' }).click();
      await expect(page.getByRole('alert')).toContainText('No result matches');
      await expect(page.locator('.marksheet')).toHaveCount(0);
    },
  );

  plainTest(
    'a family applies with a photo in Bangla, is told each mistake in Bangla, then gets the slip and checks it',
    async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'lang', value: 'bn', url: baseURL! }]);
      await page.goto('/onlineAdmission');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('অনলাইন ভর্তি');
      await fillAdmissionForm(
        page,
        'bn',
        { studentName: 'সুমাইয়া', dateOfBirth: '৩১/০২/২০১৪' },
        undefined,
        { script: false },
      );
      await page.getByRole('button', { name: 'আবেদন করুন' }).click();
      await page.waitForURL('**/onlineAdmission#admission-form');
      const name = page.getByLabel('শিক্ষার্থীর নাম (ইংরেজিতে)', { exact: true });
      await expect(name).toHaveValue('সুমাইয়া');
      await expect(name).toHaveAccessibleDescription(/নামটি ইংরেজি অক্ষরে লিখুন/);
      await expect(page.getByLabel('জন্ম তারিখ', { exact: true })).toHaveAccessibleDescription(
        /দিন\/মাস\/বছর/,
      );
      // What was typed is there; the photo is chosen again (a browser keeps no file).
      await expect(page.getByLabel('পিতার নাম', { exact: true })).toHaveValue('রফিকুল ইসলাম');
      await expect(page.getByText('ছবিটি আবার বেছে নিন')).toBeVisible();

      await fillAdmissionForm(page, 'bn', { guardianMobile: '০১৮১২ ৩৪৫৬৮১' }, undefined, {
        script: false,
      });
      await page.getByRole('button', { name: 'আবেদন করুন' }).click();
      const slip = page.getByRole('region', { name: 'ভর্তির আবেদন: প্রাপ্তিস্বীকারপত্র' });
      await expect(slip).toBeVisible();
      const reference = (await slip.textContent())?.match(/ADM-\d{4}-[A-Z0-9]{6}/)?.[0] ?? '';
      expect(reference).not.toBe('');
      await expect(slip).toContainText('সুমাইয়া আক্তার');
      // Print and save need the code; another application is a link.
      await expect(slip.getByRole('button')).toHaveCount(0);
      await expect(slip.getByRole('link', { name: 'আরেকজন শিক্ষার্থীর জন্য আবেদন করুন' })).toBeVisible();

      // The status lookup is filled in with it, and answered by the server.
      const lookup = page.getByRole('region', { name: 'আবেদনের অবস্থা দেখুন' });
      await expect(lookup.getByLabel('রেফারেন্স নম্বর')).toHaveValue(reference);
      await lookup.getByRole('button', { name: 'অবস্থা দেখুন' }).click();
      await page.waitForURL(/\/onlineAdmission\?reference=/);
      await expect(page.locator('#admission-status-answer')).toContainText(reference);
      await expect(page.locator('#admission-status-answer')).toContainText('সুমাইয়া আক্তার');
    },
  );

  plainTest('a reader switches the language and opens the menu', async ({ page }) => {
    await page.goto('/notice');
    await page.getByRole('button', { name: 'বাংলা' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('নোটিশসমূহ');
    const menu = page.locator('header details').first();
    await menu.locator('summary').click();
    await expect(menu).toHaveAttribute('open', '');
    await expect(menu.getByRole('link').first()).toBeVisible();
  });
});

/** A form page opened with its form's code held back until `release()`: the page as drawn. */
async function openWithCodeHeldBack(page: Page, path: string, part: string) {
  const release = await holdBack(page, new RegExp(`/assets/${part}-[\\w-]+\\.js$`));
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

test('with the form’s code held back, a reader types at once and the code keeps every letter', async ({
  page,
  consoleErrors,
}) => {
  const release = await openWithCodeHeldBack(page, '/result', 'result-lookup');
  const lookup = page.getByRole('region', { name: 'Find a result' });
  // Usable at once: nothing greyed out waiting for the code.
  await expect(lookup.getByLabel('Roll')).toBeEnabled();
  await lookup.getByLabel('Class').selectOption({ label: 'Nine (ix)' });
  await lookup.getByLabel('Roll').fill('17');
  await lookup.getByRole('radio', { name: /birth registration/i }).check();
  const number = lookup.getByRole('textbox', { name: 'Birth registration number' });
  await number.fill('20147812345678901');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  const form = lookup.locator('form');
  await form.evaluate((node) => {
    (node as HTMLFormElement & { drawn?: boolean }).drawn = true;
  });
  // The code has been asked for since the first touch; it comes ten seconds late.
  await page.waitForTimeout(10_000);
  release();
  await expect(page.locator('[data-part="result-lookup"]')).toHaveAttribute('data-taken', '');
  await expect(lookup.getByLabel('Roll')).toHaveValue('17');
  await expect(lookup.getByLabel('Class')).toHaveValue('ix');
  await expect(number).toHaveValue('20147812345678901');
  await expect(lookup.getByLabel('Date of birth', { exact: true })).toHaveCount(0);
  // The server's drawing, taken over, not drawn again.
  expect(await form.evaluate((node) => (node as HTMLFormElement & { drawn?: boolean }).drawn)).toBe(
    true,
  );
  // The code has the form now: a mistake is caught on the phone, nothing sent.
  await lookup.getByLabel('Roll').fill('');
  await lookup.getByRole('button', { name: 'Show result' }).click();
  await expect(lookup.getByLabel('Roll')).toHaveAccessibleDescription('This field is required');
  expect(page.url()).not.toContain('roll=');
  expect(consoleErrors).toEqual([]);
});

test('with the admission form’s code held back, what a parent types and the photo chosen are kept when it comes', async ({
  page,
  consoleErrors,
}) => {
  const release = await openWithCodeHeldBack(page, '/onlineAdmission', 'admission-forms');
  const name = page.getByLabel('Student’s name in English', { exact: true });
  await expect(name).toBeEnabled();
  await name.fill('Sumaiya Akter');
  await page.getByLabel('Guardian', { exact: true }).selectOption('other');
  // The guardian's name is asked for once the guardian is neither parent, code or not.
  await page.getByLabel('Guardian’s name', { exact: true }).fill('Abdul Karim');
  const photo = await sharp({
    create: { width: 1200, height: 1600, channels: 3, background: { r: 71, g: 181, b: 255 } },
  })
    .jpeg()
    .toBuffer();
  // Until the code has the form, the browser's own file field.
  await page
    .locator('input[type=file][name=photo]')
    .setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.waitForTimeout(10_000);
  release();
  await expect(page.locator('[data-part="admission-forms"]')).toHaveAttribute('data-taken', '');
  await expect(name).toHaveValue('Sumaiya Akter');
  await expect(page.getByLabel('Guardian’s name', { exact: true })).toHaveValue('Abdul Karim');
  // The photo chosen before is shrunk and shown as if chosen now.
  await expect(page.getByRole('img', { name: 'The student’s photo' })).toBeVisible();
  // And kept on the phone as the code keeps every answer.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('admission-draft') ?? ''))
    .toContain('Sumaiya Akter');
  expect(consoleErrors).toEqual([]);
});
