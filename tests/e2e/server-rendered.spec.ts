import type { Browser, Page } from '@playwright/test';
import { publicPaths } from '../../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { holdBack, png } from './helpers.ts';

/**
 * Public pages come drawn by the server (src/web/entry-server.tsx): a phone paints and
 * reads the page before the app's script arrives, or without it, and the app then takes
 * the page over as it is: no error, no mismatch, no second fetch of its data, nothing
 * moving.
 */

/** The headings of the page's main content, in order: its title and its first items. */
const headings = (page: Page) =>
  page
    .getByRole('main')
    .locator('h1, h2, h3')
    .evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? '').replace(/\s+/g, ' ').trim()));

/** True once React has taken over #root (hydrateRoot marks the container). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

async function withoutScript(browser: Browser, language: 'en' | 'bn', url: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([
    { name: 'lang', value: language, url: test.info().project.use.baseURL! },
  ]);
  const page = await context.newPage();
  const res = await page.goto(url);
  const seen = {
    status: res?.status(),
    lang: await page.locator('html').getAttribute('lang'),
    headings: await headings(page),
  };
  await context.close();
  return seen;
}

for (const language of ['en', 'bn'] as const)
  test(`every public page reads without JavaScript and is taken over as it is (${language})`, async ({
    browser,
    page,
    context,
    consoleErrors,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    await page.addInitScript(() => {
      // Shifts from the first frame after the server's HTML is parsed whole: before it, a
      // busy phone may paint a half-read document (the parser yields) and the rest then
      // moves what it painted, which is the browser reading, not the app taking over.
      const w = window as unknown as { shifts: number; moved: string[] };
      w.shifts = 0;
      w.moved = [];
      let from = Number.POSITIVE_INFINITY;
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          requestAnimationFrame(() => {
            from = performance.now();
          });
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          if (entry.startTime <= from) continue;
          w.shifts += entry.value;
          // What moved, for the failure's message.
          for (const { node, previousRect: a, currentRect: b } of entry.sources)
            w.moved.push(
              `${node?.nodeName}.${(node as Element | undefined)?.className ?? ''} at ${Math.round(entry.startTime)} ms: ${a.x},${a.y} ${a.width}x${a.height} -> ${b.x},${b.y} ${b.width}x${b.height}`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const url of publicPaths) {
      const plain = await withoutScript(browser, language, url);
      expect(plain.status, url).toBe(200);
      expect(plain.lang, url).toBe(language);
      expect(plain.headings.length, url).toBeGreaterThan(0);
      expect(plain.headings[0], url).not.toBe('');

      await page.goto(url);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // The same page, heading for heading, once the app has it (which may add what comes
      // later by design: the admission forms' code arrives after the first paint).
      const taken = await headings(page);
      expect(taken.slice(0, plain.headings.length), url).toEqual(plain.headings);
      const { shifts, moved } = await page.evaluate(() => {
        const w = window as unknown as { shifts: number; moved: string[] };
        return { shifts: w.shifts, moved: w.moved };
      });
      expect(shifts, `${url}: ${moved.join('; ')}`).toBe(0);
    }
    expect(consoleErrors).toEqual([]);
  });

test("the academic calendar's picture comes in the server's HTML as WebP copies for each screen", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto('/academicCalender');
  const img = page.getByRole('main').locator('img');
  await expect(img).toHaveCount(1);
  const candidates = ((await img.getAttribute('srcset')) ?? '').split(',').map((c) => {
    const [url, width] = c.trim().split(/\s+/);
    return { url: url!, width: Number.parseInt(width ?? '', 10) };
  });
  expect(
    candidates.length,
    "the thumbnail, a phone's width, the medium width and the picture",
  ).toBe(4);
  const smallest = candidates.reduce((a, b) => (b.width < a.width ? b : a));
  expect(smallest.url).toMatch(/^\/uploads\/[0-9a-f-]{36}-240\.webp$/);
  expect(smallest.width).toBe(240);
  expect(await img.getAttribute('sizes')).toBe('(min-width: 928px) 896px, calc(100vw - 32px)');
  expect(await img.getAttribute('fetchpriority')).toBe('high');
  expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await img.getAttribute('height'))).toBeGreaterThan(0);
  const file = await request.get(smallest.url);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/webp');
  // The browser fetched a copy from the HTML alone, never the uploaded file itself.
  const copies = new Set(candidates.map((c) => c.url));
  await expect.poll(() => fetched.filter((u) => copies.has(u)).length).toBe(1);
  expect(fetched.filter((u) => u.startsWith('/api/documents/'))).toEqual([]);
  await context.close();
});

test("a phone's screen takes the calendar's 720 px copy, the narrowest that fills it sharply", async ({
  browser,
}) => {
  // 412 CSS px at 1.75 device pixels (Lighthouse's phone) and 360 at 2 (a cheap phone):
  // the picture is 380 and 328 CSS px wide, 665 and 656 device pixels.
  for (const [width, deviceScaleFactor] of [
    [412, 1.75],
    [360, 2],
  ] as const) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      deviceScaleFactor,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto('/academicCalender');
    const img = page.getByRole('main').locator('img');
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete)).toBe(true);
    const chosen = new URL(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).pathname;
    const [, id] = /^\/uploads\/([0-9a-f-]{36})-720\.webp$/.exec(chosen) ?? [];
    expect(id, `${width} px at ${deviceScaleFactor}x took ${chosen}`).toBeDefined();
    // That copy alone: no other width of the picture was fetched first.
    expect(fetched.filter((u) => u.startsWith(`/uploads/${id}`))).toEqual([chosen]);
    await context.close();
  }
});

test('a reader who scrolled the drawn page before the app came keeps their place as it takes over', async ({
  page,
}) => {
  // On slow data the app's code comes seconds after the page: a parent is already reading
  // the notices further down by then.
  await page.setViewportSize({ width: 360, height: 640 });
  const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // A few frames for anything the takeover would still do.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
  // A page the reader then opens starts at its top.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/notice');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an address no page has is drawn as the not-found page, with status 404', async ({
  browser,
}) => {
  const plain = await withoutScript(browser, 'en', '/no-such-page');
  expect(plain.status).toBe(404);
  expect(plain.headings[0]).toMatch(/404/);
});

test('a page with a query is drawn with what that query shows', async ({
  browser,
  page,
  request,
}) => {
  const { items } = (await (await request.get('/api/albums')).json()) as {
    items: { slug: string; title: string }[];
  };
  const album = items.find((a) => a.slug !== 'sport');
  expect(album, 'the demo school has albums besides sport').toBeTruthy();
  const url = `/sportGallery?album=${album!.slug}`;
  const plain = await withoutScript(browser, 'en', url);
  expect(plain.headings[0]).toBe(album!.title);
  await page.goto(url);
  await hydrated(page);
  expect(await headings(page)).toEqual(plain.headings);
});

test('the language switch works before the app has the page, and without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/notice?page=1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'বাংলা' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('নোটিশসমূহ');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  expect(new URL(page.url()).pathname).toBe('/notice');
  await expect(
    page.getByRole('group', { name: 'ভাষা' }).getByRole('button', { name: 'বাংলা' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // Kept: the next page comes in Bangla too.
  await page.goto('/teachers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByRole('group', { name: 'ভাষা' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(new URL(page.url()).pathname).toBe('/teachers');
  await context.close();
});

test('the notices’ pager works before the app has the page, and without JavaScript', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  // One more notice than a page holds: the oldest, on the second page.
  const origin = { Origin: baseURL ?? '' };
  const signedIn = await request.post('/api/auth/login', {
    data: { role: 'admin', loginId: 'admin', password: 'e2e-admin-password' },
    headers: origin,
  });
  expect(signedIn.status()).toBe(200);
  const upload = await request.post('/api/uploads', {
    multipart: {
      image: {
        name: 'notice.png',
        mimeType: 'image/png',
        buffer: await png({ r: 240, g: 240, b: 240 }),
      },
    },
    headers: origin,
  });
  expect(upload.status()).toBe(201);
  const oldest = 'Sports day of 2001: the results';
  const added = await request.post('/api/notices', {
    data: {
      date: '2001-01-20',
      author: 'Head Teacher',
      title: oldest,
      imageId: (await upload.json()).id,
    },
    headers: origin,
  });
  expect(added.status()).toBe(201);
  try {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const still = await context.newPage();
    await still.goto('/notice');
    const pager = still.getByRole('navigation', { name: 'Notice pages' });
    await expect(still.getByRole('main')).not.toContainText(oldest);
    await pager.getByRole('link', { name: '2' }).click();
    expect(new URL(still.url()).search).toBe('?page=2');
    await expect(still.getByRole('main')).toContainText(oldest);
    await expect(pager.getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: '1' }).click();
    expect(new URL(still.url()).search).toBe('');
    await expect(still.getByRole('main')).not.toContainText(oldest);
    await context.close();
    // With the app: the same links, followed without loading a new page.
    await page.goto('/notice?page=2');
    await expect(page.getByRole('main')).toContainText(oldest);
    await page.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
    });
    await page
      .getByRole('navigation', { name: 'Notice pages' })
      .getByRole('link', { name: '1' })
      .click();
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.getByRole('main')).not.toContainText(oldest);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  } finally {
    const removed = await request.delete(`/api/notices/${(await added.json()).id}`, {
      headers: origin,
    });
    expect(removed.status()).toBeLessThan(300);
  }
});

// The public forms come drawn in the page's HTML too, their code (zod, react-hook-form)
// after the page's: until it has come the form is off (a disabled fieldset), and the app
// then takes the drawn form over as it is rather than drawing it again.
/**
 * Every field of the page's forms a reader sees, with its value (or whether it is
 * checked): the server draws a field only some answers need for every answer, and
 * styles.css hides it until they do.
 */
