import { a11yViolations, expect, test } from './fixtures.ts';
import { applyForAdmission, signIn } from './helpers.ts';
import { overflowProblems, PHONE, smallTargets } from './layout-checks.ts';

/**
 * The dashboard's home (issue 15) on the demo school: everyone lands there after sign-in;
 * the admin sees what needs attention, the accounts and the setup checklist, each linking
 * to its screen. Other spec files share the server, so counts are read, not assumed.
 */

test('the admin lands on the dashboard’s home, sees the counts and follows one to its screen', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  // A parent applies: there is at least one new application to review.
  const reference = await applyForAdmission(page.request, baseURL, 'Tania Akter');

  await signIn(page);
  await expect(page.getByText('Welcome, ')).toBeVisible();
  const attention = page.getByRole('region', { name: 'Needs attention' });
  const applications = attention.getByRole('link', { name: /^\d+ new admission applications?$/ });
  await expect(applications).toHaveAttribute('href', '/dashboard/admissions?status=new');
  expect(Number((await applications.textContent())?.match(/^\d+/)?.[0])).toBeGreaterThan(0);
  await expect(
    attention.getByRole('link', { name: /^\d+ problems? without a solution$/ }),
  ).toHaveAttribute('href', '/dashboard/problems');
  await expect(attention.getByRole('link', { name: /backup/i })).toHaveAttribute(
    'href',
    '/dashboard/backup',
  );
  // The demo school is still there: the note leads to its banner above.
  await attention.getByRole('link', { name: /The demo school is still on the site/ }).click();
  await expect(
    page.getByRole('region', { name: 'This site still shows the demo school' }),
  ).toBeFocused();

  const accounts = page.getByRole('region', { name: 'Accounts' });
  await expect(accounts.getByRole('link', { name: /^\d+ students?$/ })).toHaveAttribute(
    'href',
    '/dashboard/students',
  );
  await expect(accounts.getByRole('link', { name: /^\d+ admins?$/ })).toHaveAttribute(
    'href',
    '/dashboard/admins',
  );

  // The setup checklist: twelve steps, each linked to its screen.
  const checklist = page.getByRole('region', { name: 'Set up the school’s site' });
  await expect(checklist.getByText(/^\d+ of 12 steps done$/)).toBeVisible();
  await expect(checklist.getByRole('listitem')).toHaveCount(12);
  expect(await a11yViolations(page)).toEqual([]);

  // Follow the count of new applications: the review, filtered to new ones.
  await applications.click();
  await expect(page).toHaveURL(/\/dashboard\/admissions\?status=new$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Admission Applications' }),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(reference);

  // And a step of the checklist, from the home again.
  await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link', { name: 'Dashboard', exact: true })
    .click();
  await checklist.getByRole('link', { name: 'Post the first event' }).click();
  await expect(page).toHaveURL(/\/dashboard\/addEvent$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Events' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a student lands on their own home, which fits a phone', async ({ page, consoleErrors }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, '/studentLogin', 'Student ID', 'student04', 'school-demo-2026');
  for (const name of ['Your problems', 'Your blogs']) {
    const section = page.getByRole('region', { name });
    await expect(section).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Needs attention' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Your problems' }).getByRole('link', { name: 'Add Problems' }),
  ).toHaveAttribute('href', '/dashboard/addProblems');
  expect(await a11yViolations(page)).toEqual([]);
  expect(await overflowProblems(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
