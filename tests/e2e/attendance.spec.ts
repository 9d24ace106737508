import fs from 'node:fs';
import type { APIRequestContext, Browser, BrowserContextOptions } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { dhakaDate, signIn } from './helpers.ts';
import { overflowProblems, PHONE, smallTargets } from './layout-checks.ts';

/**
 * Daily attendance (issue 48) on the demo school: class nine made a class of 60, its class
 * teacher (teacher06) marks it on a phone, saves with the network cut, and the register
 * reaches the school when the network is back; the absent children's guardians get one
 * SMS each through the demo's gateway. Then two phones save one register, the office
 * reads the month, and a student reads their own.
 */

const DEMO_PASSWORD = 'school-demo-2026';
const CLASS = 60;
const today = dhakaDate(0);

const ACCOUNTS = {
  admin: { role: 'admin', loginId: 'admin', password: 'e2e-admin-password' },
  teacher: { role: 'teacher', loginId: 'teacher06', password: DEMO_PASSWORD },
} as const;

/**
 * A browser of its own (a phone's, unless `options` say otherwise), signed in through the
 * API: the sign-in screens have their own journeys.
 */
async function signedIn(
  browser: Browser,
  baseURL: string,
  who: keyof typeof ACCOUNTS,
  options: BrowserContextOptions = { viewport: PHONE, hasTouch: true },
) {
  const context = await browser.newContext({ baseURL, ...options });
  const login = await context.request.post('/api/auth/login', {
    data: ACCOUNTS[who],
    headers: { Origin: baseURL },
  });
  expect(login.status()).toBe(200);
  return context;
}

