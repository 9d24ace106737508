// `npm run abuse`: the built site, behind a trusted proxy (TRUST_PROXY=true) as it runs
// on the internet, measured as a parent uses it while a stranger tries to slow it or to
// keep a family out. A script, not a test: it prints one table and writes
// reports/abuse.json.
//
// Two phases of ABUSE_SECONDS each (20 by default), in one run: a parent alone, then the
// same parent while an attacker sends, from a new forged address each time (the
// X-Forwarded-For a proxy would pass on), at ABUSE_RATE requests a second (60): anonymous
// sign-outs, the home page with a query string it does not read (`/?b=…`), unknown paths
// (`/nope-…`), wrong dates of birth for the parent's own child and for other rolls, and
// wrong passwords for the admin's account. The parent, one browser with its cookies, reads
// `/`, `/notice` and looks its child's result up, in turn; the school's admin, from a
// browser that signed in before, signs in again every few seconds. It prints each
// address's p50 and p99 in both phases, their ratio (the target: p99 within 2x), and how
// often the parent's lookup or the admin's sign-in was refused (the target: never).
//
// ABUSE_BEFORE names another checkout (built, with its node_modules: an earlier version):
// the same measure is made of it first, then of this one, in one run, side by side.

import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeReport } from './lib/report.ts';
import { freePort, root as ownRoot, startServer } from './lib/server-process.ts';

const seconds = Number(process.env.ABUSE_SECONDS ?? 20);
const rate = Number(process.env.ABUSE_RATE ?? 60);
const roots = [
  ...(process.env.ABUSE_BEFORE ? [path.resolve(process.env.ABUSE_BEFORE)] : []),
  ownRoot,
];
const adminPassword = 'abuse-first-password-7d1c';
const adminNewPassword = 'abuse-admin-password-after-change';

for (const root of roots)
  if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
    console.error(`Build the web app first: npm run build (in ${root})`);
    process.exit(2);
  }

