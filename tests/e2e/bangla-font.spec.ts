import type { Browser, BrowserContext, Page } from '@playwright/test';

import { expect, handedOverWhenReady, test } from './fixtures.ts';
import { chromiumWithoutBanglaFont } from './without-bangla-font.ts';

/**
 * Bangla in a browser with no Bangla font of its own (issue 17; without-bangla-font.ts):
 * every Bangla letter on the page must be drawn with the site's own Noto Sans Bengali
 * (styles.css), never with DejaVu Sans's empty boxes: Chromium asks fontconfig for the
 * first family of the stack in the page's language and draws with the answer, whatever it
 * covers.
 */

const BANGLA_LETTER = /[\u0980-\u09FF]/u;
const SITE_FONT = 'Noto Sans Bengali';

let browser: Browser;
let close: () => Promise<void> = async () => {};

test.beforeAll(async () => {
  ({ browser, close } = await chromiumWithoutBanglaFont());
});

test.afterAll(async () => {
  await close();
});

/** A reader who chose Bangla: the switch's localStorage, a cookie, and the browser's languages. */
async function banglaReader(baseURL: string, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: 'bn-BD',
    viewport: { width, height: width < 768 ? 740 : 800 },
  });
  await context.addCookies([{ name: 'lang', value: 'bn', url: baseURL }]);
  await context.addInitScript(() => localStorage.setItem('lang', 'bn'));
  return context;
}

type Drawn = { text: string; fonts: string };

/**
 * Every rendered text with Bangla letters, and the fonts Chromium drew it with
 * (CSS.getPlatformFontsForNode). Each such text is put in a span of its own for the
 * question (the protocol counts an element's descendants too) and taken out again. The
 * protocol counts glyphs per font, not which glyph came from which font: Noto Sans Bengali
 * must be among them, and the other fonts together may draw no more glyphs than the text
 * has characters outside the Bengali block (spaces, digits, punctuation); a Bangla letter
 * drawn by DejaVu Sans (an empty box) is one too many.
 */
async function banglaText(page: Page): Promise<{ drawn: Drawn[]; problems: string[] }> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  const texts = await page.evaluate((source) => {
    const bangla = new RegExp(source, 'u');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    const found: string[] = [];
    for (const node of nodes) {
      const parent = node.parentElement;
      if (!parent || !bangla.test(node.data) || !parent.checkVisibility()) continue;
      if (parent.closest('option, textarea')) continue;
      const span = document.createElement('span');
      span.dataset.banglaText = String(found.length);
      node.replaceWith(span);
      span.append(node);
      found.push(node.data);
    }
    return found;
  }, BANGLA_LETTER.source);

  const cdp = await page.context().newCDPSession(page);
  const drawn: Drawn[] = [];
  const problems: string[] = [];
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: '[data-bangla-text]',
    });
    for (const nodeId of nodeIds) {
      const { attributes } = await cdp.send('DOM.getAttributes', { nodeId });
      const text = texts[Number(attributes[attributes.indexOf('data-bangla-text') + 1])] ?? '';
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const list = fonts.map((f) => `${f.familyName} ×${f.glyphCount}`).join(', ');
      drawn.push({ text, fonts: list });
      const notBangla = Array.from(text).filter((c) => !BANGLA_LETTER.test(c)).length;
      const byOthers = fonts
        .filter((f) => f.familyName !== SITE_FONT)
        .reduce((sum, f) => sum + f.glyphCount, 0);
      if (
        !fonts.some((f) => f.familyName === SITE_FONT && f.glyphCount > 0) ||
        byOthers > notBangla
      )
        problems.push(`"${text.trim()}": ${list || 'no fonts'}`);
    }
  } finally {
    await cdp.detach();
    // The texts back where React left them.
    await page.evaluate(() => {
      for (const span of document.querySelectorAll('[data-bangla-text]'))
        span.replaceWith(...span.childNodes);
    });
  }
  return { drawn, problems };
}

const PAGES = [
  { path: '/', texts: ['নোটিশসমূহ'] },
  { path: '/classRoutine', texts: ['ক্লাস রুটিন', 'দেখুন'] },
  { path: '/notice', texts: ['নোটিশসমূহ'] },
];

for (const width of [1280, 360]) {
  for (const { path: at, texts } of PAGES) {
    test(`at ${width} px ${at} draws every Bangla letter with Noto Sans Bengali in a browser without a Bangla font`, async ({
      baseURL,
    }) => {
      const context = await banglaReader(baseURL!, width);
      const page = handedOverWhenReady(await context.newPage());
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('noto-sans-bengali'))
          fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(at);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const menu = page.getByRole('banner').locator('summary', { hasText: 'মেনু' });
      // On a phone the menu opens first, so its entries ('হোম'…) are drawn too.
      if (width < 1024) await menu.click();
      const { drawn, problems } = await banglaText(page);
      expect(problems).toEqual([]);
      const shown = drawn.map((d) => d.text.trim());
      for (const text of [...texts, 'হোম', 'চর নীলকমল মাধ্যমিক বিদ্যালয়'])
        expect(shown, `${text} is checked`).toContain(text);
      if (width < 1024) expect(shown).toContain('মেনু');
      // One file, the regular weight the page preloads (its bold headings are the
      // browser's bold of it), asked for once: the preload is the font's request.
      const preloaded = await page
        .locator('head link[rel="preload"][as="font"]')
        .getAttribute('href');
      expect(preloaded).toMatch(/^\/assets\/noto-sans-bengali-400-[\w-]+\.woff2$/);
      expect(fonts).toEqual([preloaded]);
      await context.close();
    });
  }
}

test('a toast in Bangla (a failed sign-in) is drawn with Noto Sans Bengali', async ({
  baseURL,
}) => {
  const context = await banglaReader(baseURL!, 1280);
  const page = handedOverWhenReady(await context.newPage());
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const main = page.getByRole('main');
  // An id that does not exist: the e2e admin's failed sign-ins stay at none.
  await main.locator('input[name="loginId"]').fill('nobody-bangla-font');
  await main.locator('input[name="password"]').fill('not-the-password');
  await main.locator('button[type="submit"]').click();
  const toast = page.locator('.Toastify__toast', { hasText: 'লগইন হয়নি' });
  await expect(toast).toBeVisible();
  await toast.hover(); // paused while the pointer is on it
  const { drawn, problems } = await banglaText(page);
  expect(problems).toEqual([]);
  expect(drawn.map((d) => d.text.trim())).toContain('লগইন হয়নি');
  await context.close();
});

test('an English page in that browser with nothing in Bangla on it downloads no Bangla font', async () => {
  // The config's second server: a school's first start, without the demo school, whose
  // English pages have no Bangla text (the language switch's 'বাংলা' is a drawing).
  const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}`;
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = handedOverWhenReady(await context.newPage());
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Notice Board' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.includes('noto-sans-bengali'))).toEqual([]);
  await context.close();
});

test('an English page in that browser draws the Bangla the school wrote with Noto Sans Bengali', async ({
  baseURL,
}) => {
  // The demo school's notices and events are mostly in Bangla (issue 18), in English too.
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = handedOverWhenReady(await context.newPage());
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Notice Board' }).first()).toBeVisible();
  const { drawn, problems } = await banglaText(page);
  expect(problems).toEqual([]);
  expect(drawn.map((d) => d.text.trim())).toContain('বার্ষিক পরীক্ষা ২০২৬-এর রুটিন');
  await context.close();
});
