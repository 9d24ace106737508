// `npm run main-thread`: a page's main-thread work as a phone's browser does it, with no
// DevTools attached. Playwright drives Chromium through DevTools, and with a DevTools
// session V8 parses the app's code again to note where each function is (an `Error` made,
// a cookie read: V8.CollectSourcePositions) inside the task that starts the app: 26 to 60
// ms at full speed here, which a phone never pays (docs/performance.md). This script starts
// Chromium on its own, headless, its trace written from startup (`--trace-startup`), a
// first visit (a new profile) per run, and reads the page's main thread from the trace:
// the tasks after the first paint, their sum, the longest, and the blocking time they
// would make on a phone four times slower (each task's 4x length over 50 ms, added up, as
// Lighthouse's simulation counts it). Builds what is stale, starts the server on a fresh
// data directory with the demo school, writes reports/main-thread.json.
//
//   MAIN_THREAD_ROUTES=/,/onlineAdmission   (default: /, /notice, /onlineAdmission, /result)
//   MAIN_THREAD_LANG=en|bn|both             (default en)
//   MAIN_THREAD_RUNS=5                      the median of these runs (default 3)

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServerIfStale } from './lib/build-server.mjs';
import { buildWebIfStale } from './lib/build-web.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';
import { median, writeReport } from './lib/report.ts';
import { freePort, startServer } from './lib/server-process.ts';

const routes = (process.env.MAIN_THREAD_ROUTES ?? '/,/notice,/onlineAdmission,/result').split(',');
const languageSetting = process.env.MAIN_THREAD_LANG ?? 'en';
const languages = languageSetting === 'both' ? ['en', 'bn'] : [languageSetting];
const runs = Math.max(1, Number(process.env.MAIN_THREAD_RUNS ?? 3));
/** How long each page is traced from Chromium's start: its load and the app's takeover. */
const TRACE_SECONDS = 6;

type TraceEvent = {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
};

type Load = {
  /** Main-thread work after the first paint, ms at this machine's speed. */
  work: number;
  /** The longest task after the first paint, ms. */
  longest: number;
  /** Σ max(0, 4 × task − 50 ms) over the tasks after the first paint. */
  blocking4x: number;
  /** The app's entry module's evaluation (the first module evaluated), ms. */
  entry: number;
  /** V8.CollectSourcePositions in the page's main thread, ms (DevTools' cost; near 0 here). */
  sourcePositions: number;
};

/** The page's main thread, read from a trace Chromium wrote with no DevTools attached. */
function read(events: TraceEvent[]): Load | null {
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  if (!fcp) return null;
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.dur);
  const runs = main.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  // A task inside another (a nested run loop) is counted in the outer one.
  const tasks = runs.filter(
    (e) => !runs.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur! >= e.ts + e.dur!),
  );
  const after = tasks.filter((e) => e.ts >= fcp.ts).map((e) => e.dur! / 1000);
  const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
  return {
    work: sum(after),
    longest: Math.max(0, ...after),
    blocking4x: sum(after.map((d) => Math.max(0, 4 * d - 50))),
    entry: (main.find((e) => e.name === 'v8.evaluateModule')?.dur ?? 0) / 1000,
    sourcePositions: sum(
      main.filter((e) => e.name === 'V8.CollectSourcePositions').map((e) => e.dur! / 1000),
    ),
  };
}

/** One first visit: Chromium from a new profile, traced from its start, stopped once written. */
async function trace(url: string, language: string, dir: string): Promise<Load> {
  const file = path.join(dir, 'trace.json');
  fs.rmSync(file, { force: true });
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      `--user-data-dir=${fs.mkdtempSync(path.join(dir, 'profile-'))}`,
      // The reader's language as a phone's browser asks for it (the server draws in it).
      `--accept-lang=${language === 'bn' ? 'bn,en' : 'en'}`,
      '--window-size=412,823',
      '--trace-startup=toplevel,v8,disabled-by-default-v8.compile,loading',
      '--trace-startup-format=json',
      `--trace-startup-file=${file}`,
      `--trace-startup-duration=${TRACE_SECONDS}`,
      url,
    ],
    { stdio: 'ignore' },
  );
  try {
    for (let waited = 0; waited < 60_000; waited += 250) {
      await new Promise((r) => setTimeout(r, 250));
      if (!fs.existsSync(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      if (!text.trimEnd().endsWith('}')) continue;
      let events: TraceEvent[];
      try {
        events = JSON.parse(text).traceEvents;
      } catch {
        continue; // still being written
      }
      const load = read(events);
      if (!load) throw new Error(`${url}: no first paint in the trace`);
      return load;
    }
    throw new Error(`${url}: Chromium wrote no trace`);
  } finally {
    child.kill('SIGKILL');
  }
}

buildWebIfStale();
await buildServerIfStale();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-main-thread-'));
const traceDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-main-thread-chromium-'));
const port = await freePort();
const server = startServer({ port, dataDir });
const results: Record<string, Load> = {};
try {
  await server.ready;
  for (const language of languages)
    for (const route of routes) {
      const loads: Load[] = [];
      for (let run = 0; run < runs; run++)
        loads.push(await trace(`${server.base}${route}`, language, traceDir));
      const key = language === 'en' ? route : `${route} ${language}`;
      const load = Object.fromEntries(
        (Object.keys(loads[0]!) as (keyof Load)[]).map((k) => [k, median(loads.map((l) => l[k]))]),
      ) as Load;
      results[key] = load;
      console.log(
        `${key.padEnd(24)} after the first paint: ${load.work.toFixed(0)} ms of work, longest task ${load.longest.toFixed(0)} ms, blocking at 4x ${load.blocking4x.toFixed(0)} ms; the app's entry ${load.entry.toFixed(1)} ms; source positions ${load.sourcePositions.toFixed(1)} ms`,
      );
    }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(traceDir, { recursive: true, force: true });
}
console.log(`(median of ${runs} first visits each, Chromium with no DevTools attached)`);
writeReport('main-thread', { runs, results });