/** The office's session in a context of its own, for the journeys' setup through the API. */
async function office(browser: Browser, baseURL: string) {
  const context = await signedIn(browser, baseURL, 'admin', {});
  const request = context.request;
  const call = async (method: 'GET' | 'PUT' | 'POST', url: string, data?: object) => {
    const res = await request.fetch(url, { method, data, headers: { Origin: baseURL } });
    expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
  return { context, request, call };
}

/** Opens today (whatever weekday the run is on) and sends the absence SMS at once. */
const settings = (weeklyOff: number[], absenceSmsAfter: string) => ({
  weeklyOff,
  absenceSms: true,
  absenceSmsAfter,
});

type Register = {
  students: { id: string; roll: string; mark: string }[];
  saved: { version: number; byName: string } | null;
};

async function classNine(call: Awaited<ReturnType<typeof office>>['call']): Promise<Register> {
  return call('GET', `/api/attendance/register?grade=ix&date=${today}`);
}

/** Fills class nine to 60 students with a CSV import (rolls after the demo's own). */
async function fillClassNine(request: APIRequestContext, baseURL: string, have: number) {
  const rows = Array.from({ length: CLASS - have }, (_, i) => {
    const n = i + 1;
    return `att-nine-${n},Student ${n},শিক্ষার্থী ${n},nine,${100 + n},Guardian ${n},0191${String(5000000 + n)}`;
  });
  const text = [
    "Student ID,Name,Name in Bangla,Class,Roll,Guardian's name,Guardian's mobile",
    ...rows,
  ].join('\n');
  const res = await request.post('/api/students/import', {
    data: { format: 'csv', text },
    headers: { Origin: baseURL },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test.describe.configure({ mode: 'serial' });

test('a class teacher marks a class of 60 on a phone, saves with no network, and it arrives once the network is back; each absent child’s guardian gets one SMS', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const admin = await office(browser, base);
  await admin.call('PUT', '/api/attendance/settings', settings([], '00:00'));
  try {
    const before = await classNine(admin.call);
    if (before.students.length < CLASS)
      await fillClassNine(admin.request, base, before.students.length);
    const register = await classNine(admin.call);
    expect(register.students).toHaveLength(CLASS);

    const context = await signedIn(browser, base, 'teacher');
    const page = await context.newPage();
    await page.goto('/dashboard/attendance');
    await expect(page.getByRole('heading', { level: 1, name: 'Daily attendance' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Class' })).toHaveValue('ix:');
    const rows = page.getByRole('button', { name: /^Roll \d+, .+: Present$/ });
    await expect(rows).toHaveCount(CLASS);
    expect(await overflowProblems(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    // Marking the class: five absent (a tap each), one late (two), one on leave (three,
    // and its reason), then Save. Everyone else is present already.
    const started = Date.now();
    let taps = 0;
    const tap = async (index: number, times: number) => {
      const roll = register.students[index]!.roll;
      const row = page.getByRole('button', { name: new RegExp(`^Roll ${roll}, `) });
      for (let i = 0; i < times; i++) {
        await row.tap();
        taps++;
      }
    };
    const absent = [2, 9, 23, 41, 57];
    for (const i of absent) await tap(i, 1);
    await tap(30, 2);
    await tap(44, 3);
    await page.getByRole('textbox', { name: /^Reason for leave/ }).fill('অসুস্থ');
    const counts = page.getByRole('list', { name: 'The day’s counts' });
    await expect(counts).toContainText('53');
    await expect(counts).toContainText('5');

    // The signal goes: Save keeps the register on the phone.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Save attendance' }).tap();
    taps++;
    await expect(
      page.getByText('Saved on this phone; it will be sent when the network is back.').first(),
    ).toBeVisible();
    const seconds = (Date.now() - started) / 1000;
    test.info().annotations.push({
      type: 'class of 60',
      description: `${taps} taps and a reason typed, ${seconds.toFixed(1)} s in this run`,
    });
    expect(taps).toBe(11);
    expect((await classNine(admin.call)).saved?.byName ?? '').not.toMatch(/teacher06/);

    // The signal comes back: the save goes by itself, once.
    await context.setOffline(false);
    await expect(page.getByText(/^Attendance saved/).first()).toBeVisible({ timeout: 15_000 });
    const saved = await classNine(admin.call);
    expect(saved.saved).not.toBeNull();
    const marked = saved.students.filter((s) => s.mark !== 'present');
    expect(marked.map((s) => s.mark).sort()).toEqual([
      'absent',
      'absent',
      'absent',
      'absent',
      'absent',
      'late',
      'leave',
    ]);

    // The demo gateway's phones: each absent child's guardian, one message each.
    const bnDate = [...today.split('-')]
      .reverse()
      .join('/')
      .replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    await expect
      .poll(
        async () => {
          const phones = (await admin.call('GET', '/api/sms/demo-phones')) as {
            items: { messages: { text: string }[] }[];
          };
          return phones.items
            .flatMap((p) => p.messages)
            .filter((m) => m.text.includes('অনুপস্থিত') && m.text.includes(bnDate)).length;
        },
        { timeout: 20_000 },
      )
      .toBe(absent.length);
    await context.close();
  } finally {
    await admin.call('PUT', '/api/attendance/settings', settings([5], '11:00'));
    await admin.context.close();
  }
});

test('a class teacher opens the register in a classroom with no signal at all, from what the phone kept, and the save arrives once the network is back', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const admin = await office(browser, base);
  // Today open whatever weekday the run is on; no absence SMS before the day's end.
  await admin.call('PUT', '/api/attendance/settings', settings([], '23:59'));
  try {
    const context = await signedIn(browser, base, 'teacher');
    const page = await context.newPage();
    // Yesterday's visit, with a signal: the register loads, and the phone keeps what it needs.
    await page.goto('/dashboard/attendance');
    await expect(page.getByRole('button', { name: /^Roll \d+, / })).toHaveCount(CLASS);
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, {
      timeout: 20_000,
    });
    // Under the service worker, the screen's code is kept as it is fetched.
    await page.reload();
    await expect(page.getByRole('button', { name: /^Roll \d+, / })).toHaveCount(CLASS);
    const kept = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys())
            urls.push(new URL(request.url).pathname);
        return urls;
      });
    await expect
      .poll(async () => (await kept()).filter((u) => /^\/assets\/attendance-/.test(u)), {
        timeout: 15_000,
      })
      .not.toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage))).toContainEqual(
      expect.stringMatching(/^offline:.+:attendance$/),
    );
    // Nothing signed-in went into the service worker's caches.
    expect(
      (await kept()).filter((u) =>
        /^\/(api\/(attendance|class-teachers|session)|dashboard)/.test(u),
      ),
    ).toEqual([]);

    // This morning: no signal at all, and the screen opened afresh.
    await context.setOffline(true);
    await page.goto('/dashboard/attendance');
    await expect(page.getByText(/^No network: the registers this phone keeps/)).toBeVisible();
    await expect(
      page.getByText(/^No network: the class as this phone last loaded it/),
    ).toBeVisible();
    const rows = page.getByRole('button', { name: /^Roll \d+, .+: Present$/ });
    await expect(rows).toHaveCount(CLASS);
    const first = rows.first();
    const name = ((await first.getAttribute('aria-label')) ?? '').replace(/: Present$/, '');
    await first.tap();
    await expect(page.getByRole('button', { name: `${name}: Absent` })).toBeVisible();
    await page.getByRole('button', { name: 'Save attendance' }).tap();
    await expect(
      page.getByText('Saved on this phone; it will be sent when the network is back.').first(),
    ).toBeVisible();

    // The signal comes back: the save goes by itself, and the school has it.
    await context.setOffline(false);
    await expect(page.getByText(/^Attendance saved/).first()).toBeVisible({ timeout: 15_000 });
    const saved = await classNine(admin.call);
    const roll = /^Roll (\d+),/.exec(name)?.[1];
    expect(saved.students.find((s) => s.roll === roll)?.mark).toBe('absent');
    expect(saved.saved?.byName ?? '').not.toBe('');
    await context.close();
  } finally {
    await admin.call('PUT', '/api/attendance/settings', settings([5], '11:00'));
    await admin.context.close();
  }
});

