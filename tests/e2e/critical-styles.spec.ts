import type { Page } from '@playwright/test';
import { publicPaths } from '../../src/shared/paths.ts';
import { expect, test } from './fixtures.ts';

/**
 * Each public page paints with the styles its HTML carries (src/server/plugins/
 * critical-styles.ts); the whole stylesheet comes later. What a page shows must not
 * change when it does: every element of every public page is where it was and looks as
 * it did, in both languages, at a desktop's width and a phone's (the phone project).
 */

/** Where each element that is drawn is and how it looks: one line per element. */
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
      'text-transform',
      'border-top-width',
      'border-bottom-color',
      'border-top-left-radius',
      'box-shadow',
      'opacity',
      'outline-style',
      'mask-image',
      'object-fit',
      'overflow-x',
      'white-space',
      'z-index',
    ];
    const round = (n: number) => Math.round(n * 2) / 2;
    return (
      [...document.body.querySelectorAll('*')]
        // What is drawn: not the content of a closed <details>, say.
        .filter((el) => !el.closest('script, template, svg') && el.checkVisibility())
        .map((el, i) => {
          const r = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          const name = `${i} ${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join('.')}`;
          return `${name} ${round(r.x)},${round(r.y)} ${round(r.width)}x${round(r.height)} ${props
            .map((p) => style.getPropertyValue(p))
            .join(' | ')}`;
        })
    );
  });

/** What `look` sees with every <details> of the page open; then closed again. */
async function opened(page: Page, look: (page: Page) => Promise<string[]>) {
  const toggle = (open: boolean) =>
    page.evaluate(
      (open) =>
        new Promise((resolve) => {
          for (const details of document.querySelectorAll('details')) details.open = open;
          // Then the menu's opening transition to its end.
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))).then(
                resolve,
              ),
            ),
          );
        }),
      open,
    );
  await toggle(true);
  const seen = await look(page);
  await toggle(false);
  return seen;
}

for (const language of ['en', 'bn'] as const)
  test(`every public page looks the same before and after the whole stylesheet (${language})`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const { viewport, isMobile, hasTouch } = testInfo.project.use;
    const context = await browser.newContext({
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      reducedMotion: 'reduce',
    });
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    // Without boot.js nothing switches the whole stylesheet on: the page keeps its own styles.
    await context.route('**/boot.js', (route) => route.abort());
    const page = await context.newPage();
    const differences: string[] = [];
    for (const path of publicPaths) {
      await page.goto(path, { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      const inline = await page.locator('head style').count();
      expect(inline, path).toBe(1);
      const later = page.locator('link[data-later]');
      await expect(later, path).toHaveAttribute('media', 'print');
      // As the page comes, and with its menus open (a <details> opens without JavaScript).
      const before = [...(await looks(page)), ...(await opened(page, looks))];
      await later.evaluate((link: HTMLLinkElement) => {
        link.media = 'all';
      });
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await page.evaluate(() => document.fonts.ready);
      const after = [...(await looks(page)), ...(await opened(page, looks))];
      expect(after.length, path).toBe(before.length);
      for (const [i, line] of before.entries())
        if (line !== after[i]) differences.push(`${path}\n  - ${line}\n  + ${after[i]}`);
    }
    await context.close();
    expect(differences.slice(0, 10).join('\n')).toBe('');
  });

test('the whole stylesheet is switched on once it has come, and the page’s own styles break no rule of the policy', async ({
  page,
  consoleErrors,
}) => {
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) refused.push(msg.text());
  });
  for (const path of ['/', '/notice', '/teachers']) {
    await page.goto(path);
    const sheets = await page.evaluate(() => {
      // Style rules, counted inside @layer, @media and @supports too.
      const count = (rules: CSSRuleList): number =>
        [...rules].reduce(
          (n, rule) =>
            n +
            (!(rule instanceof CSSStyleRule) && 'cssRules' in rule
              ? count(rule.cssRules as CSSRuleList)
              : 1),
          0,
        );
      return [...document.styleSheets].map((sheet) => ({
        node: sheet.ownerNode?.nodeName,
        href: sheet.href && new URL(sheet.href).pathname,
        rules: count(sheet.cssRules),
      }));
    });
    // The page's own rules and the whole stylesheet, both applied (boot.js switched it on).
    await expect(page.locator('link[data-later]'), path).toHaveAttribute('media', 'all');
    expect(
      sheets.filter((s) => s.node === 'STYLE' && s.rules > 100),
      path,
    ).toHaveLength(1);
    expect(
      sheets.filter((s) => s.href?.match(/^\/assets\/index-.*\.css$/) && s.rules > 1000),
      path,
    ).toHaveLength(1);
  }
  expect(refused).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
