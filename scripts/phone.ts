// `npm run phone`: the public pages on a parent's phone. The goal: Bangla text readable
// within 1.5 s and a page's form usable within 2.5 s of the tap, without waiting for the
// app's JavaScript to arrive.
//
// The phone: Debian's Chromium at 360x740 (mobile, touch), its page's CPU slowed 4x, on
// slow mobile data (400 ms latency, 400 kbit/s down and up), all through the DevTools
// protocol; and, like many such phones, no Bangla font of its own (a fontconfig without
// any font with a Bengali letter, scripts/lib/fonts-without-bangla.ts), so Bangla waits for
// the site's Noto Sans Bengali. Each visit is a first one: a new browser profile, nothing
// cached, no service worker yet. Measured from the navigation's start, in the page (a
// requestAnimationFrame poll from an init script, performance.now()):
//
// - readable: Bangla pages, when their text was painted in its font: the later of the
//   first text painted (FCP) and the frame in which every Noto Sans Bengali face the page
//   had asked for was loaded (document.fonts); English pages, FCP;
// - usable: a page with a form, when its field (/onlineAdmission: the admission form's
//   first text field; /result: the roll; another page: the first named field of a form in
//   <main>) was first seen rendered (anywhere on the page, not only on the first screen)
//   and not disabled (not in a disabled fieldset), and not before FCP; a page without a
//   form, when it was readable;
// - taken over: when the app had taken the page over (<html data-app="ready">);
// - KB: what the page had downloaded when it was usable (the page's and each file's
//   transferSize), and whether the app's code (the entry script boot.js asks for) had
//   arrived by then: "JS needed" is yes when the form turned usable only after it had.
//
// The medians of PHONE_RUNS visits. PHONE_BEFORE=<git revision> also measures that
// version, built in a temporary git worktree (removed at the end), on a server of its own:
// before and after visited in turn (before, after, before, after…), so both see the same
// load on the machine; the table gives both medians and after/before. Read the ratios:
// the machine's other work moves the seconds. Writes reports/phone.json. Builds what is
// stale here, and starts each server on a fresh data directory with the demo school.
//
// The service worker: the page's throttling does not reach it (it is a target of its own),
// so each page's session attaches to it as it starts (Target.setAutoAttach, paused until
// throttled) and slows its network as the page's. Its CPU cannot be slowed (Chromium
// throttles only pages' CPUs) and Playwright gives no DevTools session for a worker.
// PHONE_OFFLINE=1 also opens each page again without a network once the service worker
// has kept it (from its copies; about 20 s more a visit, so not by default).
//
//   npm run phone                                  both languages, the five pages, 3 runs
//   PHONE_RUNS=1 PHONE_LANG=bn npm run phone       a quick try
//   PHONE_BEFORE=HEAD~1 npm run phone              the commit before and this checkout
//
//   PHONE_ROUTES=/,/notice   (default: /, /notice, /notice/:id, /onlineAdmission, /result;
//                            /notice/:id is the first of the demo school's notices)
//   PHONE_LANG=en|bn|both    (default both)
//   PHONE_RUNS=3             visits per page, language and version; the median (default 3)
//   PHONE_BEFORE=HEAD~1      a revision to measure side by side with this checkout
//   PHONE_OFFLINE=1          also the offline revisit

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { itemPaths, noticePath, paths } from '../src/shared/paths.ts';
import { buildServerIfStale } from './lib/build-server.mjs';
import { buildWebIfStale } from './lib/build-web.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';
import { fontconfigWithoutBangla } from './lib/fonts-without-bangla.ts';
import { median, writeReport } from './lib/report.ts';
import { freePort, root, type ServerProcess, startServer } from './lib/server-process.ts';

const DEFAULT_ROUTES = [
  paths.root,
  paths.notice,
  itemPaths.notice,
  paths.onlineAdmission,
  paths.result,
];
const routes = (process.env.PHONE_ROUTES ?? DEFAULT_ROUTES.join(',')).split(',');
const languageSetting = process.env.PHONE_LANG ?? 'both';
const languages = languageSetting === 'both' ? ['en', 'bn'] : [languageSetting];
const runs = Math.max(1, Number(process.env.PHONE_RUNS ?? 3));
const beforeRevision = process.env.PHONE_BEFORE;
const offlineToo = process.env.PHONE_OFFLINE === '1';
/** Chromium's own units: bytes per second, milliseconds. */
const PHONE = { latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };
const CPU_SLOWDOWN = 4;
/** The issue's goal, in ms from the tap. */
const GOAL = { readable: 1500, usable: 2500 };
const BANGLA_FONT = 'Noto Sans Bengali';

