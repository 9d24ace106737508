import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { fillAdmissionForm, holdBack } from './helpers.ts';
import { PHONE } from './layout-checks.ts';

/**
 * Offline reading (src/web/public/sw.js): after one visit, the latest notices and the
 * home page open without a network, with a notice that says so; signed-in screens do
 * not come back from any copy. On a phone's screen, where it matters.
 */
test.use({ viewport: PHONE });

/** Every URL the service worker keeps, by cache. */
function keptUrls(page: Page) {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        kept.push(url.pathname + url.search);
      }
    return kept;
  });
}

/** Waits until the worker controls the page and has kept the URL the page fetched before. */
async function waitForWorker(page: Page, mustKeep: string) {
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, {
    timeout: 20_000,
  });
  await expect.poll(() => keptUrls(page), { timeout: 15_000 }).toContain(mustKeep);
}

test('after one visit of the home page, it and the notices open offline with the offline notice', async ({
  page,
  context,
  request,
}) => {
  const notices = (await (await request.get('/api/notices?page=0&size=10')).json()) as {
    items: { title: string | null }[];
  };
  const latestTitle = notices.items.find((n) => n.title)?.title ?? '';
  expect(latestTitle).not.toBe('');

  await page.goto('/');
  const events = page.getByRole('region', { name: 'Events' });
  await expect(events.getByRole('article')).toHaveCount(5);
  await expect(page.getByText('You are offline.')).toHaveCount(0);
  await waitForWorker(page, '/');

  await context.setOffline(true);
  const kept = await page.goto('/notice');
  // The page comes drawn, as the server drew it: it paints before any script runs.
  expect(await kept?.text()).toContain(latestTitle);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices');
  await expect(page.getByRole('main').getByText(latestTitle).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();

  await page.goto('/');
  await expect(events.getByRole('article')).toHaveCount(5);
  await expect(page.getByRole('banner')).toContainText('999901'); // the school, from /api/site
  await expect(page.getByText('You are offline.')).toBeVisible();

  // Back online: the notice goes.
  await context.setOffline(false);
  await expect(page.getByText('You are offline.')).toHaveCount(0);
});

test('a page read online shows its pictures offline', async ({ page, context }) => {
  await page.goto('/');
  await waitForWorker(page, '/');
  await page.goto('/notice');
  const pictures = page.getByRole('main').locator('article img');
  await expect(pictures.first()).toBeVisible();
  const loaded = () =>
    pictures.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[])
        .filter((img) => img.getBoundingClientRect().top < innerHeight)
        .map((img) => img.complete && img.naturalWidth > 0),
    );
  await expect.poll(loaded).not.toContain(false);
  const seen = await loaded();
  expect(seen.length).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.goto('/notice');
  await expect(page.getByText('You are offline.')).toBeVisible();
  await expect.poll(loaded).toEqual(seen);
});

test('a Bangla reader is told in Bangla', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await waitForWorker(page, '/');

  await context.setOffline(true);
  await page.goto('/notice');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('নোটিশসমূহ');
  await expect(page.getByText('আপনি এখন অফলাইনে আছেন।')).toBeVisible();
  await expect(page.getByRole('main').locator('article').first()).toBeVisible();
});

test('a page opened while the worker was still installing is kept once the worker has it', async ({
  page,
  context,
}) => {
  // A Bangla reader's first page is asked for again in Bangla; on a slow phone the worker,
  // registered by the first, is often still fetching what offline reading needs while the
  // second comes from the network, and takes control of it before its code has run.
  const installed = await holdBack(context, '**/offline.json');
  await page.goto('/');
  await page.waitForFunction(() =>
    navigator.serviceWorker.getRegistration().then((r) => !!r?.installing),
  );
  const arrived = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/teachers', { waitUntil: 'domcontentloaded' });
  installed();
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 20_000 });
  arrived();
  await expect.poll(() => keptUrls(page), { timeout: 15_000 }).toContain('/teachers');

  await context.setOffline(true);
  await page.goto('/teachers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Teachers');
  await expect(page.getByText('You are offline.')).toBeVisible();
});

test('signed-in screens are never kept: offline, the dashboard shows an error, not the data', async ({
  page,
  context,
}) => {
  await page.goto('/admin');
  const main = page.getByRole('main');
  await main.getByLabel('Admin ID').fill('admin');
  await main.getByLabel('Password').fill('e2e-admin-password');
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Needs attention' })).toBeVisible();
  await page.goto('/dashboard/admins');
  await expect(page.getByRole('heading', { name: 'All of Our Admins' })).toBeVisible();
  await expect(page.getByText(/^Total Admin: \d+$/)).toBeVisible();
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await waitForWorker(page, '/api/site');

  // Only the shell, assets, public answers and public images: no session, profile or list.
  const kept = await keptUrls(page);
  const publicApi =
    /^\/api\/(site|messages|content\/[\w-]+|events|notices|documents(\/[\w-]+\/(view|download))?|teachers|staff|albums(\/[\w-]+)?)(\?|$)/;
  expect(
    kept.filter((url) => url.startsWith('/api/') && !publicApi.test(url)),
    'no signed-in answer is kept',
  ).toEqual([]);
  expect(kept.filter((url) => url.startsWith('/dashboard'))).toEqual([]);

  await context.setOffline(true);
  for (const path of ['/dashboard', '/dashboard/profile', '/dashboard/admins']) {
    await page.goto(path);
    await expect(page.getByText('You are offline.')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Could not reach the school server');
    await expect(page.getByRole('main')).not.toContainText('My Profile');
    await expect(page.getByRole('main')).not.toContainText('Needs attention');
    await expect(page.getByRole('main')).not.toContainText('Total Admin');
  }
});

test('the admission form keeps what a parent typed through a reload without a connection, and sends it once connected', async ({
  page,
  context,
}) => {
  await page.goto('/onlineAdmission');
  await waitForWorker(page, '/onlineAdmission');
  // A second visit under the worker: it keeps the page's code and the admission season.
  await page.reload();
  await expect(page.getByLabel('Class applying for')).toBeVisible();
  // The page comes with its season inside; the forms' code is what must be kept.
  await expect
    .poll(async () => (await keptUrls(page)).some((u) => u.includes('admission-forms')), {
      timeout: 15_000,
    })
    .toBe(true);
  await fillAdmissionForm(page, 'en', {}, { width: 900, height: 1200 });
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('admission-draft') ?? ''))
    .toContain('data:image');

  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByText('The answers not yet sent from this phone are filled in again.'),
  ).toBeVisible();
  await expect(page.getByLabel('Student’s name in Bangla')).toHaveValue('সুমাইয়া আক্তার');
  await expect(page.getByLabel('Birth registration number')).toHaveValue('20147812345678901');
  await expect(page.getByLabel('Date of birth')).toHaveValue('05/08/2014');
  await expect(page.getByRole('img', { name: 'The student’s photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'There is no connection' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByRole('region', { name: 'Admission application: acknowledgement slip' }),
  ).toBeVisible();
  // Sent: a reload starts an empty form.
  await page.reload();
  await expect(page.getByLabel('Student’s name in Bangla')).toHaveValue('');
});
