import { readFile } from 'node:fs/promises';
import { simplePdf } from '../../src/server/db/seed/simple-pdf.ts';
import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { openMenu, png, signIn, visitor } from './helpers.ts';

// Other spec files share the server: every text here is unique to this run, and each
// test leaves the site as it found it (the routine excepted: it replaces the demo one).
const stamp = Date.now();
/** This year in Dhaka: an uploaded file's title names it. */
const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', year: 'numeric' }).format(
  new Date(),
);

test('the admin uploads a class-seven routine; a visitor views and downloads it', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const marker = `Routine ${stamp}`;
  const pdf = simplePdf(marker, ['Saturday: Bangla, English, Mathematics']);
  await signIn(page);
  await openMenu(page, 'Academic Files');
  await expect(page.getByRole('heading', { level: 1, name: 'Academic Files' })).toBeVisible();

  // The place's file input (out of sight, named "Upload: …" or "Replace: …") and the
  // button drawn for it, which a mouse clicks.
  const place = /^(Upload|Replace): Class Routine, Seven \(vii\)$/;
  const seven = page
    .getByRole('region', { name: 'Class Routine' })
    .getByRole('listitem')
    .filter({ hasText: 'Seven (vii)' });
  // A wrong file is refused before anything is sent.
  let [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    seven
      .locator('label')
      .filter({ hasText: /^(Upload|Replace)$/ })
      .click(),
  ]);
  await chooser.setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a PDF' })).toBeVisible();

  // The keyboard reaches the same input, and Enter opens the picker. (Playwright takes
  // the picker over once a listener is there: one is set before the key, which is quick.)
  page.on('filechooser', () => {});
  await page.getByRole('button', { name: place }).focus();
  [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
  await chooser.setFiles({ name: 'routine-seven.pdf', mimeType: 'application/pdf', buffer: pdf });
  // The demo school's routine is live: replacing it is asked first, and Cancel keeps it.
  const ask = page.getByRole('dialog', {
    name: `Replace the Class Seven Class Routine ${year} now shown on the website?`,
  });
  await expect(ask).toContainText('New file: routine-seven.pdf');
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(seven.getByRole('progressbar')).toHaveCount(0);
  [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    seven
      .locator('label')
      .filter({ hasText: /^Replace$/ })
      .click(),
  ]);
  await chooser.setFiles({ name: 'routine-seven.pdf', mimeType: 'application/pdf', buffer: pdf });
  await ask.getByRole('button', { name: 'Replace' }).click();
  await expect(page.getByText('File uploaded')).toBeVisible();
  const today = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date());
  await expect(seven).toContainText(`Class Seven Class Routine ${year} · Updated ${today}`);
  await expect(
    page.getByRole('button', { name: 'Replace: Class Routine, Seven (vii)' }),
  ).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const guest = await visitor(browser);
  await guest.page.goto('/classRoutine');
  const row = guest.page.getByRole('row').filter({ hasText: 'Seven (vii)' });
  await expect(row).toContainText(`Class Seven Class Routine ${year}`);
  await expect(row).toContainText(`Updated ${today}`);
  // View: a new tab with the PDF itself.
  const viewed = guest.context.waitForEvent(
    'response',
    (r) => r.url().includes('/api/documents/') && r.url().endsWith('/view'),
  );
  const [tab] = await Promise.all([
    guest.context.waitForEvent('page'),
    row.getByRole('link', { name: /^View/ }).click(),
  ]);
  const response = await viewed;
  expect(tab.url()).toBe(response.url());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  // Chromium shows it in its PDF viewer; the bytes behind the address are the new file.
  const file = await guest.context.request.get(response.url());
  expect(file.headers()['content-disposition']).toMatch(/^inline/);
  expect((await file.body()).toString('latin1')).toContain(marker);
  // Download: the same file, saved.
  const [download] = await Promise.all([
    guest.page.waitForEvent('download'),
    row.getByRole('link', { name: /^Download/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = await readFile((await download.path())!);
  expect(saved.toString('latin1')).toContain(marker);
  await guest.context.close();
  expect(consoleErrors).toEqual([]);
});

test('the admin creates an album with three photos at once; a visitor sees it on /images', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const title = `Album ${stamp}`;
  await signIn(page);
  await openMenu(page, 'Photo Albums');
  await expect(page.getByRole('heading', { level: 1, name: 'Albums' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open: Home page gallery' })).toBeVisible();
  await page.getByLabel('New album title').fill(title);
  await page.getByRole('button', { name: 'Create album' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByLabel('Add photos').setInputFiles([
    {
      name: 'red.png',
      mimeType: 'image/png',
      buffer: await png({ r: 200, g: 30, b: 30 }, 480, 360),
    },
    {
      name: 'green.png',
      mimeType: 'image/png',
      buffer: await png({ r: 30, g: 160, b: 60 }, 480, 360),
    },
    {
      name: 'blue.png',
      mimeType: 'image/png',
      buffer: await png({ r: 30, g: 60, b: 200 }, 480, 360),
    },
  ]);
  await expect(page.getByText('3 photos added')).toBeVisible();
  const photos = page.getByRole('region', { name: 'Photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(3);
  // The first photo became the cover; the last is moved first.
  await expect(page.getByRole('button', { name: 'Use as cover: Photo 1 of 3' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const firstSrc = await photos.nth(2).getByRole('img').getAttribute('src');
  await page.getByRole('button', { name: 'Move earlier: Photo 3 of 3' }).click();
  // The buttons are named by place: the second click waits until the move shows, as the
  // admin's eye does (a click before it would move the photo that was second).
  await expect(photos.nth(1).getByRole('img')).toHaveAttribute('src', firstSrc!);
  await page.getByRole('button', { name: 'Move earlier: Photo 2 of 3' }).click();
  await expect(photos.first().getByRole('img')).toHaveAttribute('src', firstSrc!);

  // The delete confirmation shows the photo; Cancel keeps it.
  await page.getByRole('button', { name: 'Delete: Photo 2 of 3' }).click();
  const ask = page.getByRole('dialog', { name: 'Remove this photo from the album?' });
  await expect(ask.locator('img')).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();

  // Replace: the second photo shows a new image in the same place.
  const secondSrc = await photos.nth(1).getByRole('img').getAttribute('src');
  await page.getByLabel('Replace: Photo 2 of 3').setInputFiles({
    name: 'yellow.png',
    mimeType: 'image/png',
    buffer: await png({ r: 230, g: 200, b: 20 }, 480, 360),
  });
  await expect(page.getByText('Photo replaced')).toBeVisible();
  await expect(photos).toHaveCount(3);
  await expect(photos.nth(1).getByRole('img')).not.toHaveAttribute('src', secondSrc!);
  await expect(photos.first().getByRole('img')).toHaveAttribute('src', firstSrc!);
  const replacedSrc = await photos.nth(1).getByRole('img').getAttribute('src');

  // A caption names the photo in the editor, and describes it to the visitor.
  await photos.first().getByLabel('Caption (what the photo shows)').fill('Prize giving');
  await page.getByRole('button', { name: 'Save caption: Photo 1 of 3' }).click();
  await expect(page.getByText('Caption saved')).toBeVisible();
  await expect(photos.first().getByRole('img', { name: 'Prize giving' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Move later: Prize giving' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const guest = await visitor(browser);
  try {
    await guest.page.goto('/images');
    const card = guest.page.getByRole('link').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card).toContainText('3 photos');
    await card.click();
    const shown = guest.page.getByRole('main').getByRole('img');
    await expect(shown).toHaveCount(3);
    await expect(shown.first()).toHaveAttribute('src', firstSrc!);
    await expect(shown.first()).toHaveAttribute('alt', 'Prize giving');
    await expect(shown.nth(1)).toHaveAttribute('src', replacedSrc!);
  } finally {
    await guest.context.close();
    // Tidy up for the other spec files (/images has six cards), even after a failure:
    // the album goes again, asked first.
    await page.getByRole('link', { name: 'All albums' }).click();
    await page.getByRole('button', { name: `Delete: ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this album?' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(title)).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});

test("the admin adds, edits, moves and removes a staff member; the visitor's /staff follows", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const name = `Staff ${stamp}`;
  await signIn(page);
  await openMenu(page, 'Staff List');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Staff' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();

  await page.getByRole('button', { name: 'Add staff member' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add staff member' });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  await dialog.getByLabel('Name in Bangla (optional)').fill(`কর্মচারী ${stamp}`);
  await dialog.getByLabel('Designation', { exact: true }).fill('Night Guard');
  await dialog.getByLabel('Designation in Bangla (optional)').fill('নৈশপ্রহরী');
  await dialog.getByLabel('Mobile (optional)').fill('01711000000');
  await dialog.getByLabel('ID No. (optional)').fill(`STF-${stamp}`);
  await dialog.getByLabel('Photo (optional)').setInputFiles({
    name: 'guard.png',
    mimeType: 'image/png',
    buffer: await png({ r: 120, g: 90, b: 40 }, 480, 360),
  });
  await dialog.getByRole('button', { name: 'Add staff member' }).click();
  await expect(page.getByText('Staff member added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.last()).toContainText(name);
  // The photo is decoration beside the name (alt=""): found by its element.
  await expect(rows.last().locator('img')).toHaveAttribute('src', /^\/uploads\//);

  await page.getByRole('button', { name: `Edit: ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit staff member' });
  await dialog.getByLabel('Designation', { exact: true }).fill('Head Guard');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(rows.last()).toContainText('Head Guard');

  // Two places up: the admin's list and the visitor's page agree.
  const up = page.getByRole('button', { name: `Move up: ${name}` });
  await up.click();
  await expect(up).toBeFocused();
  await up.click();
  await expect(rows.nth(before - 2)).toContainText(name);
  expect(await seriousA11yViolations(page)).toEqual([]);
  const order = (await rows.locator('p.font-semibold').allTextContents()).map((s) => s.trim());

  const guest = await visitor(browser);
  await guest.page.goto('/staff');
  const cards = guest.page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards).toHaveCount(before + 1);
  expect(await cards.allTextContents()).toEqual(order);
  const card = guest.page.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('Head Guard');
  await expect(card).toContainText(`ID No.: STF-${stamp}`);
  await expect(card.getByRole('img')).toBeVisible();
  // A Bangla reader sees the Bangla name and designation (the English edit kept them).
  await guest.page.getByRole('button', { name: 'বাংলা' }).click();
  const bangla = guest.page.getByRole('listitem').filter({ hasText: `কর্মচারী ${stamp}` });
  await expect(bangla.getByRole('heading', { level: 2 })).toHaveText(`কর্মচারী ${stamp}`);
  await expect(bangla).toContainText('নৈশপ্রহরী');
  await guest.page.getByRole('button', { name: 'English' }).click();

  await page.getByRole('button', { name: `Delete: ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this staff member?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(before);

  await guest.page.goto('/staff');
  await expect(guest.page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(before);
  await expect(guest.page.getByText(name)).toHaveCount(0);
  await guest.context.close();
  expect(consoleErrors).toEqual([]);
});
