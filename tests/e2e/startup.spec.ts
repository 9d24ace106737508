import type { CDPSession } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { visitor } from './helpers.ts';

/**
 * The app's start as Lighthouse sees it (docs/performance.md, "The app's start without
 * parsing it twice"). Lighthouse, like this test, has DevTools attached, and then V8 finds
 * the line and column of every function under way whenever a new Error is made or the
 * page reads document.cookie, parsing those functions again: from the modules' top level,
 * all of react-dom and of the app, about 100 ms at Lighthouse's 4x CPU in the task that
 * starts the app. vite.config.ts makes react-dom's five signal errors without a stack,
 * and main.tsx starts the app from a microtask.
 */
type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number };

async function traced(cdp: CDPSession, run: () => Promise<unknown>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    categories: 'v8,disabled-by-default-v8.compile',
    transferMode: 'ReportEvents',
  });
  await run();
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.end');
  await complete;
  return events;
}

for (const [path, language] of [
  ['/', 'en'],
  ['/onlineAdmission', 'bn'],
] as const) {
  test(`${path} in ${language}: no module of the app is parsed again as it runs, with DevTools attached`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await visitor(browser);
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }]);
    const cdp = await context.newCDPSession(page);
    const events = await traced(cdp, () => page.goto(path));
    const runs = events.filter((e) => e.name === 'v8.evaluateModule' && e.ph === 'X');
    // The app's entry with what it imports; on a form page, the forms' code after it.
    expect(runs.length).toBeGreaterThanOrEqual(1);
    const within = (e: TraceEvent) =>
      runs.some(
        (run) =>
          e.pid === run.pid &&
          e.tid === run.tid &&
          e.ts >= run.ts &&
          e.ts < run.ts + (run.dur ?? 0),
      );
    const reparsed = events.filter((e) => e.name === 'V8.CollectSourcePositions' && within(e));
    expect(
      reparsed.map((e) => `${((e.dur ?? 0) / 1000).toFixed(1)} ms`),
      'V8 parsed code again to find lines while the app’s modules ran',
    ).toEqual([]);
    await context.close();
  });
}

test('every script of the first load carries V8’s compile hint, to compile as it downloads', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const boot = page.locator('script[src="/boot.js"]');
  const files = [
    await boot.getAttribute('data-entry'),
    ...((await boot.getAttribute('data-preload')) ?? '').split(' '),
  ].filter((f): f is string => Boolean(f));
  expect(files.length).toBeGreaterThanOrEqual(2);
  for (const file of files) {
    const text = await (await request.get(file)).text();
    expect(text.startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
  }
});
