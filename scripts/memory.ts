// `npm run memory`: what the server needs on a small server (docs/deploy.md, "Memory").
// Starts the production server (deploy/school-site.service's command) on new data
// directories and measures the time to the first healthy answer and the memory of the
// server and every process it started (the tree: sampled every 50 ms; the server's own
// peak from the kernel, VmHWM) for:
//   1. a first start with DEMO_CONTENT=false (what a school sees once),
//   2. a first start with the demo school,
//   3. a restart on that directory (every day, every update),
//   4. a day's work on it: 40 sign-ins, 600 page views with their data, 60 posts,
//      10 applications, 30 phone photos (4032x3024 JPEG) uploaded into an album by two
//      admins at once, a backup download.
// MEMORY_START=source measures the start through tsx (TypeScript compiled at start) instead.
// Prints a table and writes reports/memory.json. Not part of `npm test`.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { pageData } from '../src/shared/page-data.ts';
import { publicPaths } from '../src/shared/paths.ts';
import { buildServerIfStale } from './lib/build-server.mjs';
import { productionArgs, productionEnv } from './lib/production.mjs';
import { writeReport } from './lib/report.ts';
import { firstSignIn, freePort, root, signIn } from './lib/server-process.ts';

const mode = process.env.MEMORY_START === 'source' ? 'source' : 'built';
/** ADMIN_PASSWORD is a one-time key: the first sign-in chooses the password. */
const ADMIN = {
  id: 'memory-admin',
  key: 'memory-admin-first-key',
  password: 'memory-admin-password',
};
const SECOND_ADMIN = { id: 'memory-admin-2', password: 'memory-admin-password-2' };

if (mode === 'built') await buildServerIfStale();

type Figures = {
  startMs: number;
  /** The server process's own peak (VmHWM). */
  serverPeakMb: number;
  /** The whole tree (the server and what it started), sampled. */
  treePeakMb: number;
  /** The tree at the end, after a pause of 2 s. */
  treeEndMb: number;
};

function kb(pid: number, key: string): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The process and its descendants (Linux /proc). */
function tree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const e of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(e)]);
    } catch {}
  }
  const out = [pid];
  for (let i = 0; i < out.length; i++) out.push(...(parents.get(out[i]!) ?? []));
  return out;
}

const treeMb = (pid: number) => tree(pid).reduce((s, p) => s + kb(p, 'VmRSS'), 0) / 1024;
const peakMb = (pid: number) => Math.max(...tree(pid).map((p) => kb(p, 'VmHWM'))) / 1024;

/** The servers started and not yet stopped (stopped on the way out, whatever happens). */
const running = new Set<ReturnType<typeof spawn>>();

/** Starts the server as production does and keeps sampling its memory until `stop`. */
function launch(port: number, dataDir: string, env: Record<string, string>) {
  const command =
    mode === 'built'
      ? [process.execPath, ...productionArgs]
      : [path.join(root, 'node_modules/.bin/tsx'), 'src/server/main.ts'];
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...(mode === 'built' ? productionEnv : {}),
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The day's backup is the one downloaded below, not the daily one at a time of its own.
      BACKUP_TIME: 'off',
      ADMIN_ID: ADMIN.id,
      ADMIN_PASSWORD: ADMIN.key,
      ...env,
    },
  });
  const pid = child.pid!;
  running.add(child);
  child.once('exit', () => running.delete(child));
  let treePeak = 0;
  let serverPeak = 0;
  const sample = () => {
    treePeak = Math.max(treePeak, treeMb(pid));
    serverPeak = Math.max(serverPeak, peakMb(pid));
  };
  const sampler = setInterval(sample, 50);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    for (;;) {
      if (child.exitCode !== null) throw new Error('the server exited before answering');
      try {
        if ((await fetch(`${base}/api/health`)).ok) return performance.now() - started;
      } catch {}
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  return {
    base,
    ready,
    /** The figures so far, then a clean stop. */
    finish: async (startMs: number): Promise<Figures> => {
      await new Promise((r) => setTimeout(r, 2000));
      sample();
      const figures = {
        startMs,
        serverPeakMb: serverPeak,
        treePeakMb: treePeak,
        treeEndMb: treeMb(pid),
      };
      clearInterval(sampler);
      child.kill('SIGTERM');
      await exited;
      return figures;
    },
  };
}

async function startAndStop(dataDir: string, env: Record<string, string> = {}) {
  const server = launch(await freePort(), dataDir, env);
  return server.finish(await server.ready);
}

async function ok(res: Response, what: string) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

