import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openMenu, signIn, visitor } from './helpers.ts';

// One server per file: names and ids unique to this run.
const stamp = Date.now();
const ADMIN_PASSWORD = 'e2e-admin-password';
const DEMO_PASSWORD = 'school-demo-2026';
const teacher = {
  id: `leaving-${stamp}`,
  password: `teacher-pass-${stamp}`,
  name: `Nasima Khatun ${stamp}`,
  nameBn: `নাসিমা খাতুন ${stamp}`,
};

test.describe.configure({ mode: 'serial' });

/**
 * Waits for `done` (the change's toast), typing the admin's own password first when the
 * server asks for it again before the guarded change (not within minutes of the last time).
 */
async function passwordIfAsked(page: Page, done: string, password = ADMIN_PASSWORD) {
  const again = page.getByRole('dialog', { name: 'Enter your password again' });
  const toast = page.getByText(done);
  await expect(again.or(toast).first()).toBeVisible();
  if (await again.isVisible()) {
    await again.getByLabel('Your password').fill(password);
    await again.getByRole('button', { name: 'Continue' }).click();
    await expect(again).toBeHidden();
  }
  await expect(toast).toBeVisible();
}

/** The teacher's card on the dashboard's Teachers list. */
function teacherCard(page: Page) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: teacher.name }) });
}

test('the admin adds a teacher with what the Teachers page shows, in both languages', async ({
  page,
  browser,
  consoleErrors,
}) => {
  await signIn(page);
  await openMenu(page, 'Add Teacher');
  await page.getByLabel('Teacher Id').fill(teacher.id);
  await page.getByLabel('Teacher Password').fill(teacher.password);
  await page.getByLabel('Name', { exact: true }).fill(teacher.name);
  await page.getByLabel('Name in Bangla (optional)').fill(teacher.nameBn);
  // One choice fills the designation in both languages.
  await page
    .getByLabel('Common designations')
    .selectOption({ label: 'Assistant Teacher (সহকারী শিক্ষক)' });
  await expect(page.getByLabel('Designation', { exact: true })).toHaveValue('Assistant Teacher');
  await expect(page.getByLabel('Designation in Bangla (optional)')).toHaveValue('সহকারী শিক্ষক');
  await page.getByLabel('Subject (optional)').fill('Mathematics');
  await page.getByRole('button', { name: 'Add Teacher' }).click();
  await expect(page.getByText('Teacher Added')).toBeVisible();

  // A visitor sees the new teacher at once, in the reader's language.
  const { context, page: parent } = await visitor(browser);
  await parent.goto('/teachers');
  const card = parent.getByRole('listitem').filter({ hasText: teacher.name });
  await expect(card).toContainText('Assistant Teacher');
  await expect(card).toContainText('Mathematics');
  await parent
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: 'বাংলা' })
    .click();
  await expect(parent.locator('html')).toHaveAttribute('lang', 'bn');
  const bangla = parent.getByRole('listitem').filter({ hasText: teacher.nameBn });
  await expect(bangla).toContainText('সহকারী শিক্ষক');
  await expect(parent.getByText(teacher.name, { exact: true })).toHaveCount(0);
  await context.close();
  expect(consoleErrors).toEqual([]);
});

test('a teacher who leaves is turned off: signed out at once, refused at sign-in, gone from the Teachers page; then turned on and deleted', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // The teacher is at work, signed in on their own phone.
  const phone = await visitor(browser);
  await signIn(phone.page, '/teacherLogin', 'Teacher ID', teacher.id, teacher.password);

  await signIn(page);
  await openMenu(page, 'Teachers');
  await expect(page.getByRole('heading', { name: 'All of Our Teachers' })).toBeVisible();
  const card = teacherCard(page);
  await card.getByRole('button', { name: `Turn off: ${teacher.name}` }).click();
  await passwordIfAsked(page, 'Account turned off');
  await expect(card).toContainText('Turned off on');
  await expect(card.getByRole('button', { name: `Turn on: ${teacher.name}` })).toBeVisible();

  // Their open session has ended: the next screen sends them to sign in again...
  await phone.page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Students', exact: true })
    .click();
  await expect(phone.page).toHaveURL(/\/teacherLogin$/);
  // ...where the right password is refused, saying why.
  const main = phone.page.getByRole('main');
  await main.getByLabel('Teacher ID').fill(teacher.id);
  await main.getByLabel('Password').fill(teacher.password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(phone.page.getByText(/This account has been turned off/)).toBeVisible();
  await expect(phone.page).toHaveURL(/\/teacherLogin$/);

  // Visitors no longer see them.
  await phone.page.goto('/teachers');
  await expect(phone.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(phone.page.getByText(teacher.name)).toHaveCount(0);
  await phone.context.close();

  // Back on: then deleted for good, the dialog saying what happens to the posts.
  await card.getByRole('button', { name: `Turn on: ${teacher.name}` }).click();
  await passwordIfAsked(page, 'Account turned on');
  await card.getByRole('button', { name: `Delete: ${teacher.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this account for good?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expect(dialog).toContainText('It has written no posts.');
  await expect(dialog.getByRole('button', { name: 'Turn off instead' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await passwordIfAsked(page, 'Account deleted');
  await expect(teacherCard(page)).toHaveCount(0);

  // Every step is in the audit log.
  await openMenu(page, 'Audit Log');
  const log = page.getByRole('main');
  await expect(log).toContainText(`Turned off teacher account`);
  await expect(log).toContainText(`Turned on teacher account again`);
  // The browser logs the refused sign-in (403) and the ended session (401) itself.
  expect(consoleErrors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
});

test('a teacher corrects a student’s class and roll', async ({ page, consoleErrors }) => {
  await signIn(page, '/teacherLogin', 'Teacher ID', 'teacher05', DEMO_PASSWORD);
  await openMenu(page, 'Students');
  // Found by a search for her name (Bangla digits would find a roll the same way).
  await page.getByRole('searchbox', { name: 'Search' }).fill('Lamia');
  await expect(page).toHaveURL(/\/dashboard\/students\?q=Lamia$/);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Lamia Akter' }) });
  await card.getByRole('link', { name: 'Edit: Lamia Akter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lamia Akter' })).toBeVisible();
  await expect(page).toHaveTitle(/^Edit account: Lamia Akter/);
  await expect(page.getByLabel('Class')).toHaveValue('vii');
  await page.getByLabel('Class').selectOption('viii');
  await page.getByLabel('Roll').fill('৯');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  // Back to the list as it was left, the search kept.
  await expect(page).toHaveURL(/\/dashboard\/students\?q=Lamia$/);
  await expect(card).toContainText('Eight (viii)');
  await expect(card).toContainText('Roll: 9');
  expect(consoleErrors).toEqual([]);
});
