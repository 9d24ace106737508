import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DESKTOP, overflowProblems, PHONE, smallTargets } from './layout-checks.ts';

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test('at 360 px a menu button opens the menu and nothing scrolls sideways', async ({ page }) => {
  await page.goto('/');
  // A <details> summary: opens with a tap, Enter or Space, and needs no JavaScript.
  const menuButton = page.locator('summary', { hasText: 'Menu' });
  await expect(menuButton).toBeVisible();
  const noticeLink = page.getByRole('banner').getByRole('link', { name: 'Notices', exact: true });
  await expect(noticeLink).toBeHidden();
  await menuButton.click();
  await expect(noticeLink).toBeVisible();
  await noticeLink.click();
  await expect(page).toHaveURL(/\/notice$/);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const lang of ['en', 'bn'] as const) {
  test(`at 360 px in ${lang} the header keeps the name, the menu and the language within 130 px; the school's details fold (issue 46)`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const header = page.getByRole('banner');
    const height = (await header.boundingBox())!.height;
    test
      .info()
      .annotations.push({ type: 'header height', description: `${Math.round(height)} px` });
    expect(height).toBeLessThanOrEqual(130);
    // The details are one tap away, hidden until then.
    const summary = header.locator('summary', {
      hasText: lang === 'bn' ? 'বিদ্যালয়ের তথ্য' : 'School details',
    });
    await expect(summary).toBeVisible();
    // The folded copy: the bar's own copy, for wider screens, is outside the disclosure.
    const eiin = header.locator('details').getByText(/EIIN/).first();
    await expect(eiin).toBeHidden();
    await summary.click();
    await expect(eiin).toBeVisible();
    expect(await overflowProblems(page)).toEqual([]);
  });

  test(`at 360 px in ${lang} the open menu and its groups fit the screen, with 44 px entries`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const nav = page.getByRole('navigation').first();
    await nav.locator('summary').first().click();
    // Every group open at once: the longest the menu gets.
    for (const group of await nav.locator('details details').all())
      await group.evaluate((d) => d.setAttribute('open', ''));
    const menu = nav.locator('ul').first();
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(await smallTargets(page)).toEqual([]);
    expect(await overflowProblems(page)).toEqual([]);
  });
}

test('at 360 px the home page shows the notice board and its first notice within two screens; at 1280 px the two columns stay', async ({
  page,
}) => {
  await page.goto('/');
  const main = page.getByRole('main');
  const gallery = main.getByRole('region', { name: 'School photo gallery' });
  const headline = main.getByRole('heading', { level: 1 });
  const sidebar = main.getByRole('complementary', { name: 'Messages, notices and links' });
  const board = sidebar.getByRole('region', { name: 'Notice Board' });
  const firstNotice = board.getByRole('listitem').first();
  const chairman = main.getByRole('region', { name: 'Message from Chairman' });
  const events = main.getByRole('region', { name: 'Events', exact: true });
  await expect(firstNotice).toBeVisible();
  await expect(events).toBeVisible();
  const box = async (l: Locator) =>
    l.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + window.scrollY, left: r.left, right: r.right };
    });

  // What most parents come for, not 4,000 px down below the events.
  expect((await box(board)).top).toBeLessThan(2 * PHONE.height);
  expect((await box(firstNotice)).top).toBeLessThan(2 * PHONE.height);
  // One column in the order of the markup: gallery, headline, sidebar, chairman, events.
  const phone = await Promise.all([gallery, headline, sidebar, chairman, events].map(box));
  for (let i = 1; i < phone.length; i++)
    expect(phone[i]!.top, `block ${i} below block ${i - 1}`).toBeGreaterThan(phone[i - 1]!.top);
  expect(await overflowProblems(page)).toEqual([]);

  // From md up as before: gallery, headline, chairman and events in the left two thirds,
  // the sidebar in the right third, level with the gallery.
  await page.setViewportSize(DESKTOP);
  const [g, h, c, e, s] = await Promise.all(
    [gallery, headline, chairman, events, sidebar].map(box),
  );
  expect(g!.top).toBeLessThan(h!.top);
  expect(h!.top).toBeLessThan(c!.top);
  expect(c!.top).toBeLessThan(e!.top);
  for (const left of [c!, e!]) expect(left.left).toBe(g!.left);
  expect(s!.top).toBe(g!.top);
  expect(s!.left).toBeGreaterThan(Math.max(g!.right, c!.right, e!.right));
});

for (const lang of ['en', 'bn'] as const) {
  test(`at 360 px in ${lang} the admin's dashboard drawer opens with a tap: its groups under headings fit, with 44 px entries`, async ({
    page,
    baseURL,
  }) => {
    const signedIn = await page.request.post('/api/auth/login', {
      data: { role: 'admin', loginId: 'admin', password: 'e2e-admin-password' },
      headers: { Origin: baseURL ?? '' },
    });
    expect(signedIn.status()).toBe(200);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const name = lang === 'en' ? 'Dashboard menu' : 'ড্যাশবোর্ড মেনু';
    await page.getByRole('button', { name }).tap();
    const menu = page.getByRole('navigation', { name });
    await expect(menu.getByRole('link').first()).toBeFocused();
    // Six groups (issue 18; exams, issue 21), each a list named by its heading.
    const headings = await menu.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toHaveLength(6);
    for (const heading of headings)
      await expect(menu.getByRole('list', { name: heading, exact: true })).toBeVisible();
    // Once the drawer has slid in, it is all on the screen.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    const box = await menu.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    expect(await smallTargets(page)).toEqual([]);
    expect(await overflowProblems(page)).toEqual([]);
    // The last group's last entry is reached by scrolling the drawer, and followed.
    const last = menu
      .getByRole('list', { name: headings.at(-1), exact: true })
      .getByRole('link')
      .last();
    await last.scrollIntoViewIfNeeded();
    await last.tap();
    await expect(page).toHaveURL(/\/dashboard\/backup$/);
    await expect(menu).toBeHidden();
  });
}

test('on a slow phone nothing moves while the page is still being read', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // A very slow CPU and a fast network: the styles come while the page's HTML is still being
  // read. Without the page's render-blocking wait for its end (src/server/plugins/web-app.ts,
  // rel="expect"), Chromium lays out the half-read top bar, then moves it (half of these loads).
  const shifts: string[] = [];
  for (const lang of ['en', 'bn'] as const)
    for (const path of ['/', '/classRoutine', '/notice'])
      for (let run = 0; run < 2; run++) {
        const context = await browser.newContext({
          baseURL,
          viewport: PHONE,
          isMobile: true,
          hasTouch: true,
        });
        await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
        const page = await context.newPage();
        await page.addInitScript(() => {
          const seen: string[] = [];
          (window as { shifts?: string[] }).shifts = seen;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources: { node?: Node }[];
            })[])
              seen.push(
                `${entry.value.toFixed(5)} ${entry.sources.map((s) => (s.node as Element | undefined)?.className ?? '').join(', ')}`,
              );
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
        await page.goto(path, { waitUntil: 'load' });
        // Until the page has painted: the shifts in question come before it.
        await page.waitForFunction(
          () => performance.getEntriesByName('first-contentful-paint').length > 0,
        );
        for (const shift of await page.evaluate(
          () => (window as { shifts?: string[] }).shifts ?? [],
        ))
          shifts.push(`${lang} ${path}: ${shift}`);
        await context.close();
      }
  expect(shifts).toEqual([]);
});
