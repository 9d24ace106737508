import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Role } from '../../src/shared/constants.ts';
import { publicPaths } from '../../src/shared/paths.ts';
import { can } from '../../src/shared/permissions.ts';
import { dashboardUrl, menuFor } from '../../src/web/lib/dashboard-menu.ts';
import { a11yViolations, expect, partsTaken, test } from './fixtures.ts';
import { DESKTOP, imageProblems, overflowProblems, PHONE, smallTargets } from './layout-checks.ts';

/**
 * Every screen, in English and in Bangla, at a phone's width and a desktop's: no axe
 * finding at all (WCAG 2.1 A and AA and axe's best practices), and at 360 px nothing
 * scrolls sideways, every target is at least 44 px and the images are sized, responsive
 * and lazy below the fold. The routes come from the app's
 * own lists (shared/paths.ts, the dashboard menu), so a new screen is checked without
 * being added here. One page per role and language, moved from screen to screen inside
 * the app (as a reader's clicks do), keeps the run short.
 */

const DEMO_PASSWORD = 'school-demo-2026';
const ACCOUNTS: Record<Role, { loginId: string; password: string }> = {
  admin: { loginId: 'admin', password: 'e2e-admin-password' },
  teacher: { loginId: 'teacher05', password: DEMO_PASSWORD },
  student: { loginId: 'student04', password: DEMO_PASSWORD },
};

const adminScreens = menuFor('admin').map((item) => item.path);
/** The screens each role is checked on: the admin sees all but the student's own. */
const screensOf: Record<Role, string[]> = {
  admin: [...adminScreens.map(dashboardUrl), '/dashboard/no-such-screen'],
  teacher: menuFor('teacher')
    .map((item) => item.path)
    .filter((path) => !adminScreens.includes(path))
    .map(dashboardUrl),
  student: [
    ...menuFor('student')
      .map((item) => item.path)
      .filter((path) => !adminScreens.includes(path))
      .map(dashboardUrl),
    // What a student sees of a screen not theirs: Not allowed.
    ...menuFor('admin')
      .filter((item) => !can('student', item.permission))
      .slice(0, 1)
      .map((item) => dashboardUrl(item.path)),
  ],
};
const PUBLIC = [...publicPaths, '/no/such/page'];

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 150_000 });

/** Counts the app's requests in flight, to know when a screen has its data. */
async function countRequests(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { pendingRequests: number };
    w.pendingRequests = 0;
    const original = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      w.pendingRequests++;
      return original(...args).finally(() => {
        w.pendingRequests--;
      });
    };
  });
}

