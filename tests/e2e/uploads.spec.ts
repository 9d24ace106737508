import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { signIn } from './helpers.ts';

// Other spec files share the server: every text here is unique to this run, and the test
// removes what it adds.
const stamp = Date.now();

/**
 * A photo that stays big once shrunk (noise does not compress): its upload lasts long
 * enough, on a slowed connection, to be watched and cancelled.
 */
function noisyPhoto() {
  return sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 90 },
    },
  })
    .png()
    .toBuffer();
}

/** Slows what the browser sends to `bytesPerSecond` (Chromium's network conditions); -1 lifts it. */
async function slowUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

test('on a Bangla page the photo field speaks Bangla, and a cancelled upload leaves the form as it was', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const name = `বাতিল ${stamp}`;
  await signIn(page);
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.goto('/dashboard/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'কর্মচারীবৃন্দ' })).toBeVisible();
  await page.getByRole('button', { name: 'কর্মচারী যোগ করুন' }).click();
  const dialog = page.getByRole('dialog', { name: 'কর্মচারী যোগ করুন' });

  // The field's button and "no file chosen" in Bangla; the browser's own English control
  // is out of sight but still the field, named by its label and the button's text.
  const photo = dialog.getByLabel('ছবি (ঐচ্ছিক)');
  await expect(photo).toHaveAttribute('type', 'file');
  await expect(photo).toHaveAccessibleName('ছবি (ঐচ্ছিক) ছবি বেছে নিন');
  await expect(dialog.getByText('ছবি বেছে নিন', { exact: true })).toBeVisible();
  await expect(dialog.getByText('কোনো ফাইল বেছে নেওয়া হয়নি')).toBeVisible();
  expect(await photo.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await dialog.getByLabel('নাম', { exact: true }).fill(name);
  await dialog.getByLabel('পদবি', { exact: true }).fill('নৈশপ্রহরী');
  // The keyboard opens the picker: Tab to the field, Space. (Playwright takes the picker
  // over once a listener is there: one is set before the key, which is quick.)
  page.on('filechooser', () => {});
  await photo.focus();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press(' ')]);
  await chooser.setFiles({ name: 'প্রহরী.png', mimeType: 'image/png', buffer: await noisyPhoto() });
  await expect(dialog.getByText('প্রহরী.png')).toBeVisible();
  await expect(dialog.getByText('কোনো ফাইল বেছে নেওয়া হয়নি')).toBeHidden();

  // A slow connection: the upload shows its share and size in Bangla digits, with Cancel.
  const cdp = await slowUploads(page, 48 * 1024);
  await dialog.getByRole('button', { name: 'কর্মচারী যোগ করুন' }).click();
  await expect(dialog.getByRole('progressbar', { name: 'ছবি আপলোড হচ্ছে' })).toBeVisible();
  const sentText = dialog.getByText(/^[০-৯.]+ (কেবি|এমবি)-এর মধ্যে [০-৯.]+ (কেবি|এমবি) পাঠানো হয়েছে$/);
  await expect(sentText).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText(/^[০-৯]+%$/)).toBeVisible();
  await expect(sentText).not.toHaveText(/[0-9]/);
  await dialog.getByRole('button', { name: 'আপলোড বাতিল করুন' }).click();

  await expect(dialog.getByRole('status')).toHaveText('আপলোড বাতিল করা হয়েছে। কিছুই সংরক্ষণ করা হয়নি।');
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  // Nothing saved, no error: the dialog keeps every value and the chosen file.
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('নাম', { exact: true })).toHaveValue(name);
  await expect(dialog.getByLabel('পদবি', { exact: true })).toHaveValue('নৈশপ্রহরী');
  await expect(dialog.getByText('প্রহরী.png')).toBeVisible();
  await expect(photo).toBeFocused();
  await expect(page.locator('.Toastify__toast--error')).toHaveCount(0);
  const listed = async () =>
    (
      (await (await page.request.get('/api/staff')).json()) as {
        items: { id: string; name: string }[];
      }
    ).items.filter((m) => m.name === name);
  expect(await listed()).toEqual([]);

  // Sent again at full speed, the same file goes and the member is saved.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await dialog.getByRole('button', { name: 'কর্মচারী যোগ করুন' }).click();
  await expect(page.getByText('কর্মচারী যোগ করা হয়েছে')).toBeVisible();
  await expect(dialog).toBeHidden();
  const [added] = await listed();
  expect(added).toBeDefined();
  const removed = await page.request.delete(`/api/staff/${added!.id}`, {
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(removed.status()).toBe(204);
  expect(consoleErrors).toEqual([]);
});