test('two phones save one register: the later is told whose save it replaced', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const admin = await office(browser, base);
  await admin.call('PUT', '/api/attendance/settings', settings([], '11:00'));
  try {
    const open = async (who: 'teacher' | 'admin') => {
      const context = await signedIn(browser, base, who, { viewport: PHONE });
      const page = await context.newPage();
      await page.goto('/dashboard/attendance?grade=ix&section=');
      await expect(page.getByRole('button', { name: /^Roll \d+, / })).toHaveCount(CLASS);
      return { context, page };
    };
    const teacher = await open('teacher');
    const head = await open('admin');
    await head.page.getByRole('button', { name: /^Roll 101, / }).click();
    await head.page.getByRole('button', { name: 'Save attendance' }).click();
    await expect(head.page.getByText(/^Attendance saved/).first()).toBeVisible();
    // The teacher's phone had the register open before the office's save.
    await teacher.page.getByRole('button', { name: /^Roll 102, / }).click();
    await teacher.page.getByRole('button', { name: 'Save attendance' }).click();
    await expect(teacher.page.getByText(/This replaced the save by .+ at /)).toBeVisible();
    await teacher.context.close();
    await head.context.close();
  } finally {
    await admin.call('PUT', '/api/attendance/settings', settings([5], '11:00'));
    await admin.context.close();
  }
});

test('the office reads a class’s month as the paper register, prints it on A4 landscape and downloads it for Excel', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page);
  await page.goto('/dashboard/attendanceRegister');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Monthly attendance register' }),
  ).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Class' })
    .filter({ has: page.getByRole('option', { name: 'Class Nine (ix)' }) })
    .selectOption({ label: 'Class Nine (ix)' });
  const table = page.getByRole('table').first();
  await expect(table).toContainText('Roll');
  await expect(table.getByRole('row')).not.toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV (Excel)' }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file);
  expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(csv.toString('utf8')).toMatch(/Student 1\b/);
  await page.emulateMedia({ media: 'print' });
  // Printed, the register alone: no menu, no form.
  await expect(page.getByRole('navigation', { name: 'Dashboard menu' })).toBeHidden();
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.length).toBeGreaterThan(1000);
  expect(consoleErrors).toEqual([]);
});

test('a student reads their own month on a phone, in Bangla', async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  const login = await page.request.post('/api/auth/login', {
    data: { role: 'student', loginId: 'student02', password: DEMO_PASSWORD },
    headers: { Origin: baseURL ?? '' },
  });
  expect(login.status()).toBe(200);
  await page.addInitScript(() => localStorage.setItem('lang', 'bn'));
  await page.goto('/dashboard/myAttendance');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('আমার হাজিরা');
  // The demo's month: days marked present, in Bangla digits.
  await expect(page.getByRole('main')).toContainText(/[০-৯]+%/);
  expect(await overflowProblems(page)).toEqual([]);
});