/** A browser: keeps the cookies it is given, sends them back, and a proxy's forwarded address. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly address: string,
  ) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.address);
    headers.set('x-forwarded-proto', 'https');
    if (this.cookies.size)
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    if (init.method && init.method !== 'GET') headers.set('origin', this.base);
    const res = await fetch(`${this.base}${url}`, { ...init, headers, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '')
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  signIn(password: string) {
    return this.fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'admin', loginId: 'admin', password }),
    });
  }
}

const forged = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

type Row = {
  name: string;
  aloneP50: number;
  aloneP99: number;
  attackedP50: number;
  attackedP99: number;
  refused: number;
  ratio: number;
};
type Measured = {
  root: string;
  attacker: { sent: number; statuses: Record<number, number> };
  rows: Row[];
  signIns: { made: number; refused: number; refusedAttacked: number };
};

/** One checkout's server, started on a fresh data directory, measured alone then attacked. */
async function measureSite(serverRoot: string): Promise<Omit<Measured, 'root'>> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-abuse-'));
  const server = startServer({
    port,
    dataDir,
    root: serverRoot,
    env: { TRUST_PROXY: 'true', ADMIN_ID: 'admin', ADMIN_PASSWORD: adminPassword },
  });
  try {
    return await measureServer(base, server.ready);
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureServer(
  base: string,
  ready: Promise<number>,
): Promise<Omit<Measured, 'root'>> {
  await ready;
  // The admin's own browser: its first sign-in, the first password changed as asked.
  const admin = new Browser(base, '203.0.113.10');
  const first = await admin.signIn(adminPassword);
  if (first.status !== 200)
    throw new Error(`the admin's sign-in: ${first.status} ${await first.text()}`);
  const signedIn = (await first.json()) as { user?: { mustChangePassword?: boolean } };
  let ownPassword = adminPassword;
  if (signedIn.user?.mustChangePassword) {
    const changed = await admin.fetch('/api/account/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: adminPassword, newPassword: adminNewPassword }),
    });
    if (changed.status >= 300)
      throw new Error(`the password change: ${changed.status} ${await changed.text()}`);
    ownPassword = adminNewPassword;
    if ((await admin.signIn(ownPassword)).status !== 200) throw new Error('signing in again');
  }

  // A published class, and the date of birth of its roll 7 (from the tabulation sheet).
  const exams = (await (await admin.fetch('/api/results')).json()) as {
    id: string;
    grades: string[];
  }[];
  const exam = exams[0]!;
  const grade = exam.grades[0]!;
  const sheet = (await (await admin.fetch(`/api/exams/${exam.id}/results/${grade}`)).json()) as {
    results: { roll: string; dateOfBirth: string }[];
  };
  const child = sheet.results.find((r) => r.roll === '7')!;
  const lookup = (roll: string, dateOfBirth: string) =>
    `/api/results/lookup?exam=${exam.id}&grade=${grade}&roll=${roll}&dateOfBirth=${dateOfBirth}`;
  const parent = new Browser(base, '203.0.113.20');
  const found = await parent.fetch(lookup(child.roll, child.dateOfBirth));
  if (found.status !== 200) throw new Error(`the parent's first lookup: ${found.status}`);

  type Sample = { url: string; ms: number; status: number };
  const measure = async (phase: string) => {
    const samples: Sample[] = [];
    const until = performance.now() + seconds * 1000;
    const urls = ['/', '/notice', lookup(child.roll, child.dateOfBirth)];
    let signIns = 0;
    let signInsRefused = 0;
    let next = 0;
    const signingIn = (async () => {
      while (performance.now() < until) {
        await new Promise((r) => setTimeout(r, 3000));
        const res = await admin.signIn(ownPassword);
        signIns++;
        if (res.status !== 200) signInsRefused++;
      }
    })();
    while (performance.now() < until) {
      const url = urls[next++ % urls.length]!;
      const started = performance.now();
      const res = await parent.fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
      await res.arrayBuffer();
      samples.push({ url, ms: performance.now() - started, status: res.status });
      await new Promise((r) => setTimeout(r, 50));
    }
    await signingIn;
    console.log(`${phase}: ${samples.length} requests of the parent`);
    return { samples, signIns, signInsRefused };
  };

  const attack = (until: number) => {
    const wrongDate = () =>
      `20${randomInt(10, 16)}-0${randomInt(1, 10)}-${String(randomInt(10, 29))}`;
    const sends: (() => [string, RequestInit])[] = [
      () => ['/api/auth/logout', { method: 'POST' }],
      () => [`/?b=${randomInt(1e9)}`, {}],
      () => [`/nope-${randomInt(1e9)}`, {}],
      () => [lookup(child.roll, wrongDate()), {}],
      () => [lookup(String(randomInt(1, 30)), wrongDate()), {}],
      () => [
        '/api/auth/login',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            role: 'admin',
            loginId: 'admin',
            password: `guess-${randomInt(1e9)}`,
          }),
        },
      ],
    ];
    let sent = 0;
    const statuses = new Map<number, number>();
    const loop = (async () => {
      const started = performance.now();
      const pending = new Set<Promise<void>>();
      while (performance.now() < until) {
        const due = started + (sent / rate) * 1000;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const [url, init] = sends[sent % sends.length]!();
        sent++;
        const p = new Browser(base, forged())
          .fetch(url, init)
          .then(async (res) => {
            await res.arrayBuffer();
            statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          })
          .catch(() => {
            statuses.set(0, (statuses.get(0) ?? 0) + 1);
          })
          .finally(() => pending.delete(p));
        pending.add(p);
      }
      await Promise.all(pending);
    })();
    return { done: loop, sent: () => sent, statuses };
  };

  // Warm: each page once, as the first visitor after a start would.
  for (const url of ['/', '/notice']) await (await parent.fetch(url)).arrayBuffer();
  const alone = await measure('alone');
  const attacker = attack(performance.now() + seconds * 1000);
  const attacked = await measure('attacked');
  await attacker.done;

  const pct = (values: number[], p: number) => {
    const s = [...values].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
  };
  const label = (url: string) => (url.startsWith('/api/results/lookup') ? 'result lookup' : url);
  const rows = ['/', '/notice', 'result lookup'].map((name) => {
    const of = (s: Sample[]) => s.filter((x) => label(x.url) === name);
    const a = of(alone.samples);
    const b = of(attacked.samples);
    const ms = (samples: Sample[]) => samples.map((x) => x.ms);
    const row = {
      name,
      aloneP50: pct(ms(a), 50),
      aloneP99: pct(ms(a), 99),
      attackedP50: pct(ms(b), 50),
      attackedP99: pct(ms(b), 99),
      refused: [...a, ...b].filter((x) => x.status !== 200).length,
      ratio: 0,
    };
    row.ratio = row.attackedP99 / row.aloneP99;
    return row;
  });
  return {
    attacker: { sent: attacker.sent(), statuses: Object.fromEntries(attacker.statuses) },
    rows,
    signIns: {
      made: alone.signIns + attacked.signIns,
      refused: alone.signInsRefused + attacked.signInsRefused,
      refusedAttacked: attacked.signInsRefused,
    },
  };
}

const fixed = (ms: number) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));
const results: Measured[] = [];
for (const root of roots) {
  console.log(`\n${root}`);
  results.push({ ...(await measureSite(root)), root });
}
for (const m of results) {
  console.log(`\n${m.root === ownRoot ? 'This version' : `Before (${m.root})`}`);
  console.log(
    `The attacker: ${m.attacker.sent} requests in ${seconds} s (${rate}/s), answered ${Object.entries(
      m.attacker.statuses,
    )
      .map(([status, n]) => `${status}×${n}`)
      .join(', ')}`,
  );
  console.log(
    '\n| the parent asks | alone p50 / p99 (ms) | attacked p50 / p99 (ms) | p99 ratio | not 200 |',
  );
  console.log('|---|---|---|---|---|');
  for (const r of m.rows)
    console.log(
      `| ${r.name} | ${fixed(r.aloneP50)} / ${fixed(r.aloneP99)} | ${fixed(r.attackedP50)} / ${fixed(r.attackedP99)} | ${r.ratio.toFixed(2)} | ${r.refused} |`,
    );
  console.log(
    `\nThe admin's sign-ins from its own browser: ${m.signIns.made}, refused ${m.signIns.refused} (${m.signIns.refusedAttacked} while attacked)`,
  );
}
writeReport('abuse', { seconds, rate, results });
const own = results.at(-1)!;
const ok = own.rows.every((r) => r.ratio <= 2 && r.refused === 0) && own.signIns.refused === 0;
console.log(
  ok ? '\nThis version is within the targets.' : '\nThis version is outside the targets.',
);
process.exitCode = ok ? 0 : 1;
