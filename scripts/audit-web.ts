// `npm run audit:web`: Lighthouse (mobile and desktop) in Debian Chromium on every public
// route of the built site, and the JavaScript and CSS gzip size of each route's first load.
// Builds the web app when it is missing or older than its sources, starts the built server
// on a fresh data directory with the demo school, prints one table and writes
// reports/audit-web.json.
//
//   AUDIT_ROUTES=/,/notice   only these routes (default: every public route but /home, the same page as /)
//   AUDIT_LANG=en|bn|both    the reader's language (the `lang` cookie; default both)
//   AUDIT_FORM=mobile|desktop|both   (default both)
//   AUDIT_RUNS=3             runs per route and form; the table gives the median (default 1)
//   AUDIT_LHR=1              also keep every full Lighthouse report in reports/lighthouse/
//   AUDIT_NICE=-10           run Chromium and the server at this priority (negative needs root), so
//                            that other work on a shared machine skews the scores less
//   CHROMIUM_PATH            (default /usr/bin/chromium)

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Flags, Result } from 'lighthouse/types/lh.js';
import { paths, publicPaths } from '../src/shared/paths.ts';
import { buildWebIfStale } from './lib/build-web.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';
import { writeReport } from './lib/report.ts';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist/web');
const token = randomBytes(16).toString('hex');
const port = 4100 + Math.floor(Math.random() * 800);
const base = `http://127.0.0.1:${port}`;
const runs = Math.max(1, Number(process.env.AUDIT_RUNS ?? 1));
const formSetting = process.env.AUDIT_FORM ?? 'both';
if (!['mobile', 'desktop', 'both'].includes(formSetting)) {
  console.error('AUDIT_FORM is mobile, desktop or both');
  process.exit(2);
}
const forms = (formSetting === 'both' ? ['mobile', 'desktop'] : [formSetting]) as Form[];
const routes = process.env.AUDIT_ROUTES
  ? process.env.AUDIT_ROUTES.split(',').map((r) => r.trim())
  : publicPaths.filter((p) => p !== paths.home);
const languageSetting = process.env.AUDIT_LANG ?? 'both';
if (!['en', 'bn', 'both'].includes(languageSetting)) {
  console.error('AUDIT_LANG is en, bn or both');
  process.exit(2);
}
const languages = languageSetting === 'both' ? ['en', 'bn'] : [languageSetting];
/** Each route in each language, as `/notice` or `/notice bn`. */
const pages = languages.flatMap((language) =>
  routes.map((route) => (language === 'en' ? route : `${route} ${language}`)),
);
const keepReports = process.env.AUDIT_LHR === '1';
const niceness = process.env.AUDIT_NICE ? Number(process.env.AUDIT_NICE) : undefined;
/** A command line, under `nice` when AUDIT_NICE is set. */
const niced = (command: string, args: string[]): [string, string[]] =>
  niceness === undefined ? [command, args] : ['nice', ['-n', String(niceness), command, ...args]];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGET = { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 };

type Form = 'mobile' | 'desktop';
type Category = (typeof categories)[number];
type Failing = {
  category: string;
  id: string;
  title: string;
  score: number | null;
  display?: string;
  items: string[];
};
type Measure = {
  scores: Record<Category, number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's measure of the machine's speed (higher is faster); low when the machine is busy. */
  benchmarkIndex: number;
  /** Same-origin scripts and styles of the first load: gzip of each file (as scripts/size.mjs counts) and bytes sent. */
  jsGzip: number;
  cssGzip: number;
  jsTransfer: number;
  cssTransfer: number;
  files: { url: string; type: string; gzip: number; transfer: number }[];
  failing: Failing[];
};

if (!fs.existsSync(chromiumPath)) {
  console.error(`No Chromium at ${chromiumPath}: apt-get install chromium (or set CHROMIUM_PATH).`);
  process.exit(2);
}
const unknown = routes.filter((r) => !publicPaths.includes(r));
if (unknown.length > 0) {
  console.error(`Not public routes of the site: ${unknown.join(', ')}`);
  process.exit(2);
}

// --- The build, as `npm start` does it.
buildWebIfStale();

// --- The server: as scripts/bench.ts, the built app on a fresh data directory with the demo school.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-audit-'));
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-audit-chromium-'));
const children: ChildProcess[] = [];

async function startServer(): Promise<ChildProcess> {
  const child = spawn(...niced(process.execPath, ['--import', 'tsx', 'src/server/main.ts']), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BENCH_TOKEN: token,
      // No backup made while the pages are measured.
      BACKUP_TIME: 'off',
      ADMIN_ID: 'admin',
      ADMIN_PASSWORD: 'audit-admin-password',
    },
  });
  children.push(child);
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server did not start');
}

/** Debian's Chromium with ARCHITECTURE.md's flags, on a DevTools port Lighthouse connects to. */
async function startChromium(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    ...niced(chromiumPath, [
      ...chromiumArgs,
      '--disable-extensions',
      '--no-default-browser-check',
      `--user-data-dir=${profileDir}`,
      '--remote-debugging-port=0',
      'about:blank',
    ]),
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  children.push(child);
  const devtoolsPort = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${seen}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = seen.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', () => reject(new Error(`Chromium stopped:\n${seen}`)));
  });
  child.stderr?.resume();
  return { child, port: devtoolsPort };
}

