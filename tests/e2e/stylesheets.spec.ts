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

test('the dashboard’s stylesheet repeats every utility of the public one, and loads with the dashboard', async ({
  page,
}) => {
  await page.goto('/');
  const publicSheet = await page.evaluate(
    () =>
      [...document.styleSheets]
        .map((s) => s.href && new URL(s.href).pathname)
        .find((href) => href?.startsWith('/assets/index-')) ?? '',
  );
  expect(publicSheet).toMatch(/\.css$/);
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