/** A phone photo's worth of pixels: 4032x3024 with detail, so the JPEG is 2-4 MB like a real one. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const w = 4032;
  const h = 3024;
  const stripes = Array.from(
    { length: 60 },
    (_, i) =>
      `<rect x="${(i * 67 + seed * 13) % w}" y="0" width="${20 + ((i * 7) % 40)}" height="${h}" fill="hsl(${(i * 37 + seed * 11) % 360},70%,50%)" opacity="0.6"/>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#4caf50"/>${stripes}</svg>`;
  const noise = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function dayOfWork(base: string) {
  const json = (cookie: string, body: unknown) => ({
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const admin = await firstSignIn(base, ADMIN.id, ADMIN.key, ADMIN.password);
  // A second admin, so two can upload photos at once.
  await ok(
    await fetch(`${base}/api/auth/confirm`, json(admin, { password: ADMIN.password })),
    'confirm',
  );
  await ok(
    await fetch(
      `${base}/api/admins`,
      json(admin, { loginId: SECOND_ADMIN.id, password: SECOND_ADMIN.password }),
    ),
    'second admin',
  );
  const admin2 = await signIn(base, 'admin', SECOND_ADMIN.id, SECOND_ADMIN.password);

  // Sign-ins through the day: demo teachers and students (this computer may sign them in).
  const people: { role: 'teacher' | 'student'; cookie: string }[] = [];
  for (let i = 0; i < 40; i++) {
    const role = i % 2 ? 'teacher' : 'student';
    const id =
      role === 'teacher'
        ? `teacher${String((i % 12) + 1).padStart(2, '0')}`
        : `student0${(i % 5) + 1}`;
    people.push({ role, cookie: await signIn(base, role, id, 'school-demo-2026') });
  }

  // Visitors: 600 page views (the page and its data), ten at a time.
  const pages = publicPaths.filter(
    (p) => !['/studentLogin', '/teacherLogin', '/admin'].includes(p),
  );
  let view = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (view < 600) {
        const page = pages[view++ % pages.length]!;
        for (const url of [page, '/api/site', ...(pageData[page] ?? [])]) {
          const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'gzip, br' } });
          await ok(res, url);
          await res.arrayBuffer();
        }
      }
    }),
  );

  // Posts: students' blogs and teachers' notices for students, and applications.
  const today = new Date().toISOString().slice(0, 10);
  for (let i = 0; i < 60; i++) {
    const p = people[i % people.length]!;
    const res =
      p.role === 'student'
        ? await fetch(
            `${base}/api/blogs`,
            json(p.cookie, {
              subject: `A day at school ${i}`,
              description: 'What we did today. '.repeat(40),
            }),
          )
        : await fetch(
            `${base}/api/student-notices`,
            json(p.cookie, {
              date: today,
              author: 'Class teacher',
              grade: 'vii',
              subject: `Homework ${i}`,
              details: 'Read chapter three and answer the questions. '.repeat(10),
            }),
          );
    await ok(res, 'post');
  }
  // Ten applications: as many as one address may send in ten minutes.
  for (let i = 0; i < 10; i++) {
    await ok(
      await fetch(`${base}/api/admissions`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({
          studentName: `Applicant ${i}`,
          studentMobile: '01712345678',
          guardianName: 'Guardian',
          guardianMobile: '01812345678',
          guardianEmail: 'guardian@example.com',
          guardianOccupation: 'Farmer',
          grade: 'vi',
        }),
      }),
      'admission',
    );
  }

  // Photos of a school event: two admins upload 15 each into one album, one photo at a
  // time each (as the album editor does).
  const album = (await (
    await ok(await fetch(`${base}/api/albums`, json(admin, { title: 'Sports day' })), 'album')
  ).json()) as { id: string };
  const photos = await Promise.all([phonePhoto(1), phonePhoto(2), phonePhoto(3)]);
  await Promise.all(
    [admin, admin2].map(async (cookie, who) => {
      const ids: string[] = [];
      for (let i = 0; i < 15; i++) {
        const form = new FormData();
        const photo = photos[(i + who) % photos.length]!;
        form.append(
          'image',
          new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
          'photo.jpg',
        );
        const res = await ok(
          await fetch(`${base}/api/uploads`, {
            method: 'POST',
            headers: { cookie, origin: base },
            body: form,
          }),
          'upload',
        );
        ids.push(((await res.json()) as { id: string }).id);
      }
      await ok(
        await fetch(`${base}/api/albums/${album.id}/images`, json(cookie, { imageIds: ids })),
        'add to album',
      );
    }),
  );

  // Today's backup, downloaded by an admin.
  await ok(
    await fetch(`${base}/api/auth/confirm`, json(admin, { password: ADMIN.password })),
    'confirm',
  );
  const backup = await ok(
    await fetch(`${base}/api/backup`, { headers: { cookie: admin } }),
    'backup',
  );
  const bytes = (await backup.arrayBuffer()).byteLength;
  return { photoMb: photos[0]!.length / 1024 / 1024, backupMb: bytes / 1024 / 1024 };
}

const dirs = [1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'school-memory-')));
try {
  const empty = await startAndStop(dirs[0]!, { DEMO_CONTENT: 'false' });
  const demo = await startAndStop(dirs[1]!, { DEMO_CONTENT: 'true' });
  const restart = await startAndStop(dirs[1]!);
  const server = launch(await freePort(), dirs[1]!, {});
  const startMs = await server.ready;
  const work = await dayOfWork(server.base);
  const day = await server.finish(startMs);

  const rows: [string, Figures][] = [
    ['first start, DEMO_CONTENT=false', empty],
    ['first start, demo school', demo],
    ['restart on the existing directory', restart],
    ['a day of work (after a restart)', day],
  ];
  console.log(
    `\nServer memory and start time (${mode === 'built' ? 'production start: node dist/server/main.js' : 'tsx src/server/main.ts'}, PGlite, ${os.cpus().length} cores)\n`,
  );
  console.log('| run | start s | server peak MB | all processes peak MB | at the end MB |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, f] of rows) {
    console.log(
      `| ${name} | ${(f.startMs / 1000).toFixed(1)} | ${f.serverPeakMb.toFixed(0)} | ${f.treePeakMb.toFixed(0)} | ${f.treeEndMb.toFixed(0)} |`,
    );
  }
  console.log(
    `\nThe day's photos were ${work.photoMb.toFixed(1)} MB each; the backup ${work.backupMb.toFixed(1)} MB.`,
  );
  writeReport(`memory-${mode}`, { mode, runs: Object.fromEntries(rows), work });
} finally {
  for (const child of running) {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
}
