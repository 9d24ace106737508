import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { publicPaths } from '../../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers.ts';

/**
 * Two stylesheets: the public pages' (src/web/styles.css, in every first load), with the
 * classes of the code a public page can run, and the dashboard's (src/web/dashboard.css),
 * loaded with the dashboard's code, with every utility of the app. A public page must
 * look the same with the dashboard's sheet as without it (else a class of a public page
 * is missing from the public sheet), and the two together must style the dashboard as
 * one sheet would (every utility of the public sheet comes again in the dashboard's).
 */

const assets = path.resolve(import.meta.dirname, '../../dist/web/assets');
const dashboardSheet = `/assets/${fs.readdirSync(assets).find((f) => /^dashboard-routes-.*\.css$/.test(f))}`;
/** The public sheet as a file: the plain shell links it; drawn pages carry it inside them. */
const publicSheet =
  fs
    .readFileSync(path.join(assets, '../index.html'), 'utf8')
    .match(/<link rel="stylesheet" crossorigin href="(\/assets\/index-[^"]+\.css)">/)?.[1] ?? '';

/** The words styles.css and dashboard.css keep out of both sheets: no element may have one as its class. */
const LEFT_OUT = [
  'steps',
  'step',
  'tab',
  'tabs',
  'list',
  'list-row',
  'status',
  'loading',
  'label',
  'footer',
  'toast',
];
const leftOutUsed = (page: Page) =>
  page.evaluate(
    (names) => names.filter((name) => document.getElementsByClassName(name).length > 0),
    LEFT_OUT,
  );

/** Where each drawn element is and how it looks: one line per element. */
const looks = (page: Page) =>
  page.evaluate(() => {
    const props = [
      'display',
      'visibility',
      'position',
      'color',
      'background-color',
      'background-image',
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'text-align',
      'text-decoration-line',
      'border-top-width',
      'border-bottom-color',
      'border-top-left-radius',
      'box-shadow',
      'opacity',
      'outline-style',
      'padding-left',
      'padding-top',
      'margin-top',
      'gap',
      'min-height',
      'object-fit',
      'white-space',
      'z-index',
    ];
    const round = (n: number) => Math.round(n * 2) / 2;
    return [...document.body.querySelectorAll('*')]
      .filter((el) => !el.closest('script, template, svg') && el.checkVisibility())
      .map((el, i) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        const name = `${i} ${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}`;
        return `${name} ${round(r.x)},${round(r.y)} ${round(r.width)}x${round(r.height)} ${props
          .map((p) => style.getPropertyValue(p))
          .join(' | ')}`;
      });
  });

/** Two frames: what a change of styles does is drawn. */
const settled = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

/** What `looks` sees as the page is, then with every <details> (the menus) open. */
async function looksOpenAndClosed(page: Page) {
  const closed = await looks(page);
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
  await settled(page);
  const open = await looks(page);
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = false;
  });
  return [...closed, ...open];
}

