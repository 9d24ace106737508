import { expect, seriousA11yViolations, test } from './fixtures.ts';
import { openMenu, signIn, visitor } from './helpers.ts';

// Other spec files share the server: every text here is unique to this run.
const stamp = Date.now();
const notice = {
  title: `Parents' meeting ${stamp}`,
  paragraphs: [
    'Dear guardians,',
    'The meeting of class ten is on Saturday at 10:30 am in the school hall.',
    'Please bring the test examination result card.',
  ],
};
// Newer than every demo notice, so it is on the home page's notice board.
const PUBLISH_DATE = '2027-02-10';
const urgent = `Cyclone ${stamp}: the school is closed tomorrow`;
/** A day `days` from today in Bangladesh (UTC+6), as YYYY-MM-DD. */
const dayFromToday = (days: number) =>
  new Date(Date.now() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
let address = '';

test.describe.configure({ mode: 'serial' });

test('an admin writes a notice as text, with no picture', async ({ page, consoleErrors }) => {
  await signIn(page);
  await openMenu(page, 'Notices on the Website');
  const body = page.getByLabel('The notice (optional with an image)');
  // Neither words nor a picture: refused at the field, nothing sent.
  await page.getByRole('button', { name: 'Add Notice' }).click();
  await expect(page.getByText('Write the notice, or choose an image')).toBeVisible();
  await expect(body).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Date', { exact: true }).fill(PUBLISH_DATE);
  await page.getByLabel('Title (optional)').fill(notice.title);
  await body.fill(notice.paragraphs.join('\n\n'));
  await page.getByRole('button', { name: 'Add Notice' }).click();
  await expect(page.getByText('Notice Added')).toBeVisible();
  await expect(body).toHaveValue('');
  expect(consoleErrors).toEqual([]);
});

test('a visitor opens it from the home page’s notice board; its page reads whole', async ({
  browser,
}) => {
  const { context, page } = await visitor(browser);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  // The list, opened first: its texts come with its code, for the app's taking it over.
  await page.goto('/notice');
  await expect(page.getByRole('link', { name: `Read the notice: ${notice.title}` })).toHaveText(
    'Read the notice',
  );
  await page.goto('/');
  const board = page.getByRole('region', { name: 'Notice Board' });
  await board.getByRole('link', { name: notice.title }).click();
  await expect(page).toHaveURL(/\/notice\/[0-9a-f-]{36}$/);
  address = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible();
  await expect(page).toHaveTitle(`${notice.title} · Char Nilkamal Secondary School`);
  for (const paragraph of notice.paragraphs)
    await expect(page.getByRole('main').getByText(paragraph, { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('10 February 2027');
  expect(await seriousA11yViolations(page)).toEqual([]);
  // Back to the list, where the notice's title opens its page again.
  await page.getByRole('link', { name: 'All notices' }).click();
  await expect(page).toHaveURL(/\/notice$/);
  // The list's texts come with its code (a page drawn by the browser has them too).
  await expect(page.getByRole('link', { name: `Read the notice: ${notice.title}` })).toHaveText(
    'Read the notice',
  );
  await page.getByRole('main').getByRole('link', { name: notice.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${address}$`));
  expect(errors).toEqual([]);
  await context.close();
});

test('its page’s HTML carries the tags a shared link is shown by', async ({ request, baseURL }) => {
  const res = await request.get(address);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<meta property="og:type" content="article"/>');
  expect(head).toContain(
    `<meta property="og:title" content="${notice.title.replace("'", '&#x27;')}"/>`,
  );
  expect(head).toContain(
    '<meta property="og:description" content="10 February 2027: Dear guardians, The meeting',
  );
  expect(head).toContain(`<meta property="og:url" content="${baseURL}${address}"/>`);
  expect(head).toContain('<meta name="twitter:card" content="summary"/>');
  // The words are in the HTML itself: a parent on slow data reads them before any script.
  expect(html).toContain(notice.paragraphs[1]);
});

test('an unknown notice, or an address that is no notice, is the not-found page with 404', async ({
  page,
  request,
}) => {
  for (const url of ['/notice/4f1c2a9e-0000-4000-8000-000000000000', '/notice/no-such-notice']) {
    expect((await request.get(url)).status(), url).toBe(404);
    await page.goto(url);
    await expect(page.getByRole('heading', { name: '404 - PAGE NOT FOUND' })).toBeVisible();
  }
});

test('on a 360 px phone in Bangla the notice reads without sideways scrolling', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'bn-BD',
  });
  const page = await context.newPage();
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('১০ ফেব্রুয়ারি ২০২৭');
  await expect(page.getByRole('link', { name: 'সব নোটিশ' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await context.close();
});

test('an admin pins an urgent notice: every page shows it as a banner, in both languages, until it goes', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  await openMenu(page, 'Notices on the Website');
  await page.getByLabel('Title (optional)').fill(urgent);
  await page
    .getByLabel('The notice (optional with an image)')
    .fill('Signal 7 is up. Classes resume when it is lowered.');
  const pin = page.getByLabel('Pin as a banner until (optional)');
  await pin.fill(dayFromToday(2));
  await page.getByRole('button', { name: 'Add Notice' }).click();
  await expect(page.getByText('Notice Added')).toBeVisible();
  await expect(pin).toHaveValue('');

  const { context, page: reader } = await visitor(browser);
  for (const url of ['/', '/history', '/notice']) {
    await reader.goto(url);
    const banner = reader.getByRole('complementary', { name: 'Urgent notice' });
    await expect(banner.getByRole('link', { name: urgent }), url).toBeVisible();
  }
  await reader
    .getByRole('complementary', { name: 'Urgent notice' })
    .getByRole('link', { name: urgent })
    .click();
  await expect(reader).toHaveURL(/\/notice\/[0-9a-f-]{36}$/);
  await expect(reader.getByRole('heading', { level: 1, name: urgent })).toBeVisible();
  const id = new URL(reader.url()).pathname.split('/').pop() ?? '';
  // The banner is read and seen well (its colours' contrast among the checks).
  await reader.goto('/history');
  expect(await seriousA11yViolations(reader)).toEqual([]);
  // In the page's HTML itself, before any script.
  const html = await (await reader.request.get('/contact')).text();
  expect(html).toContain(`href="/notice/${id}"`);
  await context.close();

  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'bn-BD',
  });
  const small = await phone.newPage();
  await small.goto('/');
  const banner = small.getByRole('complementary', { name: 'জরুরি নোটিশ' });
  await expect(banner.getByRole('link', { name: urgent })).toBeVisible();
  expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await phone.close();

  // Deleted (or past its day), it is on no page: nor for the other journeys that share the server.
  const gone = await page.request.delete(`/api/notices/${id}`, {
    headers: { origin: baseURL ?? '' },
  });
  expect(gone.status()).toBe(204);
  await page.goto('/history');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Urgent notice' })).toHaveCount(0);
});

test('the admin deletes the text notice: its page is gone, and the demo’s notices come first again for the other journeys', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const id = address.split('/').pop() ?? '';
  const gone = await page.request.delete(`/api/notices/${id}`, {
    headers: { origin: baseURL ?? '' },
  });
  expect(gone.status()).toBe(204);
  expect((await page.request.get(address)).status()).toBe(404);
});