/** The field a page is usable with; other pages: the first named field of a form in <main>. */
const FORM_FIELDS: Record<string, string> = {
  [paths.onlineAdmission]: 'main form input[type="text"][name]',
  [paths.result]: 'main form input[name="roll"]',
};
const ANY_FIELD =
  'main form :is(input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]):not([type="file"]), select, textarea)[name]';

type Visit = {
  fcp: number;
  /** Every Noto Sans Bengali face the page asked for loaded (Bangla pages), else NaN. */
  font: number;
  readable: number;
  usable: number;
  takenOver: number;
  /** KB downloaded by the time the page was usable. */
  kb: number;
  /** When the app's code had arrived (NaN when it had not been asked for). */
  appCode: number;
  /** 1 when the page was usable only once the app's code had arrived. */
  jsNeeded: number;
};
type Figures = Visit & { visits: Visit[] };
type Version = 'before' | 'after';
type Site = { version: Version; base: string; noticePath: string | null };

/**
 * What the page records, from its first frame: when the Bangla font's faces were loaded,
 * when the field was there to type in, when the app had taken over. A script of its own
 * text (not a function) so tsx's helpers are not in it; it stops once the visit is read.
 */
function pageClock(field: string, bangla: boolean) {
  return `(() => {
  const field = ${JSON.stringify(field)};
  const seen = { font: null, field: null, ready: null };
  window.__phone = seen;
  const poll = () => {
    if (window.__phoneStop) return;
    const now = performance.now();
    if (${bangla} && seen.font === null) {
      let loaded = 0;
      let loading = 0;
      for (const face of document.fonts) {
        // The site's face ('Noto Sans Bengali Web'; before 2026-11-29 'Noto Sans Bengali'),
        // and a device's own, named by local() (which a phone without one never loads).
        if (!face.family.replace(/["']/g, '').startsWith(${JSON.stringify(BANGLA_FONT)})) continue;
        if (face.status === 'loaded') loaded++;
        else if (face.status === 'loading') loading++;
      }
      if (loaded > 0 && loading === 0) seen.font = now;
    }
    if (seen.field === null) {
      const el = document.querySelector(field);
      if (el && !el.matches(':disabled') && el.checkVisibility()) seen.field = now;
    }
    if (seen.ready === null && document.documentElement.dataset.app === 'ready') seen.ready = now;
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;
}

/**
 * Throttles the page's network and CPU, and the network of any service worker it starts:
 * those are attached paused (Target.setAutoAttach on the page's session; only there does
 * Chromium allow the unflattened sessions Playwright's CDPSession can talk through),
 * slowed, then let run. Gives a function that takes the page and its workers offline.
 */
async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const workers: string[] = [];
  let id = 0;
  const send = (sessionId: string, method: string, params: object = {}) =>
    cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: ++id, method, params }),
    });
  cdp.on('Target.attachedToTarget', async ({ sessionId, targetInfo, waitingForDebugger }) => {
    try {
      if (targetInfo.type === 'service_worker') {
        workers.push(sessionId);
        await send(sessionId, 'Network.enable');
        await send(sessionId, 'Network.emulateNetworkConditions', { offline: false, ...PHONE });
      }
      if (waitingForDebugger) await send(sessionId, 'Runtime.runIfWaitingForDebugger');
    } catch {
      // The page (and its session) closed first.
    }
  });
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
  });
  const offline = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', offline);
    for (const sessionId of workers)
      await send(sessionId, 'Network.emulateNetworkConditions', offline);
    await context.setOffline(true);
  };
}

/** Waits for the app's takeover, the field and the font, and reads the visit's figures. */
async function readVisit(page: Page, field: string, bangla: boolean): Promise<Visit> {
  const wait = (what: 'ready' | 'field' | 'font') =>
    page.waitForFunction(
      (w) => {
        const seen = (window as unknown as { __phone?: Record<string, number | null> }).__phone;
        return !!seen && seen[w] !== null;
      },
      what,
      { timeout: 120_000 },
    );
  await wait('ready');
  const hasField = await page.evaluate((f) => !!document.querySelector(f), field);
  if (hasField) await wait('field');
  if (bangla) await wait('font');
  const seen = await page.evaluate(() => {
    const w = window as unknown as {
      __phone: { font: number | null; field: number | null; ready: number };
      __phoneStop: boolean;
    };
    w.__phoneStop = true;
    const fcp =
      performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')
        ?.startTime ?? Number.NaN;
    const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry;
    const entryUrl = entry ? new URL(entry, location.href).href : '';
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      fcp,
      font: w.__phone.font,
      field: w.__phone.field,
      ready: w.__phone.ready,
      appCode: resources.find((r) => r.name === entryUrl)?.responseEnd ?? Number.NaN,
      files: [
        { end: nav.responseEnd, size: nav.transferSize },
        ...resources.map((r) => ({ end: r.responseEnd, size: r.transferSize })),
      ],
    };
  });
  const font = seen.font ?? Number.NaN;
  const readable = bangla ? Math.max(seen.fcp, font) : seen.fcp;
  const usable = seen.field === null ? readable : Math.max(seen.fcp, seen.field);
  const bytes = seen.files.filter((f) => f.end <= usable).reduce((sum, f) => sum + f.size, 0);
  return {
    fcp: seen.fcp,
    font,
    readable,
    usable,
    takenOver: seen.ready,
    kb: bytes / 1024,
    appCode: seen.appCode,
    jsNeeded: seen.field !== null && seen.appCode <= usable ? 1 : 0,
  };
}

type Measured = { first: Visit; offline?: Visit };

/** One visit, as a new phone would make it: nothing cached, then (PHONE_OFFLINE) offline. */
async function visit(browser: Browser, site: Site, route: string, language: string) {
  const address = route === itemPaths.notice ? site.noticePath : route;
  if (!address) throw new Error(`no notice in ${site.version}'s demo school`);
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: language === 'bn' ? 'bn-BD' : 'en-US',
  });
  try {
    await context.addCookies([{ name: 'lang', value: language, url: site.base }]);
    const field = FORM_FIELDS[route] ?? ANY_FIELD;
    const bangla = language === 'bn';
    await context.addInitScript(pageClock(field, bangla));
    const page = await context.newPage();
    const goOffline = await throttle(context, page);
    await page.goto(`${site.base}${address}`, { waitUntil: 'commit', timeout: 120_000 });
    const measured: Measured = { first: await readVisit(page, field, bangla) };
    if (offlineToo) {
      // The service worker keeps this page (and the notices, routine and syllabus).
      await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, {
        timeout: 120_000,
      });
      await page.waitForTimeout(5_000);
      await goOffline();
      await page.goto(`${site.base}${address}`, { waitUntil: 'commit' });
      measured.offline = await readVisit(page, field, bangla);
    }
    return measured;
  } finally {
    await context.close();
  }
}