const formValues = (page: Page) =>
  page
    .getByRole('main')
    .locator('input, select, textarea')
    .evaluateAll((fields) =>
      (fields as HTMLInputElement[])
        .filter((f) => f.checkVisibility())
        .map((f) =>
          f.type === 'radio' || f.type === 'checkbox'
            ? `${f.name}=${f.value}:${f.checked}`
            : `${f.name}=${f.value}`,
        ),
    );

for (const { url, field, send } of [
  { url: '/onlineAdmission', field: 'Student’s name in Bangla', send: 'Apply' },
  { url: '/result', field: 'Roll', send: 'Show result' },
])
  test(`the form of ${url} comes in the server's HTML and is taken over as drawn`, async ({
    browser,
    page,
    consoleErrors,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(url);
    await expect(plain.getByLabel(field)).toBeVisible();
    // A real form, usable without its code (the server answers it: page-forms.spec.ts).
    await expect(plain.getByLabel(field)).toBeEnabled();
    await expect(plain.getByRole('button', { name: send })).toBeEnabled();
    const drawn = await formValues(plain);
    await context.close();

    // The forms' code held back until the drawn form is marked, so the mark is on the
    // server's node, whatever the machine's speed.
    const release = await holdBack(page, /\/assets\/(admission-forms|result-lookup)-[\w-]+\.js$/);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const form = page
      .getByRole('main')
      .locator('form')
      .filter({ has: page.getByLabel(field) });
    await form.evaluate((node) => {
      (node as HTMLFormElement & { drawn?: boolean }).drawn = true;
    });
    // The code is asked for when the reader starts on the form.
    await page.getByLabel(field).focus();
    release();
    await expect(page.locator('[data-part]')).toHaveAttribute('data-taken', '');
    // As the server drew it: the same choices made (the newest exam, the class when only
    // one is open), nothing changing under the reader's eyes.
    expect(await formValues(page)).toEqual(drawn);
    expect(
      await form.evaluate((node) => (node as HTMLFormElement & { drawn?: boolean }).drawn),
    ).toBe(true);
    // Its ids are the server's: a field in error is described by texts that are there.
    await page.getByRole('button', { name: send }).click();
    const invalid = page.getByRole('main').locator('[aria-invalid="true"]');
    await expect(invalid.first()).toBeVisible();
    for (const described of await invalid.all())
      for (const id of ((await described.getAttribute('aria-describedby')) ?? '').split(' '))
        await expect(page.locator(`[id="${id}"]`)).toBeVisible();
    await page.getByLabel(field).fill('12');
    await expect(page.getByLabel(field)).toHaveValue('12');
    expect(consoleErrors).toEqual([]);
  });
