// How Bangla the public pages read in Bangla: for every public route, the share of Bengali
// letters (U+0980–U+09FF) among the letters (Bengali + Latin) of the visible text of
// <main> and of the whole <body>, as the server draws the page with the `lang=bn` cookie.
// The page is the server's HTML with its styles, in Chromium at a phone's width (360 px)
// with scripts off (what the phone shows before the app takes over); the visible text is
// `innerText`, which leaves out what is not shown (display: none, <script>, <style>,
// hidden elements, the folded menu).
//
//   npx tsx scripts/bangla-share.ts http://localhost:4400            # prints the table
//   npx tsx scripts/bangla-share.ts http://localhost:4400 --json before.json
//   npx tsx scripts/bangla-share.ts --compare before.json after.json  # before/after table
//
// The server must be running (e.g. `npm run build`, then
// `PORT=4400 DATA_DIR=.test-data/bn-share npx tsx src/server/main.ts`) and Debian's
// Chromium installed. Digits, punctuation and spaces are not letters and do not count.
import fs from 'node:fs';
import { chromium } from '@playwright/test';
import { publicPaths } from '../src/shared/paths.ts';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';

type Share = { route: string; main: number | null; body: number | null; status: number };

const BENGALI = /[\u0980-\u09FF]/gu;
const LATIN = /[A-Za-z\u00C0-\u024F]/gu;

/** Bengali letters among the letters of `text`, in percent; null when there are none. */
function banglaShare(text: string): number | null {
  // Bengali digits (০–৯, U+09E6–U+09EF) and the taka sign are in the block but are not letters.
  const bengali = (text.replace(/[\u09E6-\u09EF\u09F2-\u09FB]/gu, '').match(BENGALI) ?? []).length;
  const latin = (text.match(LATIN) ?? []).length;
  return bengali + latin === 0 ? null : (100 * bengali) / (bengali + latin);
}

async function measure(base: string): Promise<Share[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    // A phone's screen, as most parents read the site (the menu folded away).
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    await context.addCookies([{ name: 'lang', value: 'bn', url: base }]);
    const page = await context.newPage();
    const out: Share[] = [];
    for (const route of publicPaths) {
      const res = await page.goto(new URL(route, base).href);
      const text = await page.evaluate(() => {
        // With scripts off, <noscript> would show; a phone with scripts does not see it.
        for (const n of document.querySelectorAll('noscript')) n.remove();
        // innerText, not textContent: the text as shown, without what the page hides.
        return {
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is measured
          main: document.querySelector('main')?.innerText ?? '',
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is measured
          body: document.body.innerText,
        };
      });
      out.push({
        route,
        status: res?.status() ?? 0,
        main: banglaShare(text.main),
        body: banglaShare(text.body),
      });
    }
    return out;
  } finally {
    await browser.close();
  }
}

const pct = (n: number | null | undefined) => (n == null ? '–' : `${n.toFixed(0)}%`);

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`).join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === '--compare') {
    const [before, after] = args.slice(1, 3).map((f) => JSON.parse(fs.readFileSync(f!, 'utf8')));
    const b = new Map((before as Share[]).map((s) => [s.route, s]));
    const rows = [['route', 'main before', 'main after', 'body before', 'body after']];
    for (const s of after as Share[]) {
      const old = b.get(s.route);
      rows.push([s.route, pct(old?.main), pct(s.main), pct(old?.body), pct(s.body)]);
    }
    console.log(table(rows));
    return;
  }
  const base = args.find((a) => !a.startsWith('--')) ?? 'http://localhost:3000';
  const shares = await measure(base);
  const json = args.indexOf('--json');
  if (json >= 0 && args[json + 1])
    fs.writeFileSync(args[json + 1]!, `${JSON.stringify(shares, null, 2)}\n`);
  console.log(
    table([
      ['route', 'status', '<main>', 'body'],
      ...shares.map((s) => [s.route, String(s.status), pct(s.main), pct(s.body)]),
    ]),
  );
}

await main();