function medians(visits: Visit[]): Figures {
  const of = (k: keyof Visit) => median(visits.map((v) => v[k]));
  return {
    fcp: of('fcp'),
    font: of('font'),
    readable: of('readable'),
    usable: of('usable'),
    takenOver: of('takenOver'),
    kb: of('kb'),
    appCode: of('appCode'),
    jsNeeded: of('jsNeeded'),
    visits,
  };
}

/** `rev` built in a temporary git worktree (with this checkout's node_modules). */
function buildBefore(rev: string): { dir: string; commit: string } {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-phone-before-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], {
    cwd: root,
    stdio: 'inherit',
  });
  fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(dir, 'node_modules'));
  console.log(`Building ${rev} (${commit.slice(0, 10)}) in ${dir}…`);
  const built = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  const there = ['dist/web/index.html', 'dist/ssr/entry-server.js'].every((f) =>
    fs.existsSync(path.join(dir, f)),
  );
  // `npm run build` ends with the size budget, which an older version may exceed.
  if (!there) throw new Error(`the build of ${rev} failed`);
  if (built.status !== 0) console.log(`(npm run build of ${rev} ended with ${built.status})`);
  return { dir, commit };
}

function removeWorktree(dir: string) {
  try {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'inherit' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { cwd: root });
  }
}

/** The first of the demo school's notices, through the public API the notices page uses. */
async function firstNotice(base: string): Promise<string | null> {
  const res = await fetch(`${base}/api/notices?page=0&size=1`);
  if (!res.ok) return null;
  const { items } = (await res.json()) as { items: { id: string }[] };
  return items[0] ? noticePath(items[0].id) : null;
}

const s = (ms: number) => (Number.isFinite(ms) ? (ms / 1000).toFixed(2) : '–');
const ratio = (after: number, before: number) =>
  Number.isFinite(after / before) ? (after / before).toFixed(2) : '–';

/**
 * The table, in Markdown: per route and language, each measure's median; side by side,
 * before, after and after/before (×).
 */