async function stopAll() {
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(profileDir, { recursive: true, force: true });
}
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.once(sig, () => void stopAll().finally(() => process.exit(130)));

// --- One Lighthouse run and what the table needs from it.
const gzipCache = new Map<string, number>();
async function gzipOf(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const file = path.join(webDir, new URL(url).pathname);
  const body =
    file.startsWith(webDir) && fs.existsSync(file) && fs.statSync(file).isFile()
      ? fs.readFileSync(file)
      : Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body).length;
  gzipCache.set(url, size);
  return size;
}

type NetworkItem = { url: string; resourceType?: string; transferSize?: number };
type DetailItem = Record<string, unknown> & { node?: { snippet?: string }; url?: string };

function failingAudits(lhr: Result): Failing[] {
  const out: Failing[] = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable')
        continue;
      // Performance: the metrics are in the table; list the audits that cost points or flag an item.
      if (category === 'performance' && ref.weight === 0 && audit.score >= 0.9) continue;
      const details = audit.details as { items?: unknown } | undefined;
      const list = Array.isArray(details?.items) ? (details.items as DetailItem[]) : [];
      const items = list.slice(0, 5).map((item) => {
        const text = item.node?.snippet ?? item.url ?? JSON.stringify(item).slice(0, 160);
        return String(text).slice(0, 200);
      });
      out.push({
        category,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        display: audit.displayValue,
        items,
      });
    }
  }
  return out;
}

async function measure(lhr: Result): Promise<Measure> {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const network = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items;
  const files: Measure['files'] = [];
  for (const item of network ?? []) {
    if (!item.url.startsWith(base)) continue;
    if (item.resourceType !== 'Script' && item.resourceType !== 'Stylesheet') continue;
    files.push({
      url: item.url.slice(base.length),
      type: item.resourceType,
      gzip: await gzipOf(item.url),
      transfer: item.transferSize ?? 0,
    });
  }
  const sum = (type: string, key: 'gzip' | 'transfer') =>
    files.filter((f) => f.type === type).reduce((s, f) => s + f[key], 0);
  return {
    scores: Object.fromEntries(
      categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: num('largest-contentful-paint'),
    fcpMs: num('first-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    speedIndexMs: num('speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    jsGzip: sum('Script', 'gzip'),
    cssGzip: sum('Stylesheet', 'gzip'),
    jsTransfer: sum('Script', 'transfer'),
    cssTransfer: sum('Stylesheet', 'transfer'),
    files,
    failing: failingAudits(lhr),
  };
}

/**
 * Each run is a first visit. Lighthouse empties the caches and the service worker before
 * it loads the page, but keeps cookies: the one the public stylesheet's file comes with
 * (`styles`, web-app.ts) would then ask for the page that links a file no longer cached.
 */
async function forgetCookies(devtoolsPort: number) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    for (const context of browser.contexts()) await context.clearCookies();
  } finally {
    await browser.close();
  }
}

