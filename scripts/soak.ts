// `npm run soak`: the server on a fresh data directory with the demo school, 50
// connections of signed-in students and teachers reading and writing for SOAK_SECONDS
// (60 by default). Then it checks: no transport errors and no answer other than 2xx,
// every write the server acknowledged is there after a restart, and the server's memory
// (sampled every 5 s) does not grow once warmed up. Prints a report, writes
// reports/soak.json, and exits 1 when a check fails. PGlite by default; PostgreSQL when
// DATABASE_URL is set. Not part of `npm test`.

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DEMO_STUDENTS, DEMO_TEACHERS } from '../src/server/db/seed/demo-content.ts';
import { DEMO_PASSWORD } from '../src/server/db/seed/seed.ts';
import { writeReport } from './lib/report.ts';
import {
  allItems,
  freePort,
  memory,
  root,
  type ServerProcess,
  signIn,
  startServer,
} from './lib/server-process.ts';

const seconds = Number(process.env.SOAK_SECONDS ?? 60);
const connections = 50;
const sampleEveryMs = 5_000;
/** Memory may settle during the first minute (or the first half of a shorter run). */
const warmupSeconds = Math.min(60, seconds / 2);
/** Growth allowed after the warm-up: the larger of 15% and 48 MB (garbage collection swings). */
const allowedGrowth = (baseMb: number) => Math.max(baseMb * 0.15, 48);

const token = randomBytes(16).toString('hex');
const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-soak-'));
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const launch = () =>
  startServer({
    port,
    dataDir,
    env: { BENCH_TOKEN: token, ADMIN_ID: 'admin', ADMIN_PASSWORD: 'soak-admin-password' },
  });

type Op = { method: 'GET' | 'POST'; path: string; body?: () => object; kind?: string };

