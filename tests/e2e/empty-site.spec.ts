import type { Page } from '@playwright/test';
import { publicPaths } from '../../src/shared/paths.ts';
import { a11yViolations, expect, test } from './fixtures.ts';
import { DESKTOP, imageProblems, overflowProblems, PHONE, smallTargets } from './layout-checks.ts';

/**
 * A school's first start (DEMO_CONTENT=false: the playwright config's second server, the
 * 'empty-site' project): every public page, in English and Bangla, at a desktop's width
 * and a phone's, reads as a new site and not a broken one. No console error, no error
 * alert or Retry, no label left without its value, no link to nowhere, no 'undefined' or
 * 'null'; the same axe rules as accessibility.spec.ts and, at 360 px, the same layout
 * checks. One page load per route, language and width.
 */

/**
 * What the page shows that a school has not filled in: a label ending in ':' with nothing
 * after it on its line, or only another such label ('EIIN:' then 'School Code:'); an icon
 * without its text; a tel: or mailto: link without a number or address; a link in the
 * page's content back to the home page (SPEC.md's placeholder links); 'undefined', 'null'.
 */
async function unfilled(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const visible = (el: Element) =>
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    // What a reader sees (innerText leaves out what is hidden), not the DOM's whole text.
    const text = (node: Node | null) =>
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
      (node instanceof HTMLElement ? node.innerText : (node?.textContent ?? '')).trim();
    const name = (el: Element) => `${el.tagName.toLowerCase()} "${text(el).slice(-40)}"`;
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (!visible(el) || el.closest('script, style, svg')) continue;
      if (text(el).endsWith(':')) {
        let next = el.nextSibling;
        while (next && !text(next)) next = next.nextSibling;
        if (!next || text(next).endsWith(':'))
          problems.push(`a label without its value: ${name(el)}`);
      }
      // An icon alone: its line (the element around it) has no text and no name.
      if (el.querySelector(':scope > svg') && !text(el) && !el.closest('[aria-label]'))
        problems.push(`an icon without its text: ${el.outerHTML.slice(0, 80)}`);
    }
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const href = a.getAttribute('href') ?? '';
      if (/^(tel|mailto):\s*$/.test(href) || href === '' || href === '#')
        problems.push(`a link to nowhere: ${name(a)} (${href})`);
      else if (a.closest('main') && new URL(a.href).pathname === '/' && visible(a))
        problems.push(`a link back to the home page: ${name(a)}`);
    }
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
    const words = document.body.innerText.match(/\b(undefined|null|NaN|Invalid Date)\b/g);
    if (words) problems.push(`the page says ${words.join(', ')}`);
    return problems;
  });
}

const WIDTHS = [
  { name: 'desktop', size: DESKTOP, phone: false },
  { name: 'phone', size: PHONE, phone: true },
] as const;

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 150_000 });

for (const width of WIDTHS) {
  test.describe(`at ${width.size.width} px`, () => {
    test.use({ viewport: width.size, isMobile: width.phone, hasTouch: width.phone });

    for (const lang of ['en', 'bn'] as const) {
      test(`every public page in ${lang} looks new, not broken`, async ({
        page,
        consoleErrors,
      }) => {
        await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
        const problems: string[] = [];
        for (const path of publicPaths) {
          const where = `${lang} ${width.size.width}px ${path}`;
          const errorsBefore = consoleErrors.length;
          const res = await page.goto(path);
          expect(res?.status(), where).toBe(200);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          // The page is whole: main.tsx renders it once its data is here, without a spinner.
          await expect(page.locator('main h1')).toBeVisible();
          await expect(page.locator('main [role="status"][aria-label]')).toHaveCount(0);

          if (await page.getByRole('alert').count())
            problems.push(
              `${where}: an alert: ${await page.getByRole('alert').first().textContent()}`,
            );
          if (await page.getByRole('button', { name: /Retry|আবার চেষ্টা করুন/ }).count())
            problems.push(`${where}: a Retry button`);
          for (const p of await unfilled(page)) problems.push(`${where}: ${p}`);
          for (const v of await a11yViolations(page)) problems.push(`${where}: ${v}`);
          if (width.phone) {
            for (const o of await overflowProblems(page)) problems.push(`${where}: ${o}`);
            for (const i of await imageProblems(page)) problems.push(`${where}: ${i}`);
            const small = await smallTargets(page);
            if (small.length) problems.push(`${where}: targets under 44 px: ${small.join('; ')}`);
          }
          for (const e of consoleErrors.slice(errorsBefore))
            problems.push(`${where}: console: ${e}`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