function table(results: Record<string, Partial<Record<Version, Figures>>>, sideBySide: boolean) {
  const measures: { name: string; get: (f: Figures) => string; n?: (f: Figures) => number }[] = [
    { name: 'readable s', get: (f) => s(f.readable), n: (f) => f.readable },
    { name: 'usable s', get: (f) => s(f.usable), n: (f) => f.usable },
    { name: 'taken over s', get: (f) => s(f.takenOver), n: (f) => f.takenOver },
    { name: 'KB', get: (f) => f.kb.toFixed(0), n: (f) => f.kb },
    { name: 'JS needed', get: (f) => (f.jsNeeded ? 'yes' : 'no') },
  ];
  const head = ['route', 'lang'];
  for (const m of measures)
    head.push(...(sideBySide ? [`${m.name} before`, 'after', ...(m.n ? ['×'] : [])] : [m.name]));
  const rows = [head];
  for (const [key, { before, after }] of Object.entries(results)) {
    const [route = '', language = ''] = key.split(' ');
    const row = [route, language];
    for (const m of measures) {
      if (sideBySide) row.push(before ? m.get(before) : '–');
      row.push(after ? m.get(after) : '–');
      if (sideBySide && m.n) row.push(before && after ? ratio(m.n(after), m.n(before)) : '–');
    }
    rows.push(row);
  }
  const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  // As biome formats a Markdown table, so that it can go into docs as printed.
  const rule = line(widths.map((w, i) => (i < 2 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`)));
  return [line(head), rule, ...rows.slice(1).map(line)].join('\n');
}

buildWebIfStale();
await buildServerIfStale();
const ownCommit = execFileSync('git', ['rev-parse', 'HEAD'], {
  cwd: root,
  encoding: 'utf8',
}).trim();
const ownChanges = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
  cwd: root,
  encoding: 'utf8',
}).trim();
const before = beforeRevision ? buildBefore(beforeRevision) : null;
const temporary: string[] = [];
const servers: ServerProcess[] = [];
const results: Record<string, Partial<Record<Version, Figures>>> = {};
const offline: Record<string, Partial<Record<Version, Figures>>> = {};
try {
  const sites: Site[] = [];
  for (const [version, serverRoot] of [
    ...(before ? [['before', before.dir] as const] : []),
    ['after', root] as const,
  ]) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-phone-'));
    temporary.push(dataDir);
    const server = startServer({ port: await freePort(), dataDir, root: serverRoot });
    servers.push(server);
    await server.ready;
    sites.push({ version, base: server.base, noticePath: await firstNotice(server.base) });
  }
  const fontDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-phone-fonts-'));
  temporary.push(fontDir);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    env: { ...process.env, FONTCONFIG_FILE: fontconfigWithoutBangla(fontDir) },
  });
  try {
    for (const language of languages)
      for (const route of routes) {
        const key = `${route} ${language}`;
        const first: Record<Version, Visit[]> = { before: [], after: [] };
        const again: Record<Version, Visit[]> = { before: [], after: [] };
        for (let run = 0; run < runs; run++)
          for (const site of sites) {
            const m = await visit(browser, site, route, language);
            first[site.version].push(m.first);
            if (m.offline) again[site.version].push(m.offline);
          }
        results[key] = {};
        offline[key] = {};
        for (const site of sites) {
          results[key][site.version] = medians(first[site.version]);
          if (offlineToo) offline[key][site.version] = medians(again[site.version]);
        }
        const line = (f: Figures) =>
          `readable ${s(f.readable)} s, usable ${s(f.usable)} s, taken over ${s(f.takenOver)} s, ${f.kb.toFixed(0)} KB`;
        for (const site of sites)
          console.log(
            `${key}${before ? ` (${site.version})` : ''}: ${line(results[key][site.version]!)}${
              offline[key][site.version] ? `; offline ${line(offline[key][site.version]!)}` : ''
            }`,
          );
      }
  } finally {
    await browser.close();
  }
} finally {
  for (const server of servers) await server.stop();
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
  if (before) removeWorktree(before.dir);
}

console.log(
  `\nA parent's phone (360 px, CPU ${CPU_SLOWDOWN}x slower, ${PHONE.latency} ms, ${
    (PHONE.downloadThroughput * 8) / 1000
  } kbit/s, no Bangla font of its own), first visit, median of ${runs}` +
    (before
      ? `; before = ${beforeRevision} (${before.commit.slice(0, 10)}), after = this checkout (${ownCommit.slice(0, 10)}${ownChanges ? ' with changes' : ''})`
      : '') +
    `. The goal: readable within ${GOAL.readable / 1000} s, usable within ${GOAL.usable / 1000} s, JS not needed.\n`,
);
console.log(table(results, !!before));
if (offlineToo) {
  console.log('\nOpened again offline, from the service worker:');
  console.log(table(offline, !!before));
}
writeReport('phone', {
  conditions: { ...PHONE, cpuSlowdown: CPU_SLOWDOWN, width: 360, height: 740, banglaFont: false },
  goal: GOAL,
  runs,
  before: before ? { revision: beforeRevision, commit: before.commit } : null,
  after: { commit: ownCommit, changed: ownChanges !== '' },
  results,
  ...(offlineToo ? { offline } : {}),
});
