import type { Page } from '@playwright/test';
import { a11yViolations, expect, test } from './fixtures.ts';
import { signIn, visitor } from './helpers.ts';

// Other spec files share the server: every text here is unique to this run.
const stamp = Date.now();
const toBangla = (s: string) => s.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);
const NEW_PHONE = `+880 1811-${String(stamp).slice(-6)}`;
const BANGLA_MESSAGE = [
  `প্রিয় শিক্ষার্থী ও অভিভাবকবৃন্দ, নতুন শিক্ষাবর্ষে সবাইকে স্বাগতম। ${toBangla(String(stamp))}`,
  'নিয়মিত বিদ্যালয়ে আসুন এবং প্রশ্ন করতে ভয় পাবেন না।',
];

test.describe.configure({ mode: 'serial' });

/** Site Content from the dashboard's menu, then one page's editor from its list. */
async function openEditor(page: Page, name: string) {
  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Site Content', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Site Content' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/content\/[a-z-]+$/);
}

async function publish(page: Page) {
  const toast = page.getByText('Published: visitors see the new version now.');
  // The toast of an earlier Publish closes by itself first, so this one is this Publish's.
  await expect(toast).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast).toBeVisible();
  await expect(page.getByText('Visitors see this version')).toBeVisible();
}

test("the admin changes the school's phone number; visitors see it in the top bar and on the contact page", async ({
  page,
  browser,
  consoleErrors,
}) => {
  await signIn(page);
  await openEditor(page, 'Name, address and contact');
  const phone = page.getByLabel('Phone', { exact: true });
  const oldPhone = await phone.inputValue();
  expect(oldPhone).not.toBe('');
  await expect(page.getByLabel('School name (English)')).not.toHaveValue('');
  await expect(page.getByLabel('School name (বাংলা)')).not.toHaveValue('');
  await phone.fill(NEW_PHONE);
  await expect(page.getByText('Changes not published yet')).toBeVisible();
  expect(await a11yViolations(page)).toEqual([]);

  const { context, page: guest } = await visitor(browser);
  await guest.goto('/contact');
  await expect(guest.getByRole('banner')).toContainText(oldPhone);
  await expect(guest.getByRole('banner')).not.toContainText(NEW_PHONE);

  await publish(page);

  await guest.reload();
  const banner = guest.getByRole('banner');
  await expect(banner).toContainText(NEW_PHONE);
  await expect(
    banner.getByRole('link', { name: new RegExp(NEW_PHONE.replace(/\+/, '\\+')) }),
  ).toHaveAttribute('href', `tel:${NEW_PHONE.replace(/[^\d+]/g, '')}`);
  await expect(guest.getByRole('main').getByRole('link', { name: NEW_PHONE })).toBeVisible();
  await guest.goto('/');
  await expect(guest.getByRole('banner')).toContainText(NEW_PHONE);
  await context.close();

  // Back as it was, for the other journeys of this run.
  await phone.fill(oldPhone);
  await publish(page);
  expect(consoleErrors).toEqual([]);
});

test("the admin writes the principal's message in Bangla: the preview shows the draft, visitors see it only after Publish", async ({
  page,
  browser,
  consoleErrors,
}) => {
  await signIn(page);
  await openEditor(page, 'Message from Principal');
  const english = await page.getByLabel('Message (English)').inputValue();
  expect(english).not.toBe('');
  await page.getByLabel('Message (বাংলা)').fill(BANGLA_MESSAGE.join('\n\n'));

  // The preview: the public message page with the draft, in Bangla.
  await page.getByRole('tab', { name: 'Preview: বাংলা' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview: বাংলা' });
  await expect(preview.getByText('প্রধান শিক্ষকের বাণী')).toBeVisible();
  await expect(preview.getByText(BANGLA_MESSAGE[0]!)).toBeVisible();
  await expect(preview.getByText(BANGLA_MESSAGE[1]!)).toBeVisible();
  await expect(page.getByLabel('Message (বাংলা)')).toBeHidden();
  expect(await a11yViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Preview: English' }).click();
  await expect(
    page.getByRole('tabpanel', { name: 'Preview: English' }).getByText('Message from Principal'),
  ).toBeVisible();
  await expect(page.getByText(BANGLA_MESSAGE[0]!)).toBeHidden();

  // Not published yet: a visitor reading Bangla still sees the old message.
  const { context, page: guest } = await visitor(browser);
  await guest.goto('/principleMessage');
  await guest.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('প্রধান শিক্ষকের বাণী');
  await expect(guest.getByRole('main')).not.toContainText(BANGLA_MESSAGE[0]!);

  await publish(page);

  await guest.reload();
  await expect(guest.locator('html')).toHaveAttribute('lang', 'bn');
  const main = guest.getByRole('main');
  await expect(main.getByText(BANGLA_MESSAGE[0]!)).toBeVisible();
  await expect(main.getByText(BANGLA_MESSAGE[1]!)).toBeVisible();
  // In English the English message stays.
  await guest.getByRole('group', { name: 'ভাষা' }).getByRole('button', { name: 'English' }).click();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Message from Principal');
  await expect(main).toContainText(english.split('\n')[0]!);
  await expect(main).not.toContainText(BANGLA_MESSAGE[0]!);
  await context.close();
  expect(consoleErrors).toEqual([]);
});

test('/institution shows the seeded institution information, in English and Bangla', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const about = page.getByRole('navigation', { name: 'Main menu' }).last();
  await about.getByText('About', { exact: true }).click();
  await about.getByRole('link', { name: 'Institution Information' }).click();
  await expect(page).toHaveURL(/\/institution$/);
  await expect(page).toHaveTitle('Institution Information · Char Nilkamal Secondary School');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Institution Information');

  const main = page.getByRole('main');
  await expect(main).toContainText('999901');
  await expect(main).toContainText('Board of Intermediate and Secondary Education, Barishal');
  await expect(main).toContainText('1 January 1975');
  await expect(main).toContainText('MPO listed');
  const six = main.getByRole('row', { name: /Six \(vi\)/ });
  await expect(six.getByRole('cell')).toHaveText(['2', '72', '66', '138']);
  await expect(main.getByRole('row', { name: /All classes/ }).getByRole('cell')).toHaveText([
    '10',
    '314',
    '286',
    '600',
  ]);
  await expect(main.getByRole('heading', { name: 'Managing Committee' })).toBeVisible();
  await expect(main).toContainText('Md. Abdur Rahim Hawlader');
  await expect(main.getByRole('heading', { name: 'Citizen Charter' })).toBeVisible();
  await expect(main).toContainText('Transfer certificate and testimonial');
  await expect(main.getByRole('heading', { name: 'Information Officer' })).toBeVisible();
  await expect(main).toContainText('Md. Kamrul Islam');
  await expect(main.getByRole('link', { name: /info@school\.example/ })).toHaveAttribute(
    'href',
    'mailto:info@school.example',
  );
  expect(await a11yViolations(page)).toEqual([]);

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('প্রতিষ্ঠানের তথ্য');
  await expect(main.getByRole('row', { name: /সব শ্রেণি/ }).getByRole('cell')).toHaveText([
    '১০',
    '৩১৪',
    '২৮৬',
    '৬০০',
  ]);
  await expect(main).toContainText('এমপিওভুক্ত');
  await expect(main).toContainText('মো. কামরুল ইসলাম');
  expect(consoleErrors).toEqual([]);
});
