import { expect, test } from './fixtures.ts';
import { openMenu, signIn } from './helpers.ts';
import { overflowProblems, PHONE, smallTargets } from './layout-checks.ts';

/**
 * SMS to guardians (issue 47) on the demo school, whose gateway is the site's own fake:
 * the admin finds the demo batch delivered, writes to class six's guardians in Bangla,
 * checks who gets it and what it costs, sends it, and sees it reach the demo phones.
 */

test('the admin checks and sends an SMS to class six’s guardians and sees it reach their phones', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  await openMenu(page, 'SMS');
  await expect(
    page.getByRole('heading', { level: 1, name: 'SMS to guardians and teachers' }),
  ).toBeVisible();
  await expect(page.getByText('Gateway: Demo gateway (no real SMS)')).toBeVisible();
  // The demo school's batch went out through the fake gateway when the site started.
  const sent = page.getByRole('region', { name: 'Sent messages' });
  await expect(sent.getByText(/half-yearly exam results are published/).first()).toBeVisible();
  // Sent at once; delivered once the gateway's report is read (every 30 s).
  await expect(sent.getByText(/^(Sent|Delivered): \d+$/).first()).toBeVisible();

  await page.getByLabel('Guardians of chosen classes').check();
  await page.getByRole('checkbox', { name: 'Class Six (vi)' }).check();
  const text = `কাল সকাল ৯টায় ষষ্ঠ শ্রেণির অভিভাবক সভা। ${Date.now()}`;
  await page.getByLabel('Message in Bangla').fill(text);
  // Send waits for a check of exactly what is written.
  await expect(page.getByRole('button', { name: /^Send/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Check' }).click();
  const preview = page.getByRole('region', { name: 'Before sending' });
  await expect(preview.getByText(/^\d+ recipients?$/)).toBeVisible();
  await expect(preview.getByText(/^Cost: Tk \d+\.\d\d$/)).toBeVisible();
  await page.getByRole('button', { name: /^Send to \d+ recipients?$/ }).click();
  await expect(page.getByText(/queued|sent/i).first()).toBeVisible();

  // The new batch is listed, and the fake gateway takes it within moments.
  const batch = sent.getByRole('listitem').filter({ hasText: text });
  await expect(batch.getByText(/^(Sent|Delivered): \d+$/).first()).toBeVisible({ timeout: 15_000 });
  const phones = page.getByRole('region', { name: 'What the demo phones received' });
  await expect(async () => {
    await phones.getByRole('button', { name: 'Refresh' }).click();
    await expect(phones.getByText(text).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  expect(consoleErrors).toEqual([]);
});

test('the SMS screen fits a phone in Bangla', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto('/dashboard/sms');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'অভিভাবক ও শিক্ষকদের এসএমএস' }),
  ).toBeVisible();
  await expect(page.getByText(/^(পাঠানো হয়েছে|পৌঁছেছে): [০-৯]+টি$/).first()).toBeVisible();
  expect(await overflowProblems(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
});

test('a class teacher texts their own class’s guardians, and sees no more than their own', async ({
  page,
}) => {
  // The demo school's class six teacher (teacher03), as the admin named them.
  await signIn(page, '/teacherLogin', 'Teacher ID', 'teacher03', 'school-demo-2026');
  await openMenu(page, 'SMS');
  await expect(page.getByRole('region', { name: 'Numbers that get no SMS' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'What the demo phones received' })).toHaveCount(0);
  await expect(page.getByLabel('All guardians')).toHaveCount(0);
  const text = `Class six: the science fair is on Thursday. ${Date.now()}`;
  await page.getByLabel('Message in English').fill(text);
  await page.getByRole('button', { name: 'Check' }).click();
  await page.getByRole('button', { name: /^Send to \d+ recipients?$/ }).click();
  const sent = page.getByRole('region', { name: 'Sent messages' });
  await expect(sent.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  // The demo school's own batch (the office's) is not theirs to see.
  await expect(sent.getByText(/half-yearly exam results are published/)).toHaveCount(0);
});

test('the admin names a class teacher on a phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto('/dashboard/classTeachers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ten = page.getByRole('combobox', { name: /Ten.*Whole class/ });
  await ten.selectOption({ label: 'Md. Kamrul Islam' });
  await expect(page.getByText('Class teacher saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: /Ten.*Whole class/ })).toHaveValue(
    await ten.inputValue(),
  );
  expect(await overflowProblems(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
});
