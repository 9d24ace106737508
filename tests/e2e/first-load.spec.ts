import { paths, publicPaths } from '../../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { visitor } from './helpers.ts';

/**
 * What a first visit downloads (docs/performance.md): every public page's data comes
 * inside its HTML (the server draws the page, src/web/entry-server.tsx), so the app asks
 * the API for nothing while it takes the page over; an English page downloads the Bangla
 * font only to show Bangla the school wrote (the demo school's notices, names and blogs
 * are mostly Bangla, issue 18), never for the site's own words.
 */
test('every page brings its data inside its HTML, asks the API for nothing, and the Bangla font in English only for Bangla text', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { context, page } = await visitor(browser);
  // Without the service worker, which would answer some of these from its copies.
  await context.route('**/sw.js', (route) => route.abort());
  for (const path of publicPaths) {
    const requested: string[] = [];
    const listener = (request: { url(): string }) => {
      const url = new URL(request.url());
      requested.push(url.pathname + url.search);
    };
    page.on('request', listener);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', listener);

    // Data, not files: a page may show a document (the academic calendar's picture).
    const api = requested.filter(
      (url) => url.startsWith('/api/') && !/^\/api\/documents\/[\w-]+\/view$/.test(url),
    );
    expect(api, path).toEqual([]);
    const shown = await page.evaluate(() =>
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown is the point
      /[\u0980-\u09FF]/u.test(document.body.innerText),
    );
    if (!shown)
      expect(
        requested.filter((url) => url.includes('noto-sans-bengali')),
        path,
      ).toEqual([]);
  }
  await context.close();
});

test('an English page of a new site, with nothing in Bangla on it, downloads no Bangla font', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The config's second server: a school's first start, without the demo school.
  const empty = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}`;
  const context = await browser.newContext({ baseURL: empty });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('noto-sans-bengali')) fonts.push(request.url());
  });
  for (const path of publicPaths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fonts, path).toEqual([]);
  }
  await context.close();
});

test('the switch shows “বাংলা” drawn, with its name for screen readers, on English and Bangla pages', async ({
  browser,
}) => {
  const { context, page } = await visitor(browser);
  const label = page.waitForResponse((res) =>
    /\/assets\/bangla-label-[\w-]+\.svg$/.test(res.url()),
  );
  await page.goto(paths.history);
  expect((await label).status()).toBe(200);
  const bangla = page.getByRole('group', { name: 'Language' }).getByRole('button', {
    name: 'বাংলা',
  });
  const box = await bangla.locator('.bangla-label').boundingBox();
  expect(box?.width).toBeGreaterThan(25);
  expect(box?.height).toBeGreaterThan(8);
  await bangla.click();
  const chosen = page.getByRole('group', { name: 'ভাষা' }).getByRole('button', { name: 'বাংলা' });
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  expect((await chosen.locator('.bangla-label').boundingBox())?.width).toBeGreaterThan(25);
  await context.close();
});

/**
 * public/boot.js asks for the app's code only once the page has painted and, where the
 * server marked a main picture (fetchpriority="high"), once it has come: on slow data the
 * 110 KB would otherwise share the connection with the styles and that picture.
 */
test('the app’s code is asked for after the first paint and after the page’s main picture', async ({
  browser,
}) => {
  const { context, page } = await visitor(browser);
  await context.route('**/sw.js', (route) => route.abort());
  // Pictures come slowly, as on a phone's data: the code must wait for the main one.
  await context.route('**/uploads/**', async (route) => {
    await new Promise((done) => setTimeout(done, 400));
    await route.continue();
  });
  for (const path of [paths.home, paths.notice, paths.history]) {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    const order = await page.evaluate(() => {
      const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const code = resources.find((r) => entry && r.name.endsWith(entry));
      const picture = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
      const pictureFile = resources.find((r) => picture && r.name === picture.currentSrc);
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        code: code?.startTime ?? null,
        hasPicture: !!picture,
        picture: pictureFile?.responseEnd ?? null,
      };
    });
    expect(order.fcp, path).not.toBeNull();
    expect(order.code, path).not.toBeNull();
    expect(order.code!, path).toBeGreaterThanOrEqual(order.fcp!);
    if (path !== paths.history) expect(order.hasPicture, path).toBe(true);
    if (order.hasPicture) {
      expect(order.picture, path).not.toBeNull();
      expect(order.code!, path).toBeGreaterThanOrEqual(order.picture!);
    }
  }
  await context.close();
});

test('every script of the first load carries V8’s compile hint, to be compiled as it downloads', async ({
  page,
  request,
}) => {
  // vite.config.ts (compileHints): the functions are compiled on a thread of their own, not
  // on the page's as React's takeover first calls them (docs/performance.md).
  await page.goto('/');
  const boot = page.locator('script[src="/boot.js"]');
  const files = [
    await boot.getAttribute('data-entry'),
    ...((await boot.getAttribute('data-preload')) ?? '').split(' '),
  ].filter((f): f is string => Boolean(f));
  expect(files.length).toBeGreaterThanOrEqual(2);
  for (const file of files) {
    const text = await (await request.get(file)).text();
    expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  }
});

test('no element names daisyUI’s noise texture, which the theme has off, so the first frame parses no SVG for it', async ({
  page,
}) => {
  // theme.css: --noise is 0, yet daisyUI's buttons, badges, alerts and menus name the
  // texture as a background (at size 0), which Chromium fetches and parses anyway.
  for (const path of ['/', '/onlineAdmission', '/result']) {
    await page.goto(path);
    await expect(page.locator('main .btn').first()).toBeVisible();
    const textured = await page.evaluate(() =>
      Array.from(document.querySelectorAll('*'))
        .filter((node) => getComputedStyle(node).backgroundImage.includes('feTurbulence'))
        .map((node) => `${node.tagName.toLowerCase()}.${node.className}`),
    );
    expect(textured, path).toEqual([]);
  }
});
