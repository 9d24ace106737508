// `npm run bench`: the built server on a fresh data directory with the demo school,
// loaded on loopback (50 connections, a few seconds a run). Prints one table and writes
// reports/bench.json.
//
// The load generator: autocannon reads answers with a parser written in JavaScript, and on
// a 2-core machine it, not the server, is the limit for answers of more than a few
// kilobytes (a first visit's 27 KB page: autocannon at 100% of a core, the server at under
// half of one). So the plain GET runs are made with wrk (C; Debian's package `wrk`) when it
// is installed, the server's own limit; runs that sign in and write stay with autocannon.
// Each run's ratio is to the ceiling measured by the same tool, in the same run.
// BENCH_WRK=0 makes every run with autocannon. PGlite by default; PostgreSQL when DATABASE_URL is set,
// with a second app server on its own data directory (BENCH_SERVERS=1 for one), as several
// machines behind a load balancer run it (docs/deploy.md).

import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { writeReport } from './lib/report.ts';
import { freePort, memory, root, signIn, startServer } from './lib/server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmUp = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const connections = 50;
const token = randomBytes(16).toString('hex');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));

if (!fs.existsSync(path.join(root, 'dist/web/index.html'))) {
  console.error('Build the web app first: npm run build');
  process.exit(2);
}

const env = {
  BENCH_TOKEN: token,
  ADMIN_ID: 'admin',
  ADMIN_PASSWORD: 'bench-admin-password',
};
const launch = () => startServer({ port, dataDir, env });

type Tool = 'wrk' | 'autocannon';
type Row = {
  name: string;
  tool: Tool;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The measured servers' CPU during the run, in cores (2 = both cores of this machine). */
  serverCpu: number;
  ratio: number;
};
type Run = Omit<Row, 'ratio'>;
const round = (ms: number) => (ms < 10 ? ms.toFixed(1) : Math.round(ms));

const hasWrk =
  process.env.BENCH_WRK !== '0' &&
  // (`wrk -v` prints its version and usage, and exits with 1)
  /^wrk /.test(spawnSync('wrk', ['-v'], { encoding: 'utf8' }).stdout ?? '');

