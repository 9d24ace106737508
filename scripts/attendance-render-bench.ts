// `npm run bench:attendance-render` (after `npm run build`): the month's register of a class
// of 60 over 26 school days, drawn by the built app in Chromium: the time from the month's
// answer arriving to the table's 60 rows being on the page, and to that frame painted (laid
// out and on screen), median of 7, at the machine's own speed and with the CPU 4 times
// slower (a cheap phone). The class and its days are put
// in through the API of a fresh site (no demo school); the figures go to
// reports/attendance-render-bench.json.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';
import { median, writeReport } from './lib/report.ts';
import { firstSignIn, freePort, startServer } from './lib/server-process.ts';

const CLASS = 60;
const DAYS = 26;
const RUNS = 7;
const ADMIN = { id: 'bench-admin', key: 'bench-admin-first-key', password: 'bench-admin-password' };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-attendance-render-'));
const server = startServer({
  port: await freePort(),
  dataDir: dir,
  env: { ADMIN_ID: ADMIN.id, ADMIN_PASSWORD: ADMIN.key, DEMO_CONTENT: 'false' },
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  await server.ready;
  const base = server.base;
  const cookie = await firstSignIn(base, ADMIN.id, ADMIN.key, ADMIN.password);
  const call = async (method: string, url: string, body: object) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const rows = Array.from(
    { length: CLASS },
    (_, i) => `bench-${i + 1},Student ${i + 1},শিক্ষার্থী ${i + 1},six,${i + 1}`,
  );
  await call('POST', '/api/students/import', {
    format: 'csv',
    text: ['Student ID,Name,Name in Bangla,Class,Roll', ...rows].join('\n'),
  });
  await call('PUT', '/api/attendance/settings', {
    weeklyOff: [],
    absenceSms: false,
    absenceSmsAfter: '11:00',
  });
  // Last month's first 26 days, each saved as the office saves a past day.
  const now = new Date(Date.now() + 6 * 3_600_000);
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const month = last.toISOString().slice(0, 7);
  const label = last.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const register = (await (
    await fetch(`${base}/api/attendance/register?grade=vi&date=${month}-01`, {
      headers: { cookie },
    })
  ).json()) as { students: { id: string }[] };
  for (let d = 1; d <= DAYS; d++)
    await call('PUT', '/api/attendance/register', {
      grade: 'vi',
      date: `${month}-${String(d).padStart(2, '0')}`,
      marks: register.students.map((s, i) => ({
        studentId: s.id,
        mark: (i + d) % 13 === 0 ? 'absent' : (i + d) % 19 === 0 ? 'late' : 'present',
      })),
      saveId: randomUUID(),
      savedAt: new Date().toISOString(),
      baseVersion: null,
    });

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const login = await context.request.post(`${base}/api/auth/login`, {
    data: { role: 'admin', loginId: ADMIN.id, password: ADMIN.password },
    headers: { Origin: base },
  });
  if (!login.ok()) throw new Error(`sign-in: ${login.status()}`);
  /** One drawing of the month: from its answer's last byte to its 60th row on the page. */
  const draw = async (slowdown: number) => {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    // Marked once the table shows the month asked for (its caption) with every row.
    await page.addInitScript((count) => {
      const w = window as unknown as { drawnAt?: number; paintedAt?: number; want?: string };
      new MutationObserver(() => {
        const caption = document.querySelector('.month-sheet caption')?.textContent ?? '';
        if (
          w.want &&
          w.drawnAt === undefined &&
          caption.includes(w.want) &&
          document.querySelectorAll('.month-sheet tbody tr').length >= count
        ) {
          w.drawnAt = performance.now();
          // The next frame's callbacks run before its layout and paint; a task queued from
          // them runs once that frame is on screen.
          requestAnimationFrame(() =>
            setTimeout(() => {
              w.paintedAt = performance.now();
            }),
          );
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    }, CLASS);
    await page.goto(`${base}/dashboard/attendanceRegister`);
    await page.locator('.month-sheet tbody tr').first().waitFor();
    await page.evaluate((want) => {
      (window as unknown as { want: string }).want = want;
    }, label);
    await page.getByRole('combobox', { name: 'Month' }).selectOption(month);
    await page.waitForFunction(
      () => (window as { paintedAt?: number }).paintedAt !== undefined,
      null,
      { timeout: 30_000 },
    );
    const ms = await page.evaluate((m) => {
      const answer = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes(`/api/attendance/month`) && e.name.includes(m))
        .at(-1) as PerformanceResourceTiming | undefined;
      const w = window as unknown as { drawnAt: number; paintedAt: number };
      const from = answer?.responseEnd ?? Number.NaN;
      return { drawn: w.drawnAt - from, painted: w.paintedAt - from };
    }, month);
    await page.close();
    return ms;
  };
  const figures: Record<string, unknown> = { students: CLASS, days: DAYS, month };
  const list = (times: number[]) => times.map((t) => Math.round(t)).join(', ');
  for (const slowdown of [1, 4]) {
    const runs: { drawn: number; painted: number }[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await draw(slowdown));
    const drawn = runs.map((r) => r.drawn);
    const painted = runs.map((r) => r.painted);
    figures[`drawMedianMs_cpu${slowdown}x`] = Math.round(median(drawn));
    figures[`paintedMedianMs_cpu${slowdown}x`] = Math.round(median(painted));
    console.log(
      `The month's register of ${CLASS} × ${DAYS} days, CPU ${slowdown}× slower: in the page ${Math.round(median(drawn))} ms after its answer, painted ${Math.round(median(painted))} ms (medians of ${RUNS}; in the page ${list(drawn)}; painted ${list(painted)})`,
    );
  }
  writeReport('attendance-render-bench', figures);
} finally {
  await browser.close();
  await server.stop('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