const reads: Op[] = [
  { method: 'GET', path: '/api/session' },
  { method: 'GET', path: '/api/profile' },
  { method: 'GET', path: '/api/blogs?page=0&size=20' },
  { method: 'GET', path: '/api/student-notices' },
  { method: 'GET', path: '/api/problems' },
  { method: 'GET', path: '/api/events?page=0&size=5' },
  { method: 'GET', path: '/api/notices' },
  { method: 'GET', path: '/api/teachers' },
];
let seq = 0;
const today = new Date().toISOString().slice(0, 10);
const writes = {
  student: {
    method: 'POST',
    path: '/api/blogs',
    kind: 'blog',
    body: () => ({ subject: `Soak blog ${++seq}`, description: 'Written by npm run soak' }),
  },
  teacher: {
    method: 'POST',
    path: '/api/student-notices',
    kind: 'student notice',
    body: () => ({
      date: today,
      author: 'Soak',
      grades: ['vi'],
      subject: `Soak notice ${++seq}`,
      details: 'Written by npm run soak',
    }),
  },
} satisfies Record<string, Op>;

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
/** One request on the pooled keep-alive connections; resolves with the status and body. */
function send(base: string, op: Op, cookie: string): Promise<{ status: number; body: string }> {
  const payload = op.body ? JSON.stringify(op.body()) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${op.path}`,
      {
        method: op.method,
        agent,
        headers: {
          cookie,
          origin: base,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

let server: ServerProcess | undefined;
try {
  server = launch();
  const firstStartMs = await server.ready;
  const base = server.base;
  const hasWebApp = fs.existsSync(path.join(root, 'dist/web/index.html'));
  if (hasWebApp) reads.push({ method: 'GET', path: '/' });
  else console.log('No built web app (npm run build): reading the API only.');

  // One session per connection, as on shared phones: students write blogs, teachers notices.
  const users = Array.from({ length: connections }, (_, i) =>
    i % 2 === 0
      ? {
          role: 'student' as const,
          loginId: DEMO_STUDENTS[(i / 2) % DEMO_STUDENTS.length]!.loginId,
        }
      : {
          role: 'teacher' as const,
          loginId: DEMO_TEACHERS[((i - 1) / 2) % DEMO_TEACHERS.length]!.loginId,
        },
  );
  const cookies: string[] = [];
  for (const u of users) {
    cookies.push(await signIn(base, u.role, u.loginId, DEMO_PASSWORD, { 'x-bench-token': token }));
  }

  const statuses = new Map<number, number>();
  const transportErrors: string[] = [];
  const acknowledged = { blog: new Set<string>(), 'student notice': new Set<string>() };
  let requests = 0;
  const samples: { t: number; rssMb: number }[] = [];
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  const sample = () => samples.push({ t: elapsed(), rssMb: memory(server!.pid).rssMb });
  sample();
  const sampler = setInterval(sample, sampleEveryMs);
  const deadline = started + seconds * 1000;

  // Each connection: four reads, then one write, over and over.
  await Promise.all(
    users.map(async (u, i) => {
      const mix: Op[] = [...reads.slice(i % reads.length), ...reads.slice(0, i % reads.length)];
      for (let n = 0; performance.now() < deadline; n++) {
        const op = n % 5 === 4 ? writes[u.role] : mix[n % mix.length]!;
        requests++;
        try {
          const res = await send(base, op, cookies[i]!);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (op.kind && res.status === 201) {
            acknowledged[op.kind as keyof typeof acknowledged].add(JSON.parse(res.body).id);
          }
        } catch (err) {
          transportErrors.push(`${op.method} ${op.path}: ${(err as Error).message}`);
        }
      }
    }),
  );
  clearInterval(sampler);
  sample();
  const load = { seconds: elapsed(), peakMb: memory(server.pid).peakMb };
  agent.destroy();

  // A clean stop and a start on the same data, then every acknowledged write must be there.
  const stopped = await server.stop('SIGTERM');
  server = launch();
  await server.ready;
  const reader = await signIn(server.base, 'teacher', DEMO_TEACHERS[0]!.loginId, DEMO_PASSWORD, {
    'x-bench-token': token,
  });
  const stored = {
    blog: new Set(
      (await allItems<{ id: string }>(server.base, '/api/blogs', { cookie: reader })).map(
        (b) => b.id,
      ),
    ),
    'student notice': new Set(
      (await allItems<{ id: string }>(server.base, '/api/student-notices', { cookie: reader })).map(
        (b) => b.id,
      ),
    ),
  };
  const lost = Object.entries(acknowledged).flatMap(([kind, ids]) =>
    [...ids]
      .filter((id) => !stored[kind as keyof typeof stored].has(id))
      .map((id) => `${kind} ${id}`),
  );

  const non2xx = [...statuses].filter(([s]) => s < 200 || s >= 300).reduce((a, [, n]) => a + n, 0);
  const fivexx = [...statuses].filter(([s]) => s >= 500).reduce((a, [, n]) => a + n, 0);
  const warm = samples.filter((s) => s.t <= warmupSeconds);
  const baseMb = Math.max(...warm.slice(-2).map((s) => s.rssMb));
  const after = samples.filter((s) => s.t > warmupSeconds);
  const endMb = Math.max(...samples.slice(-2).map((s) => s.rssMb));
  const growthMb = endMb - baseMb;
  const written = acknowledged.blog.size + acknowledged['student notice'].size;

  const checks = [
    { name: 'no transport errors', ok: transportErrors.length === 0 },
    { name: 'every answer 2xx', ok: non2xx === 0 },
    { name: 'every acknowledged write present after a restart', ok: lost.length === 0 },
    { name: 'clean stop (exit 0)', ok: stopped.code === 0 },
    {
      name: `no memory growth after the first ${warmupSeconds} s (at most ${allowedGrowth(baseMb).toFixed(0)} MB)`,
      ok: after.length > 0 && growthMb <= allowedGrowth(baseMb),
    },
  ];

  console.log(
    `\nSoak (${database}, ${connections} connections, ${load.seconds.toFixed(0)} s, signed-in students and teachers, 4 reads to 1 write)\n`,
  );
  console.log(`Requests sent: ${requests} (${(requests / load.seconds).toFixed(0)}/s)`);
  console.log(
    `Answers by status: ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}; 5xx: ${fivexx}; transport errors: ${transportErrors.length}`,
  );
  for (const e of transportErrors.slice(0, 5)) console.log(`  ${e}`);
  console.log(
    `Writes acknowledged: ${written} (${acknowledged.blog.size} blogs, ${acknowledged['student notice'].size} student notices); lost after restart: ${lost.length}`,
  );
  console.log(
    `Server memory (RSS, MB, every ${sampleEveryMs / 1000} s): ${samples.map((s) => s.rssMb.toFixed(0)).join(' ')}`,
  );
  console.log(
    `  after the warm-up ${baseMb.toFixed(0)} MB, at the end ${endMb.toFixed(0)} MB (growth ${growthMb.toFixed(0)} MB); peak ${load.peakMb.toFixed(0)} MB; first start ${(firstStartMs / 1000).toFixed(1)} s`,
  );
  console.log('');
  for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}`);

  writeReport('soak', {
    database,
    connections,
    seconds: load.seconds,
    requests,
    statuses: Object.fromEntries(statuses),
    transportErrors: transportErrors.length,
    written,
    lost: lost.length,
    memory: { samples, baseMb, endMb, growthMb, peakMb: load.peakMb },
    checks,
  });
  process.exitCode = checks.every((c) => c.ok) ? 0 : 1;
} finally {
  await server?.stop('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