/** CPU time (user + system, seconds) the processes have used so far, from /proc. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const id of pids) {
    // Fields after the command's name, which is in parentheses: utime and stime are 12 and 13.
    const fields = fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100; // USER_HZ, 100 on Linux
}

/** wrk's durations ("850.00us", "6.10ms", "1.02s") in milliseconds. */
function wrkMs(text: string | undefined): number {
  const match = text?.match(/([\d.]+)(us|ms|s)/);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** A plain GET with wrk: one thread, the same connections and seconds as autocannon's runs. */
async function wrk(url: string, headers: Record<string, string>, conns: number, duration: number) {
  const args = ['-t1', `-c${conns}`, `-d${duration}s`, '--latency'];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}: ${value}`);
  const child = spawn('wrk', [...args, url]);
  let out = '';
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const code = await new Promise<number | null>((done) => child.on('close', done));
  const rps = Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  if (code !== 0 || !Number.isFinite(rps)) throw new Error(`wrk failed on ${url}:\n${out}`);
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    rps,
    p50: wrkMs(out.match(/\s50%\s+(\S+)/)?.[1]),
    p99: wrkMs(out.match(/\s99%\s+(\S+)/)?.[1]),
    errors:
      Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) +
      (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

async function run(
  name: string,
  opts: Partial<autocannon.Options>,
  tool: Tool = hasWrk && !opts.requests ? 'wrk' : 'autocannon',
): Promise<Run> {
  const headers: Record<string, string> = {
    'x-bench-token': token,
    'accept-encoding': 'gzip',
    ...(opts.headers as Record<string, string> | undefined),
  };
  const measure = (duration: number) =>
    tool === 'wrk'
      ? wrk(String(opts.url ?? base), headers, opts.connections ?? connections, duration)
      : autocannon({ url: base, connections, ...opts, duration, headers }).then((result) => ({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        }));
  // Unmeasured first: the route's code compiled and its answer cached, as on a server that
  // has been up a while (without it the first second's compiling and collecting made the
  // p99 of one run in three 5 to 10 times the others').
  await measure(warmUp);
  const pids = [pid, ...(second ? [second.pid] : [])];
  const cpuBefore = cpuSeconds(pids);
  const started = performance.now();
  const measured = await measure(seconds);
  const serverCpu = (cpuSeconds(pids) - cpuBefore) / ((performance.now() - started) / 1000);
  return { name, tool, ...measured, serverCpu };
}

/** The same load shared by several servers, as a load balancer shares it: requests/s summed. */
async function runAcross(name: string, urls: string[]): Promise<Run> {
  const each = await Promise.all(
    urls.map((url, i) =>
      run(name, {
        url,
        connections: connections / urls.length + (i === 0 ? connections % urls.length : 0),
      }),
    ),
  );
  return {
    name,
    tool: each[0]!.tool,
    serverCpu: each[0]!.serverCpu, // each run measured both servers over the same seconds
    rps: each.reduce((sum, r) => sum + r.rps, 0),
    p50: Math.max(...each.map((r) => r.p50)),
    p99: Math.max(...each.map((r) => r.p99)),
    errors: each.reduce((sum, r) => sum + r.errors, 0),
  };
}

// Start once on a fresh directory (migrations and the demo school), then again on the
// existing directory, which is the start a school sees every day.
const first = launch();
const firstStartMs = await first.ready;
await first.stop();
const server = launch();
const startMs = await server.ready;
const pid = server.pid;

const html = await (await fetch(`${base}/`)).text();
// The app's entry script: named by boot.js's data-entry on a page the server drew.
const asset = html.match(/(?:src|data-entry)="(\/assets\/[^"]+\.js)"/)?.[1];
// The public stylesheet's file, which a first visit's page names in its disabled link.
const sheet = html.match(/href="\/assets\/([^"]+\.css)" disabled>/)?.[1];
const events = await (await fetch(`${base}/api/events?page=0&size=5`)).json();
const thumb = events.items[0]?.image?.thumbUrl;
const cookie = await signIn(base, 'student', 'student01', 'school-demo-2026', {
  'x-bench-token': token,
});
if (!asset || !thumb || !sheet) {
  await server.stop();
  throw new Error('the demo school is missing something the benchmark needs');
}
const atRest = memory(pid);

// A second app server on the same PostgreSQL, with a data directory of its own.
const servers = process.env.DATABASE_URL && process.env.BENCH_SERVERS !== '1' ? 2 : 1;
const secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-bench-'));
const second =
  servers === 2 ? startServer({ port: await freePort(), dataDir: secondDir, env }) : null;
await second?.ready;

const rows: Run[] = [];
const ceilingRun = 'ceiling: GET /api/session (constant JSON)';
rows.push(await run(ceilingRun, { url: `${base}/api/session` }));
if (hasWrk) rows.push(await run(ceilingRun, { url: `${base}/api/session` }, 'autocannon'));
rows.push(await run('GET /api/events?page=0&size=5', { url: `${base}/api/events?page=0&size=5` }));
rows.push(await run('GET /api/notices', { url: `${base}/api/notices` }));
rows.push(await run('GET /api/teachers', { url: `${base}/api/teachers` }));
// A first visit's page carries the public stylesheet; a browser that has the file (the
// cookie it came with) gets the page that links it.
rows.push(await run('GET / (home page HTML, a first visit)', { url: `${base}/` }));
rows.push(
  await run('GET / (home page HTML, the stylesheet kept)', {
    url: `${base}/`,
    headers: { cookie: `styles=${sheet}` },
  }),
);
rows.push(await run('GET hashed script asset', { url: `${base}${asset}` }));
rows.push(await run('GET thumbnail image', { url: `${base}${thumb}` }));
if (second) {
  rows.push(
    await run('GET thumbnail image, the second server (its copy of the shared file)', {
      url: `${second.base}${thumb}`,
    }),
  );
  rows.push(
    await runAcross('GET /api/notices, both servers', [
      `${base}/api/notices`,
      `${second.base}/api/notices`,
    ]),
  );
  rows.push(
    await runAcross('GET thumbnail image, both servers', [
      `${base}${thumb}`,
      `${second.base}${thumb}`,
    ]),
  );
}
rows.push(
  await run('mixed, signed in: 1 blog write per 4 reads', {
    url: base,
    headers: { cookie, origin: base },
    requests: [
      { method: 'GET', path: '/api/blogs' },
      { method: 'GET', path: '/api/events?page=1&size=5' },
      { method: 'GET', path: '/api/problems' },
      { method: 'GET', path: '/api/notices' },
      {
        method: 'POST',
        path: '/api/blogs',
        headers: {
          'content-type': 'application/json',
          cookie,
          origin: base,
          'x-bench-token': token,
        },
        body: JSON.stringify({
          subject: 'Benchmark blog',
          description: 'Written by npm run bench',
        }),
      },
    ],
  }),
);
const peak = memory(pid);
await server.stop();
await second?.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(secondDir, { recursive: true, force: true });

const ceiling = (tool: Tool) => rows.find((r) => r.name === ceilingRun && r.tool === tool)!.rps;
const table: Row[] = rows.map((r) => ({ ...r, ratio: r.rps / ceiling(r.tool) }));
const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const fileStore = process.env.FILE_STORE ?? (process.env.DATABASE_URL ? 'database' : 'disk');
console.log(
  `\nBenchmark (${database}, files: ${fileStore}, ${servers} app server${servers > 1 ? 's' : ''}, ${connections} connections, ${seconds} s a run, one machine, loopback)\n`,
);
console.log(
  '| run | tool | requests/s | p50 ms | p99 ms | errors | server CPU (cores) | ratio to ceiling |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|');
for (const r of table) {
  console.log(
    `| ${r.name} | ${r.tool} | ${Math.round(r.rps)} | ${round(r.p50)} | ${round(r.p99)} | ${r.errors} | ${r.serverCpu.toFixed(2)} | ${(r.ratio * 100).toFixed(0)}% |`,
  );
}
if (!hasWrk)
  console.log(
    '\nwrk is not installed (apt-get install wrk): every run was made with autocannon, which on this machine is itself the limit for answers of more than a few kilobytes (see its server CPU).',
  );
console.log(
  `\nStart to first answer: ${(firstStartMs / 1000).toFixed(1)} s on a new data directory (with the demo school), ${(startMs / 1000).toFixed(1)} s on an existing one.`,
);
console.log(
  `Server memory: ${atRest.rssMb.toFixed(0)} MB at rest, ${peak.peakMb.toFixed(0)} MB peak under load.`,
);
writeReport('bench', {
  tools: hasWrk ? ['wrk', 'autocannon'] : ['autocannon'],
  database,
  fileStore,
  servers,
  connections,
  seconds,
  firstStartMs,
  startMs,
  memory: { atRest, peak },
  runs: table,
});