async function audit(page: string, form: Form, devtoolsPort: number): Promise<Result> {
  const [route, language = 'en'] = page.split(' ') as [string, string?];
  const flags: Flags = {
    port: devtoolsPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    // Only reads are audited, which no rate limit counts; the token keeps it so if one ever does.
    // The reader's language, as the switch remembers it (the server draws the page in it).
    extraHeaders: { 'x-bench-token': token, cookie: `lang=${language}` },
  };
  // A run now and then fails on a busy machine (NO_NAVSTART, a trace not recorded): try again.
  let lhr: Result | undefined;
  let problem = '';
  for (let attempt = 1; attempt <= 3 && !lhr; attempt++) {
    try {
      await forgetCookies(devtoolsPort);
      const result = await lighthouse(
        `${base}${route}`,
        flags,
        form === 'desktop' ? desktopConfig : undefined,
      );
      const failed = result?.lhr.runtimeError?.message;
      const unscored = categories.filter(
        (c) => typeof result?.lhr.categories[c]?.score !== 'number',
      );
      if (!result) problem = 'no result';
      else if (failed) problem = failed;
      else if (unscored.length > 0) problem = `no score for ${unscored.join(', ')}`;
      else lhr = result.lhr;
    } catch (err) {
      problem = err instanceof Error ? err.message : String(err);
    }
    if (!lhr) console.log(`  ${route} ${form}: attempt ${attempt} failed (${problem})`);
  }
  if (!lhr) throw new Error(`${route} (${form}): ${problem}`);
  if (keepReports) {
    const dir = path.join(root, 'reports/lighthouse');
    fs.mkdirSync(dir, { recursive: true });
    const name = `${route === '/' ? 'home' : route.slice(1).replaceAll('/', '_')}-${language}`;
    fs.writeFileSync(path.join(dir, `${name}-${form}.json`), JSON.stringify(lhr));
  }
  return lhr;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * The median of every figure over the runs; the failing audits, the files and the sizes
 * of the run whose performance score is the median one.
 */
function combine(list: Measure[]): Measure & { runs: number; perfRuns: number[] } {
  const byPerformance = [...list].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
  const med = (pick: (m: Measure) => number) => median(list.map(pick));
  return {
    ...middle,
    scores: Object.fromEntries(categories.map((c) => [c, med((m) => m.scores[c])])) as Record<
      Category,
      number
    >,
    lcpMs: med((m) => m.lcpMs),
    fcpMs: med((m) => m.fcpMs),
    tbtMs: med((m) => m.tbtMs),
    cls: med((m) => m.cls),
    speedIndexMs: med((m) => m.speedIndexMs),
    benchmarkIndex: med((m) => m.benchmarkIndex),
    runs: list.length,
    perfRuns: list.map((m) => m.scores.performance),
  };
}

// --- The run.
type RouteResult = { route: string; error?: string } & Partial<
  Record<Form, ReturnType<typeof combine>>
>;
const results: RouteResult[] = [];
const started = Date.now();
try {
  console.log(`Starting the built server on a fresh data directory (${dataDir})…`);
  await startServer();
  const chromium = await startChromium();
  // One run that is not counted: the server's first answers (cold caches) are not a route's.
  await audit(pages[0]!, forms[0]!, chromium.port);
  for (const route of pages) {
    const row: RouteResult = { route };
    for (const form of forms) {
      const list: Measure[] = [];
      try {
        for (let i = 0; i < runs; i++)
          list.push(await measure(await audit(route, form, chromium.port)));
      } catch (err) {
        // One route that cannot be measured does not stop the others; the table says so.
        row.error = err instanceof Error ? err.message : String(err);
        console.log(`  ${route} ${form}: ${row.error}`);
        continue;
      }
      row[form] = combine(list);
      const m = row[form]!;
      const s = categories.map((c) => m.scores[c]).join('/');
      console.log(
        `  ${route} ${form}: ${s}, FCP ${(m.fcpMs / 1000).toFixed(2)} s, LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}${runs > 1 ? ` (performance ${m.perfRuns.join(', ')})` : ''}`,
      );
    }
    results.push(row);
  }
} finally {
  await stopAll();
}

// --- The table, the figures that miss the targets, and the JSON.
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const cell = (m: Measure | undefined, c: Category) => {
  if (!m) return '–';
  const v = m.scores[c];
  return v < TARGET[c] ? `**${v}**` : String(v);
};
console.log(
  `\nLighthouse ${results[0]?.mobile ? 'mobile (simulated throttling)' : ''}${forms.length === 2 ? ' and ' : ''}${forms.includes('desktop') ? 'desktop' : ''}, Chromium ${chromiumVersion()}, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per route; JS and CSS: gzip of the route's first load\n`,
);
console.log(
  '| route | mobile perf | a11y | best practices | SEO | desktop perf | mobile FCP | mobile LCP | mobile TBT | CLS | JS KB | CSS KB |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of results) {
  const m = r.mobile;
  const d = r.desktop;
  const any = m ?? d;
  console.log(
    `| ${r.route} | ${cell(m, 'performance')} | ${cell(any, 'accessibility')} | ${cell(any, 'best-practices')} | ${cell(any, 'seo')} | ${cell(d, 'performance')} | ${m ? `${(m.fcpMs / 1000).toFixed(2)} s` : '–'} | ${m ? `${(m.lcpMs / 1000).toFixed(2)} s` : '–'} | ${m ? `${Math.round(m.tbtMs)} ms` : '–'} | ${any ? any.cls.toFixed(3) : '–'} | ${any ? kb(any.jsGzip) : '–'} | ${any ? kb(any.cssGzip) : '–'} |`,
  );
}
const misses: string[] = [];
for (const r of results) {
  if (r.error) misses.push(`${r.route}: not measured — ${r.error}`);
  for (const form of forms) {
    const m = r[form];
    if (!m) continue;
    for (const c of categories.filter((c) => m.scores[c] < TARGET[c])) {
      const why = m.failing
        .filter((f) => f.category === c)
        .map((f) => `${f.id}${f.display ? ` (${f.display})` : ''}`);
      misses.push(
        `${r.route} ${form}: ${c} ${m.scores[c]} — ${why.join('; ') || 'no audit listed'}`,
      );
    }
  }
}
if (misses.length > 0) {
  console.log('\nUnder the targets (performance 99, the others 100), with the audits that failed:');
  for (const line of misses) console.log(`  ${line}`);
} else console.log('\nEvery route meets the targets.');

function chromiumVersion() {
  const r = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return r.stdout.match(/[\d.]+/)?.[0] ?? 'unknown';
}

writeReport('audit-web', {
  chromium: chromiumVersion(),
  lighthouse: JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version,
  runsPerRoute: runs,
  forms,
  targets: TARGET,
  seconds: Math.round((Date.now() - started) / 1000),
  routes: results,
});
