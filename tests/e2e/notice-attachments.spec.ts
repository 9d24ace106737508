import { simplePdfPages } from '../../src/server/db/seed/simple-pdf.ts';
import { expect, handedOverWhenReady, test } from './fixtures.ts';
import { openMenu, png, signIn } from './helpers.ts';

// Other spec files share the server: every text here is unique to this run.
const stamp = Date.now();
const title = `Half-yearly examination ${stamp}`;
const routine = simplePdfPages([
  { title: 'Half-yearly examination routine (1 of 2)', lines: ['01 December  Bangla I'] },
  { title: 'Half-yearly examination routine (2 of 2)', lines: ['08 December  Mathematics'] },
]);
let address = '';

test.describe.configure({ mode: 'serial' });

test('an admin attaches a two-page PDF and two photographed pages to a notice', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  await openMenu(page, 'Notices on the Website');
  await page.getByLabel('Title (optional)').fill(title);
  const add = page.getByLabel(/Add PDF or photos/);
  await add.setInputFiles({
    name: `routine-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: routine,
  });
  const list = page.getByRole('list', { name: 'Attachments' });
  await expect(list.getByText('PDF · 2 pages')).toBeVisible();
  await add.setInputFiles([
    {
      name: 'page-1.png',
      mimeType: 'image/png',
      buffer: await png({ r: 240, g: 240, b: 230 }, 600, 800),
    },
    {
      name: 'page-2.png',
      mimeType: 'image/png',
      buffer: await png({ r: 230, g: 240, b: 240 }, 600, 800),
    },
  ]);
  await expect(list.getByText('Photo')).toHaveCount(2);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Add Notice' }).click();
  await expect(page.getByText('Notice Added')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a visitor on a 360 px phone opens the notice, its PDF and a page full size', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = handedOverWhenReady(await context.newPage());
  await page.goto('/notice');
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('3 attachments')).toBeVisible();
  await card.getByRole('link', { name: `Read the notice: ${title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  address = new URL(page.url()).pathname;
  const section = page.getByRole('region', { name: 'Attachments' });
  await expect(section.getByText(`routine-${stamp}`)).toBeVisible();
  await expect(section.getByText('PDF · 2 pages')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Open: the browser's PDF viewer is given the PDF itself.
  const open = section.getByRole('link', { name: new RegExp(`^Open: routine-${stamp}`) });
  const pdfUrl = await open.getAttribute('href');
  expect(await open.getAttribute('target')).toBe('_blank');
  const pdf = await context.request.get(new URL(pdfUrl!, baseURL).href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await pdf.body()).equals(routine)).toBe(true);
  const download = section.getByRole('link', { name: `Download: routine-${stamp}` });
  const saved = await context.request.get(
    new URL((await download.getAttribute('href'))!, baseURL).href,
  );
  expect(saved.headers()['content-disposition']).toMatch(/^attachment/);

  // A photographed page opens full size in its own tab, where the phone zooms it.
  const [full] = await Promise.all([
    context.waitForEvent('page'),
    section.getByRole('link', { name: /^Open page 1 full size/ }).click(),
  ]);
  await full.waitForLoadState();
  expect(full.url()).toMatch(/\/uploads\/[0-9a-f-]{36}\.webp$/);
  const size = await full.evaluate(() => {
    const img = document.querySelector('img');
    return img ? img.naturalWidth : 0;
  });
  expect(size).toBe(600);
  await context.close();
});

test('the page is drawn by the server with its attachments, and in Bangla', async ({ browser }) => {
  const html = await (await browser.newContext()).request.get(address);
  expect(await html.text()).toContain('PDF · 2 pages');
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addCookies([{ name: 'lang', value: 'bn', url: test.info().project.use.baseURL! }]);
  const page = handedOverWhenReady(await context.newPage());
  await page.goto(address);
  const section = page.getByRole('region', { name: 'সংযুক্তি' });
  await expect(section.getByText('পিডিএফ · ২ পৃষ্ঠা')).toBeVisible();
  await expect(section.getByRole('link', { name: /^খুলুন:/ })).toBeVisible();
  await context.close();
});

test('the admin deletes the notice: its page and its PDF are gone, and the demo’s notices come first again for the other journeys', async ({
  page,
  baseURL,
}) => {
  await signIn(page);
  const id = address.split('/').pop() ?? '';
  const notice = (await (await page.request.get(`/api/notices/${id}`)).json()) as {
    attachments: { kind: string; pdf?: { url: string } }[];
  };
  const pdf = notice.attachments.find((a) => a.kind === 'pdf')?.pdf?.url ?? '';
  expect((await page.request.get(pdf)).status()).toBe(200);
  const gone = await page.request.delete(`/api/notices/${id}`, {
    headers: { origin: baseURL ?? '' },
  });
  expect(gone.status()).toBe(204);
  expect((await page.request.get(address)).status()).toBe(404);
  expect((await page.request.get(pdf)).status()).toBe(404);
});
