import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { openMenu, signIn, visitor } from './helpers.ts';
import { overflowProblems, PHONE, smallTargets } from './layout-checks.ts';

const ADMIN_PASSWORD = 'e2e-admin-password';
const DEMO_PASSWORD = 'school-demo-2026';

/**
 * Waits for `done` (the change's toast), typing the admin's own password first when the
 * server asks for it again (not within minutes of the last time).
 */
async function passwordIfAsked(page: Page, done: string) {
  const again = page.getByRole('dialog', { name: 'Enter your password again' });
  const toast = page.getByText(done);
  await expect(again.or(toast).first()).toBeVisible();
  if (await again.isVisible()) {
    await again.getByLabel('Your password').fill(ADMIN_PASSWORD);
    await again.getByRole('button', { name: 'Continue' }).click();
    await expect(again).toBeHidden();
  }
  await expect(toast).toBeVisible();
}

/** A class's section on the promotion screen. */
const classSection = (page: Page, name: string) =>
  page
    .getByRole('heading', { level: 3, name: new RegExp(`^${name}`) })
    .locator('xpath=ancestor::section[1]');

/**
 * The other specs share this server and its demo school: the whole school is promoted and
 * undone within this one test, so every class and roll is as it was for the specs after it.
 * Students other specs added are in their classes too; only the demo students are named.
 */
test('the admin sees what a year-end promotion changes, promotes the school and undoes it the same day', async ({
  page,
  browser,
  consoleErrors,
}) => {
  // A class-ten student (Sadia Islam, the demo's student01) is signed in on her phone.
  const phone = await visitor(browser);
  await signIn(phone.page, '/studentLogin', 'Student ID', 'student01', DEMO_PASSWORD);

  await signIn(page);
  await openMenu(page, 'Year-end Promotion');
  await expect(page.getByRole('heading', { level: 1, name: 'Year-end Promotion' })).toBeVisible();
  await expect(page.getByText(/Class Ten passes out/)).toBeVisible();

  // Sabbir Rahman (seven, roll 3) repeats the year; Jannatul Ferdous comes up from six with roll 3.
  const seven = classSection(page, 'Class Seven \\(vii\\)');
  await expect(seven).toContainText('Sabbir Rahman · Roll 3');
  await expect(classSection(page, 'Class Six \\(vi\\)')).toContainText('Jannatul Ferdous · Roll 3');
  const summary = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { level: 2, name: 'What will change' }) });
  await expect(summary).toContainText('No roll changes');
  await seven.getByRole('checkbox', { name: 'Stays back: Sabbir Rahman' }).check();
  const newRoll = summary.getByText(/^Sabbir Rahman \(Class Seven \(vii\)\): roll 3 → \d+$/);
  await expect(newRoll).toBeVisible();
  const roll = (await newRoll.textContent())!.match(/→ (\d+)$/)![1]!;
  await expect(summary).toContainText(
    /Class Seven \(vii\) → Eight \(viii\): \d+ moving up, 1 staying back/,
  );
  await expect(summary).toContainText(/Class Ten \(x\): \d+ passing out, 0 staying back/);

  // Promote: a confirmation naming the figures, then the password.
  await summary.getByRole('button', { name: 'Promote' }).click();
  const confirm = page.getByRole('dialog', { name: 'Promote the whole school?' });
  await expect(confirm).toContainText(
    /\d+ students move up one class and \d+ pass out of Class Ten/,
  );
  await confirm.getByRole('button', { name: 'Promote' }).click();
  await passwordIfAsked(page, 'Students promoted');
  const done = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { name: 'Promotion done' }) });
  await expect(done).toContainText('Stayed back: 1 (new roll: 1)');
  await expect(done).toContainText(/Promoted on .+ by .+\./);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  // The done state on a phone's screen: nothing scrolls sideways, every target a finger's.
  await page.setViewportSize(PHONE);
  await expect(done.getByRole('button', { name: 'Undo the promotion' })).toBeVisible();
  expect(await overflowProblems(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);

  // The students moved: Jannatul is in seven, Sabbir stayed with his new roll.
  await page.goto('/dashboard/students?q=Jannatul');
  await expect(
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Jannatul Ferdous' }) }),
  ).toContainText('Class: Seven (vii)');
  await page.goto('/dashboard/students?q=Sabbir');
  const sabbir = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Sabbir Rahman' }) });
  await expect(sabbir).toContainText('Class: Seven (vii)');
  await expect(sabbir).toContainText(`Roll: ${roll}`);

  // Sadia passed out: her session has ended.
  await phone.page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Student Blogs', exact: true })
    .click();
  await expect(phone.page).toHaveURL(/\/studentLogin$/);

  // Undone the same day: everyone back in their class and roll, class ten on again.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/promotion');
  await page.getByRole('button', { name: 'Undo the promotion' }).click();
  await passwordIfAsked(page, 'Promotion undone');
  await expect(page.getByText(/^The promotion of .+ was undone\.$/)).toBeVisible();
  await expect(classSection(page, 'Class Seven \\(vii\\)')).toContainText('Sabbir Rahman · Roll 3');
  await expect(classSection(page, 'Class Ten \\(x\\)')).toContainText('Sadia Islam · Roll 1');
  await expect(classSection(page, 'Class Six \\(vi\\)')).toContainText('Jannatul Ferdous · Roll 3');
  await signIn(phone.page, '/studentLogin', 'Student ID', 'student01', DEMO_PASSWORD);
  await phone.context.close();

  // In Bangla, on a phone: the screen's words and digits.
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'বছর শেষে শ্রেণি উন্নীতকরণ' }),
  ).toBeVisible();
  await page.setViewportSize(PHONE);
  await expect(classSection(page, 'সপ্তম শ্রেণি')).toContainText('সাব্বির রহমান · রোল ৩');
  expect(await overflowProblems(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);

  // The audit log has both.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('group', { name: 'ভাষা' }).getByRole('button', { name: 'English' }).click();
  await openMenu(page, 'Audit Log');
  await expect(page.getByRole('main')).toContainText(/Moved \d+ students up a class at year end/);
  await expect(page.getByRole('main')).toContainText(
    /Undid the year-end promotion of \d+ students/,
  );
  // The browser logs the server's asking for the password again (403) itself.
  expect(consoleErrors.filter((e) => !/status of 403/.test(e))).toEqual([]);
});
