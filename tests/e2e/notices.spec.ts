import { expect, test } from './fixtures.ts';
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
  await expect(page).toHaveTitle(notice.title);
  for (const paragraph of notice.paragraphs)
    await expect(page.getByRole('main').getByText(paragraph, { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('10 February 2027');
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
