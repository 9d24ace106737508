import { expect, handedOverWhenReady, seriousA11yViolations, test } from './fixtures.ts';
import { fillAdmissionForm, signIn } from './helpers.ts';

const BANGLA_DIGIT = /[০-৯]/;
const BANGLA_MONTH = /জানুয়ারি|ফেব্রুয়ারি|মার্চ|এপ্রিল|মে|জুন|জুলাই|আগস্ট|সেপ্টেম্বর|অক্টোবর|নভেম্বর|ডিসেম্বর/;
const toBangla = (n: number) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)] ?? d);

test('switching to Bangla turns the whole site Bangla, remembered across a reload', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { total } = await (await request.get('/api/events?page=0&size=5')).json();
  const pages = Math.ceil(total / 5);
  expect(pages).toBeGreaterThanOrEqual(3);

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const switcher = page.getByRole('group', { name: 'Language' });
  await expect(switcher.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await switcher.getByRole('button', { name: 'বাংলা' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const menu = page.getByRole('navigation', { name: 'প্রধান মেনু' }).last();
  await expect(menu.getByRole('link', { name: 'হোম' })).toBeVisible();
  await expect(menu.getByText('একাডেমিক', { exact: true })).toBeVisible();
  await expect(menu.getByText('সুযোগ-সুবিধা', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('চর নীলকমল মাধ্যমিক বিদ্যালয় · ভোলা');
  await expect(
    page.getByRole('group', { name: 'ভাষা' }).getByRole('button', { name: 'বাংলা' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(menu.getByText('একাডেমিক', { exact: true })).toBeVisible();

  // The top bar's numbers in Bangla digits (issue 18), as drawn by the server too; the
  // phone still dials ASCII.
  const banner = page.getByRole('banner');
  await expect(banner).toContainText('ইআইআইএন (EIIN): ৯৯৯৯০১');
  await expect(banner).toContainText('বিদ্যালয় কোড: ৯৯০১');
  // The phone is in the bar and again in its folded copy for phones (site-header.tsx).
  const phone = banner.locator('a[href^="tel:"]').last();
  await expect(phone).toHaveText(BANGLA_DIGIT);
  await expect(phone).not.toHaveText(/[0-9]/);
  expect(await phone.getAttribute('href')).toMatch(/^tel:\+?[0-9]+$/);

  // The events list: page links ১ ২ ৩ …, dates with Bangla months and digits.
  const events = page.getByRole('region', { name: 'অনুষ্ঠানসমূহ' });
  const pager = events.getByRole('navigation');
  await expect(pager.getByRole('link')).toHaveText(
    Array.from({ length: pages }, (_, i) => toBangla(i + 1)),
  );
  await expect(pager.getByRole('link', { name: '১' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: '২' }).click();
  await expect(pager.getByRole('link', { name: '২' })).toHaveAttribute('aria-current', 'page');
  const eventDate = events.getByRole('article').first().locator('time').first();
  await expect(eventDate).toHaveText(BANGLA_MONTH);
  await expect(eventDate).toHaveText(BANGLA_DIGIT);
  await expect(eventDate).not.toHaveText(/[0-9]/);

  // The notices page: Bangla digits and months in every date.
  await menu.getByRole('link', { name: 'নোটিশসমূহ' }).click();
  await expect(page).toHaveURL(/\/notice$/);
  await expect(page).toHaveTitle('নোটিশসমূহ · চর নীলকমল মাধ্যমিক বিদ্যালয়');
  const firstDate = page.getByRole('main').locator('time').first();
  await expect(firstDate).toHaveText(BANGLA_DIGIT);
  await expect(firstDate).toHaveText(BANGLA_MONTH);
  await expect(firstDate).not.toHaveText(/[0-9]/);

  // And back to English.
  await page.getByRole('group', { name: 'ভাষা' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Notices · Char Nilkamal Secondary School');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Notices/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Notices/);

  expect(consoleErrors).toEqual([]);
});

test('a browser in Bangla gets Bangla on its first visit, with no English first', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'bn-BD' });
  const page = handedOverWhenReady(await context.newPage());
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  // Every text the page ever shows, recorded from the first render on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const nav = document.querySelector('header nav');
      if (nav?.textContent) seen.push(nav.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('navigation', { name: 'প্রধান মেনু' }).first()).toBeVisible();
  await expect(page).toHaveTitle('চর নীলকমল মাধ্যমিক বিদ্যালয় · ভোলা');
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.some((text) => /Academic|Menu/.test(text))).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
});

test('the home page in Bangla has no serious or critical accessibility findings', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('region', { name: 'অনুষ্ঠানসমূহ' }).getByRole('article')).toHaveCount(5);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a Bangla reader types numbers in Bangla digits and reads the server’s refusals in Bangla', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'bn-BD' });
  const page = handedOverWhenReady(await context.newPage());
  await page.goto('/onlineAdmission');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await fillAdmissionForm(page, 'bn');
  await page.getByRole('button', { name: 'আবেদন করুন' }).click();
  await expect(page.getByText('সফলভাবে আবেদন করা হয়েছে')).toBeVisible();
  // The slip in Bangla: the numbers typed in Bangla digits, kept as digits, shown in Bangla.
  const slip = page.getByRole('region', { name: 'ভর্তির আবেদন: প্রাপ্তিস্বীকারপত্র' });
  await expect(slip).toContainText('২০১৪৭৮১২৩৪৫৬৭৮৯০১');
  await expect(slip).toContainText('০১৮১২৩৪৫৬৭০');
  await expect(slip).toContainText('৫ আগস্ট ২০১৪');

  // A lookup the server refuses (404, its own English "No application matches …"): in Bangla.
  await page.getByLabel('রেফারেন্স নম্বর', { exact: true }).fill('ADM-2026-ZZZZZZ');
  await page.getByLabel('আবেদনে দেওয়া অভিভাবকের মোবাইল নম্বর', { exact: true }).fill('০১৯৯৯৯৯৯৯৯৯');
  await page.getByRole('button', { name: 'অবস্থা দেখুন' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'আবেদন' }).last();
  await expect(refusal).toBeVisible();
  expect((await refusal.textContent())?.match(/[A-Za-z]{2,}(?:\s+[A-Za-z]{2,})+/)).toBeNull();
  await context.close();
});

test('a Bangla reader types dates day first in Bangla digits, and reads them in words', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  // Typed into only once the app has the page (a drawn sign-in form would be filled, then taken over empty).
  const page = handedOverWhenReady(await context.newPage());
  await signIn(page);
  await context.addCookies([{ name: 'lang', value: 'bn', url: baseURL! }]);
  await page.goto('/dashboard/auditLog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const from = page.getByLabel('শুরুর তারিখ', { exact: true });
  await expect(from).toHaveAttribute('placeholder', 'দিন/মাস/বছর');
  await from.fill('১/৭/২০২৬');
  // Applied as the date it is, and shown in Bangla words beneath.
  await expect(page).toHaveURL(/[?&]from=2026-07-01(&|$)/);
  await expect(page.getByText('১ জুলাই ২০২৬', { exact: true })).toBeVisible();
  await from.blur();
  await expect(from).toHaveValue('০১/০৭/২০২৬');
  // No day of the calendar: not applied, and the field keeps what was typed.
  const to = page.getByLabel('শেষ তারিখ', { exact: true });
  await to.fill('৩১/০২/২০২৬');
  await expect(to).toHaveValue('৩১/০২/২০২৬');
  await expect(page).not.toHaveURL(/[?&]to=/);
  // The calendar's button is named in Bangla; no English anywhere in the filters.
  await expect(page.getByRole('button', { name: 'ক্যালেন্ডার থেকে বেছে নিন' })).toHaveCount(2);
  await context.close();
});