for (const language of ['en', 'bn'] as const)
  test(`every public page looks the same with the dashboard's stylesheet added (${language})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { viewport } = testInfo.project.use;
    const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    const page = await context.newPage();
    const differences: string[] = [];
    for (const address of publicPaths) {
      await page.goto(address);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      // The home page's photo slider comes when the browser is idle after the takeover (which
      // can be late on a busy machine), and its pictures after it.
      if (address === '/')
        await page.locator('.home-gallery .image-gallery').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      // A public page never asks for the dashboard's sheet.
      const sheets = await page.evaluate(() =>
        [...document.styleSheets].map((s) => (s.href ? new URL(s.href).pathname : 'inline')),
      );
      expect(sheets, address).not.toContain(dashboardSheet);
      expect(await leftOutUsed(page), address).toEqual([]);
      const before = await looksOpenAndClosed(page);
      await page.evaluate(
        (href) =>
          new Promise((resolve, reject) => {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = href;
            link.onload = resolve;
            link.onerror = reject;
            document.head.append(link);
          }),
        dashboardSheet,
      );
      await settled(page);
      const after = await looksOpenAndClosed(page);
      expect(after.length, address).toBe(before.length);
      for (const [i, line] of before.entries())
        if (line !== after[i]) differences.push(`${address}\n  - ${line}\n  + ${after[i]}`);
    }
    await context.close();
    expect(differences.slice(0, 10).join('\n')).toBe('');
  });

test('a first visit’s page carries the public stylesheet inside it and asks for no stylesheet file', async ({
  page,
  context,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') asked.push(new URL(request.url()).pathname);
  });
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  const file = await (await page.request.get(publicSheet)).text();
  // The admission form's code, loaded after the takeover, lists the public sheet among
  // what it needs: it must find the page's (disabled) link and not fetch the sheet again.
  for (const address of ['/', '/notice', '/teachers', '/onlineAdmission']) {
    // A first visit each time (once it has the file, a browser gets the link: the next test).
    await context.clearCookies({ name: 'styles' });
    await page.goto(address);
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await page.waitForLoadState('networkidle');
    const inline = await page.evaluate(() =>
      [...document.styleSheets].map((s) => ({
        href: s.href,
        text: s.ownerNode?.textContent ?? '',
        rules: s.cssRules.length,
      })),
    );
    const own = inline.find((s) => s.href === null && s.text.length > 1000);
    expect(own?.text, address).toBe(file.trim());
    // Read by the browser, so allowed by the page's policy.
    expect(own?.rules, address).toBeGreaterThan(20);
    // The page's own text is drawn with the school's colours, from that sheet.
    expect(
      await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
      address,
    ).not.toBe('rgba(0, 0, 0, 0)');
  }
  // (The photo slider's own small sheet comes with its code.)
  expect(asked).not.toContain(publicSheet);
  expect(asked.filter((href) => !/^\/assets\/gallery-slider-[\w-]+\.css$/.test(href))).toEqual([]);
  expect(policyErrors).toEqual([]);
});

test('once the first page has loaded, the stylesheet is kept and later pages link it', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  // The service worker, installed after the first page has loaded, fetches the file; it
  // comes with the cookie that tells the server this browser keeps it.
  const name = publicSheet.split('/').pop();
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'styles')?.value)
    .toBe(name);
  await page.goto('/notice');
  await expect(page.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  const sheets = await page.evaluate(() => ({
    inline: document.querySelectorAll('head style').length,
    linked: [...document.styleSheets].map((s) => s.href && new URL(s.href).pathname),
    // Bytes the browser downloaded for it: none, it came from a cache.
    transfer: performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/assets/index-'))
      .filter((e) => e.name.endsWith('.css'))
      .map((e) => (e as PerformanceResourceTiming).transferSize),
  }));
  expect(sheets.inline).toBe(0);
  expect(sheets.linked).toContain(publicSheet);
  expect(sheets.transfer).toEqual([0]);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    'rgba(0, 0, 0, 0)',
  );
});

test('the dashboard’s stylesheet repeats every utility of the public one, and loads with the dashboard', async ({
  page,
}) => {
  expect(publicSheet).toMatch(/\.css$/);
  await page.goto('/');
  // The style rules of each sheet's `utilities` layer (with their @media, @supports and
  // nested layers), as the browser reads them.
  const missing = await page.evaluate(
    async ([publicHref, dashboardHref]) => {
      const utilities = async (href: string) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(await (await fetch(href)).text());
        const texts = new Set<string>();
        // One entry per selector: the build writes `.a,.b{…}` for two rules alike.
        const selectors = (list: string) => {
          const parts: string[] = [];
          let depth = 0;
          let start = 0;
          for (let i = 0; i < list.length; i++) {
            if ('(['.includes(list[i]!)) depth++;
            else if (')]'.includes(list[i]!)) depth--;
            else if (list[i] === ',' && depth === 0) {
              parts.push(list.slice(start, i).trim());
              start = i + 1;
            }
          }
          return [...parts, list.slice(start).trim()];
        };
        const walk = (rules: CSSRuleList, within: string) => {
          for (const rule of rules) {
            if (rule instanceof CSSLayerBlockRule && rule.name === 'utilities')
              walk(rule.cssRules, 'utilities');
            else if (rule instanceof CSSStyleRule && within)
              for (const selector of selectors(rule.selectorText))
                texts.add(`${within} ${selector} { ${rule.style.cssText} }`);
            else if ('cssRules' in rule && within)
              walk(
                rule.cssRules as CSSRuleList,
                `${within} ${rule.cssText.slice(0, rule.cssText.indexOf('{'))}`,
              );
          }
        };
        walk(sheet.cssRules, '');
        return texts;
      };
      const inPublic = await utilities(publicHref);
      const inDashboard = await utilities(dashboardHref);
      return { count: inPublic.size, missing: [...inPublic].filter((t) => !inDashboard.has(t)) };
    },
    [publicSheet, dashboardSheet] as const,
  );
  expect(missing.count).toBeGreaterThan(100);
  expect(missing.missing).toEqual([]);

  // Signed in, the dashboard's screens have both sheets, and no element uses a word left out.
  await signIn(page);
  const hrefs = await page
    .getByRole('navigation', { name: 'Dashboard menu' })
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThan(10);
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sheets = await page.evaluate(() =>
      [...document.styleSheets].map((s) => s.href && new URL(s.href).pathname),
    );
    expect(sheets, href).toEqual(expect.arrayContaining([publicSheet, dashboardSheet]));
    expect(await leftOutUsed(page), href).toEqual([]);
  }
});

/**
 * A stylesheet that comes after the page has painted (with a part's code: the home page's
 * photo slider) must not style the root: Chromium styles the whole page again as it
 * arrives (the home page's 420 elements, vite.config.ts galleryVariablesScoped). Nor may a
 * rule ask `:has()` of the root, which makes Chromium style the root again, and the page
 * with it, for every element the app adds or removes (daisyUI's theme switch; theme.css).
 */
test('no stylesheet that comes after the first paint styles the root, and no rule asks :has() of the root', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await page.locator('.home-gallery .image-gallery').waitFor({ state: 'attached' });
  const found = await page.evaluate(() => {
    const all = (list: CSSRuleList): CSSRule[] =>
      [...list].flatMap((rule) => [
        rule,
        ...('cssRules' in rule ? all((rule as CSSGroupingRule).cssRules) : []),
      ]);
    const selectors = (sheet: CSSStyleSheet) =>
      all(sheet.cssRules).flatMap((rule) =>
        rule instanceof CSSStyleRule ? rule.selectorText.split(',').map((s) => s.trim()) : [],
      );
    const sheets = [...document.styleSheets].filter((sheet) => !sheet.disabled);
    // The public sheet: inside the page (a first visit) or its file (/assets/index-*.css).
    const later = sheets.filter(
      (sheet) => sheet.href !== null && !/\/assets\/index-[^/]+\.css$/.test(sheet.href),
    );
    return {
      later: later.map((sheet) => new URL(sheet.href!).pathname),
      onRoot: later.flatMap(selectors).filter((s) => /^(:root|html)\b/.test(s)),
      rootHas: sheets.flatMap(selectors).filter((s) => /(:root|html)[^\s>+~]*:has\(/.test(s)),
    };
  });
  // The slider's own stylesheet came.
  expect(found.later.length).toBeGreaterThan(0);
  expect(found.onRoot).toEqual([]);
  expect(found.rootHas).toEqual([]);
});
