// `npm run phone`: a parent's phone on slow mobile data, in Debian's Chromium: 400 ms
// latency, 400 kbit/s down and up, the page's CPU slowed 4x (DevTools protocol), at 360 px. For
// each page and language: the first visit (nothing cached, no service worker yet) and the
// same page opened again without a network (from the service worker's copies). Prints,
// per visit, when the first text painted (FCP: a page the server drew paints its text
// first), the largest paint (LCP) and when the app had taken the page over; writes
// reports/phone.json. Builds what is stale, starts the server on a fresh data directory
// with the demo school.
//
//   PHONE_ROUTES=/,/notice   (default: /, /notice, /classRoutine)
//   PHONE_LANG=en|bn|both    (default both)
//   PHONE_RUNS=3             the median of these runs (default 1)

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { buildServerIfStale } from './lib/build-server.mjs';
import { buildWebIfStale } from './lib/build-web.mjs';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';
import { median, writeReport } from './lib/report.ts';
import { freePort, startServer } from './lib/server-process.ts';

const routes = (process.env.PHONE_ROUTES ?? '/,/notice,/classRoutine').split(',');
const languageSetting = process.env.PHONE_LANG ?? 'both';
const languages = languageSetting === 'both' ? ['en', 'bn'] : [languageSetting];
const runs = Math.max(1, Number(process.env.PHONE_RUNS ?? 1));
/** Chromium's own units: bytes per second, milliseconds. */
const PHONE = { latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 };

type Visit = { fcp: number; lcp: number; takenOver: number };

/**
 * Throttles the page: its network and its CPU. The service worker's own CPU is not slowed
 * (Playwright gives no DevTools session for a worker); offline, what it does is read its
 * cache, and its network is off like the page's.
 */
async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Paint timings, and when the app had taken the page over (ms from the navigation). */
async function timings(page: Page): Promise<Visit> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready', null, {
    timeout: 60_000,
  });
  const takenOver = await page.evaluate(() => performance.now());
  await page.waitForTimeout(500);
  const paints = await page.evaluate(
    () =>
      new Promise<{ fcp: number; lcp: number }>((resolve) => {
        const fcp =
          performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')
            ?.startTime ?? Number.NaN;
        new PerformanceObserver((list) =>
          resolve({ fcp, lcp: list.getEntries().at(-1)?.startTime ?? Number.NaN }),
        ).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcp, lcp: Number.NaN }), 1000);
      }),
  );
  return { ...paints, takenOver };
}

buildWebIfStale();
await buildServerIfStale();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-phone-'));
const port = await freePort();
const server = startServer({ port, dataDir });
const results: Record<string, { first: Visit; offline: Visit }> = {};
try {
  await server.ready;
  const base = server.base;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const language of languages)
      for (const route of routes) {
        const first: Visit[] = [];
        const offline: Visit[] = [];
        for (let run = 0; run < runs; run++) {
          const context = await browser.newContext({
            viewport: { width: 360, height: 740 },
            isMobile: true,
            hasTouch: true,
          });
          await context.addCookies([{ name: 'lang', value: language, url: base }]);
          const page = await context.newPage();
          const cdp = await throttle(context, page);
          await page.goto(`${base}${route}`, { waitUntil: 'commit', timeout: 120_000 });
          first.push(await timings(page));
          // The service worker keeps this page (and the notices, routine and syllabus).
          await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, {
            timeout: 120_000,
          });
          await page.waitForTimeout(5_000);
          await cdp.send('Network.emulateNetworkConditions', {
            offline: true,
            latency: 0,
            downloadThroughput: -1,
            uploadThroughput: -1,
          });
          await context.setOffline(true);
          await page.goto(`${base}${route}`, { waitUntil: 'commit' });
          offline.push(await timings(page));
          await context.close();
        }
        const pick = (list: Visit[]) => ({
          fcp: median(list.map((v) => v.fcp)),
          lcp: median(list.map((v) => v.lcp)),
          takenOver: median(list.map((v) => v.takenOver)),
        });
        results[`${route} ${language}`] = { first: pick(first), offline: pick(offline) };
        const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
        const r = results[`${route} ${language}`]!;
        console.log(
          `${route} ${language}: first visit FCP ${s(r.first.fcp)}, LCP ${s(r.first.lcp)}, taken over ${s(r.first.takenOver)}; offline FCP ${s(r.offline.fcp)}, LCP ${s(r.offline.lcp)}, taken over ${s(r.offline.takenOver)}`,
        );
      }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
writeReport('phone', { conditions: { ...PHONE, cpuSlowdown: 4, width: 360 }, runs, results });