/** Opens a path inside the app (React Router follows history), or loads it the first time. */
async function open(page: Page, path: string, first: boolean) {
  if (first) await page.goto(path);
  else
    await page.evaluate((to) => {
      // Focus moves to the page's main content once the new page is in (frame.tsx): the old
      // page stays on the screen, heading and all, while the new one's code downloads.
      (document.activeElement as HTMLElement | null)?.blur();
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
  // The screen is there: the new page (followed in the app, it has the focus), its heading,
  // no spinner, no request in flight. With `report`, what the screen has so far, for the
  // run's log when it never gets there.
  const ready = ([report, followed]: [boolean, boolean]) => {
    const state = {
      shown: !followed || document.activeElement?.id === 'main',
      heading: !!document.querySelector('main h1'),
      spinner: !!document.querySelector('main [role="status"][aria-label]'),
      pending: (window as unknown as { pendingRequests: number }).pendingRequests,
    };
    return report ? state : state.shown && state.heading && !state.spinner && state.pending === 0;
  };
  // Asked every 100 ms, not at each frame (Playwright's default): a page that draws no
  // frame for a while (a busy or hidden one) would otherwise never be asked.
  try {
    await page.waitForFunction(ready, [false, !first] as [boolean, boolean], {
      timeout: 15_000,
      polling: 100,
    });
  } catch (error) {
    const state = await page
      .evaluate(ready, [true, !first] as [boolean, boolean])
      .catch(() => 'unknown');
    throw new Error(`${path} was not ready within 15 s: ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
}

/** Runs every check on one screen at both widths; returns what failed. */
async function checkScreen(page: Page, path: string, lang: string): Promise<string[]> {
  const problems: string[] = [];
  const current = page.viewportSize()?.width ?? DESKTOP.width;
  const sizes = current === PHONE.width ? [PHONE, DESKTOP] : [DESKTOP, PHONE];
  for (const size of sizes) {
    if (page.viewportSize()?.width !== size.width) {
      await page.setViewportSize(size);
      // Two frames for the new layout (a timer too: a hidden page's frames may not come).
      await page.evaluate(
        () =>
          new Promise((done) => {
            requestAnimationFrame(() => requestAnimationFrame(done));
            setTimeout(done, 250);
          }),
      );
    }
    const where = `${lang} ${size.width}px ${path}`;
    for (const v of await a11yViolations(page)) problems.push(`${where}: ${v}`);
    if (size.width === PHONE.width) {
      for (const o of await overflowProblems(page)) problems.push(`${where}: ${o}`);
      for (const i of await imageProblems(page)) problems.push(`${where}: ${i}`);
      const small = await smallTargets(page);
      if (small.length) problems.push(`${where}: targets under 44 px: ${small.join('; ')}`);
    }
  }
  return problems;
}

async function checkAll(page: Page, paths: string[], lang: 'en' | 'bn') {
  await countRequests(page);
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  const problems: string[] = [];
  for (const [i, path] of paths.entries()) {
    await open(page, path, i === 0);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    problems.push(...(await checkScreen(page, path, lang)));
  }
  return problems;
}

/** Signs the page's browser context in through the API (the sign-in screens have their own tests). */
async function signIn(page: Page, role: Role, origin: string) {
  const res = await page.request.post('/api/auth/login', {
    data: { role, ...ACCOUNTS[role] },
    headers: { Origin: origin },
  });
  expect(res.status(), `${role} signs in`).toBe(200);
}

for (const lang of ['en', 'bn'] as const) {
  test(`public pages in ${lang}: no axe finding, no sideways scroll, 44 px targets`, async ({
    page,
    consoleErrors,
  }) => {
    expect(await checkAll(page, PUBLIC, lang)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  // A role whose screens all belong to another role's list (the teacher's are the admin's
  // too) gets no test of its own rather than an empty one.
  for (const role of (['admin', 'teacher', 'student'] as const).filter(
    (r) => screensOf[r].length > 0,
  )) {
    const screens = screensOf[role];
    test(`dashboard as ${role} in ${lang}: ${screens.length} screens pass the same checks`, async ({
      page,
      baseURL,
      consoleErrors,
    }) => {
      await signIn(page, role, baseURL ?? '');
      expect(await checkAll(page, screens, lang)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
}

test.describe('keyboard and focus', () => {
  test('the phone menu opens, closes with Escape, and a followed link moves focus to the page', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' }).first();
    const summary = nav.locator('summary').first();
    const notices = nav.getByRole('link', { name: 'Notices', exact: true });
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(notices).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(notices).toBeHidden();
    await expect(summary).toBeFocused();

    await page.keyboard.press('Enter');
    for (let i = 0; i < 20 && !(await notices.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(notices).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/notice$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notices');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(notices).toBeHidden();
  });

  test('the desktop menu’s groups open from the keyboard and close with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main menu' }).last();
    const academic = nav.locator('summary', { hasText: 'Academic' });
    const routine = nav.getByRole('link', { name: 'Class Routine' });
    await academic.focus();
    await page.keyboard.press('Enter');
    await expect(routine).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(routine).toBeHidden();
    await expect(academic).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(routine).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/classRoutine$/);
    await expect(page.getByRole('main')).toBeFocused();
    await expect(routine).toBeHidden();
  });

  test('the dashboard’s drawer on a phone: focus in, Escape out, back to its button', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, 'admin', baseURL ?? '');
    await page.setViewportSize(PHONE);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const open = page.getByRole('button', { name: 'Dashboard menu' });
    const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeFocused();
    expect(await a11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press('Enter');
    // The drawer puts focus on its first link as it opens; Tab goes on from there.
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'My Profile' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
  });

  for (const lang of ['en', 'bn'] as const) {
    test(`the admin’s grouped menu, open on a phone in ${lang}: headings, Tab order, axe, 44 px, fits`, async ({
      page,
      baseURL,
    }) => {
      const names =
        lang === 'en'
          ? {
              menu: 'Dashboard menu',
              headings: ['Posts', 'People', 'Exams', 'The Website', 'Admissions', 'System'],
              profile: 'My Profile',
              firstPost: 'Student Blogs',
              last: 'Backup',
            }
          : {
              menu: 'ড্যাশবোর্ড মেনু',
              headings: ['পোস্ট', 'ব্যক্তিবর্গ', 'পরীক্ষা', 'ওয়েবসাইট', 'ভর্তি', 'সিস্টেম'],
              profile: 'আমার প্রোফাইল',
              firstPost: 'শিক্ষার্থীদের ব্লগ',
              last: 'ব্যাকআপ',
            };
      await signIn(page, 'admin', baseURL ?? '');
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await page.setViewportSize(PHONE);
      await page.goto('/dashboard');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const open = page.getByRole('button', { name: names.menu });
      const menu = page.getByRole('navigation', { name: names.menu });
      await open.click();
      const links = menu.getByRole('link');
      await expect(links.first()).toBeFocused();
      // Real headings, in order, each naming the list of its items.
      await expect(menu.getByRole('heading', { level: 2 })).toHaveText(names.headings);
      for (const heading of names.headings)
        await expect(menu.getByRole('list', { name: heading, exact: true })).toBeVisible();
      // Focus goes down the menu in reading order: the headings are passed over.
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: names.profile, exact: true })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: names.firstPost, exact: true })).toBeFocused();
      // No two entries share a name.
      const texts = await links.allTextContents();
      expect(new Set(texts).size).toBe(texts.length);

      // The drawer fits the screen and its last entry is reached by scrolling it.
      const box = await menu.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      const last = menu.getByRole('link', { name: names.last, exact: true });
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      expect(await a11yViolations(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      expect(await overflowProblems(page)).toEqual([]);
    });
  }

  test('a confirmation dialog takes focus, keeps it, closes on Escape and gives it back', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, 'admin', baseURL ?? '');
    await page.goto('/dashboard/addEvent');
    const remove = page.getByRole('button', { name: /^Delete: / }).first();
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await a11yViolations(page)).toEqual([]);
    // The page behind is inert: Tab stays in the dialog (or passes to the browser's own UI).
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate(
          (d) => d.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
  });
});

test('the demo school banner’s dialog reads clearly and says what goes and what stays', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin', baseURL ?? '');
  await page.goto('/dashboard/addEvent');
  const banner = page.getByRole('region', { name: 'This site still shows the demo school' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Remove the demo school' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove the demo school?' });
  await expect(dialog).toContainText('33 accounts');
  await expect(dialog).toContainText('What you added or edited yourself stays');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await a11yViolations(page)).toEqual([]);
  // Its text is drawn in the dialog's colours, not the banner's (light on white would be
  // unreadable; axe cannot judge text in the top layer, so the pixels are looked at).
  for (const text of [/33 accounts/, /What you added or edited yourself stays/]) {
    const { channels } = await sharp(await dialog.getByText(text).screenshot()).stats();
    expect(Math.max(...channels.map((c) => c.max - c.min)), String(text)).toBeGreaterThan(120);
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeVisible();
});

test.describe('form errors are tied to their fields', () => {
  /**
   * Focus is on the first field in error; every field marked invalid is described by
   * (aria-describedby) shown texts, one of them its error.
   */
  async function expectTiedErrors(page: Page, message: RegExp) {
    const invalid = page.locator('main [aria-invalid="true"]');
    await expect(invalid.first()).toBeVisible();
    await expect(invalid.first()).toBeFocused();
    for (const field of await invalid.all()) {
      await expect(field).toHaveAccessibleDescription(message);
      const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) await expect(page.locator(`[id="${id}"]`)).toBeVisible();
    }
    expect(await a11yViolations(page)).toEqual([]);
  }

  for (const lang of ['en', 'bn'] as const) {
    test(`the admission form, in ${lang}`, async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await page.goto('/onlineAdmission');
      // A choice kept only on the phone draws the page again in it: its form's code then.
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await partsTaken(page);
      await page.getByRole('button', { name: lang === 'en' ? 'Apply' : 'আবেদন করুন' }).click();
      await expectTiedErrors(
        page,
        lang === 'en' ? /required|class|choose/i : /আবশ্যক|শ্রেণি|বেছে নিন/,
      );
    });
  }

  test('a dashboard form (Add Student)', async ({ page, baseURL }) => {
    await signIn(page, 'admin', baseURL ?? '');
    await page.goto('/dashboard/addStudent');
    await page.getByRole('button', { name: 'Add Student' }).click();
    await expectTiedErrors(page, /required|at least 12|class/i);
  });
});
