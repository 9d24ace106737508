// `npx tsx scripts/students-latency.ts`: the Students list's latency at 2,000 students,
// and the time to check and import a CSV file of 300 students (issue 19's closing note).
// The app in-process on PGlite in memory (PostgreSQL when DATABASE_URL is set), 2,000
// students across classes six to ten (400 a class, Bangla names, one in 23 turned off),
// then GET /api/students as an admin (who alone sees turned-off students) through
// app.inject: each query 5 times to warm up, then the median and the slowest of 20. Then
// three files of 300 new students (a class's worth, Bangla names, guardians' mobiles):
// each checked (the preview) and imported (a temporary password hashed for each), timed
// end to end. Then the year-end promotion of them all: preview, promote, undo, once each.
// Prints two tables and a line, and writes reports/students-latency.json.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { hashPassword } from '../src/server/modules/auth/password.ts';
import { testConfig } from '../src/server/test/test-config.ts';
import { GRADES } from '../src/shared/constants.ts';
import { writeReport } from './lib/report.ts';

const STUDENTS = 2000;
const RUNS = 20;
const WARM_UP = 5;
const PASSWORD = 'latency admin password';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-students-latency-'));
const config = testConfig(dataDir, {
  databaseUrl: process.env.DATABASE_URL,
  rateLimits: false,
  sessionTtlMs: 60 * 60 * 1000,
  backupKeep: 1,
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: 'memory://' });
const app = await buildApp(config, database);
await app.ready();

const FIRST = ['Nusrat', 'Rahim', 'Karim', 'Lamia', 'Sadia', 'Tanvir', 'Mim', 'Arif', 'Jannat'];
const FIRST_BN = ['নুসরাত', 'রহিম', 'করিম', 'লামিয়া', 'সাদিয়া', 'তানভীর', 'মীম', 'আরিফ', 'জান্নাত'];
const LAST = ['Akter', 'Uddin', 'Hossain', 'Islam', 'Jahan', 'Rahman', 'Begum'];
const LAST_BN = ['আক্তার', 'উদ্দিন', 'হোসেন', 'ইসলাম', 'জাহান', 'রহমান', 'বেগম'];

const seedStart = performance.now();
const hash = await hashPassword(PASSWORD);
const rows = Array.from({ length: STUDENTS }, (_, i) => {
  const grade = GRADES[i % GRADES.length]!;
  const roll = String(Math.floor(i / GRADES.length) + 1);
  const f = i % FIRST.length;
  const l = i % LAST.length;
  return {
    role: 'student' as const,
    loginId: `s${String(i + 1).padStart(4, '0')}`,
    passwordHash: 'not-a-real-hash',
    name: `${FIRST[f]} ${LAST[l]} ${i + 1}`,
    nameBn: `${FIRST_BN[f]} ${LAST_BN[l]}`,
    grade,
    roll,
    deactivatedAt: i % 23 === 22 ? new Date() : null,
  };
});
for (let i = 0; i < rows.length; i += 500)
  await database.db.insert(users).values(rows.slice(i, i + 500));
await database.db
  .insert(users)
  .values({ role: 'admin', loginId: 'latency-a', passwordHash: hash, name: 'Admin' });
const seedMs = performance.now() - seedStart;

const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: { 'sec-fetch-site': 'same-origin' },
  payload: { role: 'admin', loginId: 'latency-a', password: PASSWORD },
});
const sid = login.cookies.find((c) => c.name === 'sid')?.value;
if (!sid) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
const cookie = `sid=${sid}`;

type Row = { name: string; url: string; total: number; median: number; max: number };

async function time(name: string, url: string): Promise<Row> {
  const once = async () => {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return { ms, total: (res.json() as { total: number }).total };
  };
  for (let i = 0; i < WARM_UP; i++) await once();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once());
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const median = (ms[RUNS / 2 - 1]! + ms[RUNS / 2]!) / 2;
  return { name, url, total: runs[0]!.total, median, max: ms.at(-1)! };
}

const q = encodeURIComponent;
const results = [
  await time('every active student, first page', '/api/students'),
  await time('class eight, first page', '/api/students?grade=viii'),
  await time('class ten, page 10', '/api/students?grade=x&page=9'),
  await time('search by English name', `/api/students?q=${q('lamia')}`),
  await time('search by Bangla name', `/api/students?q=${q('নুসরাত')}`),
  await time('search by roll (Bangla digits) in class six', `/api/students?grade=vi&q=${q('১২')}`),
  await time('search by login id', '/api/students?q=s1234'),
  await time('search, no match', '/api/students?q=nobody'),
  await time('every student, turned off too, last page', '/api/students?status=all&page=99'),
];

/** A file of `n` new students, as Excel's "CSV UTF-8" writes it; `batch` keeps ids and rolls apart. */
function classFile(n: number, batch: number): string {
  const lines = ["Student ID,Name,Name in Bangla,Class,Roll,Guardian's name,Guardian's mobile"];
  for (let i = 0; i < n; i++) {
    const f = i % FIRST.length;
    const l = i % LAST.length;
    lines.push(
      [
        `imp${batch}-${i + 1}`,
        `${FIRST[f]} ${LAST[l]}`,
        `${FIRST_BN[f]} ${LAST_BN[l]}`,
        'Six',
        String(1000 * batch + i + 1),
        `${LAST[l]} Guardian`,
        `0171${String(10_000_000 + i).slice(1)}`,
      ].join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A signed-in POST through the app, timed; refused unless it answers `status`. */
async function timedPost<T>(url: string, status: number, payload: object) {
  const start = performance.now();
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
    payload,
  });
  const ms = performance.now() - start;
  if (res.statusCode !== status) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return { ms, body: res.json() as T };
}

const IMPORT_ROWS = 300;
const imports = [];
for (let batch = 1; batch <= 3; batch++) {
  const payload = { text: classFile(IMPORT_ROWS, batch), encoding: 'utf-8' };
  const check = await timedPost<{ ready?: number }>('/api/students/import/check', 200, payload);
  const done = await timedPost<{ created?: unknown[] }>('/api/students/import', 201, payload);
  if (check.body.ready !== IMPORT_ROWS || done.body.created?.length !== IMPORT_ROWS)
    throw new Error(`batch ${batch}: not every row was added`);
  imports.push({ batch, checkMs: check.ms, importMs: done.ms });
}

// The year-end promotion of the whole school, now 2,900 students (each class six to ten
// with 300 more from the files above): its preview, then promote and undo, timed once.
const confirm = await app.inject({
  method: 'POST',
  url: '/api/auth/confirm',
  headers: { cookie, 'sec-fetch-site': 'same-origin' },
  payload: { password: PASSWORD },
});
if (confirm.statusCode !== 204) throw new Error(`confirm: ${confirm.statusCode} ${confirm.body}`);
type Promotion = { id?: string; students?: unknown[] };
const stayBack = { stayBack: [] };
const preview = await timedPost<Promotion>('/api/promotion/preview', 200, stayBack);
const promoted = await timedPost<Promotion>('/api/promotion', 201, stayBack);
const undone = await timedPost<Promotion>(`/api/promotion/${promoted.body.id}/undo`, 200, stayBack);
const promotion = {
  students: preview.body.students?.length ?? 0,
  previewMs: preview.ms,
  promoteMs: promoted.ms,
  undoMs: undone.ms,
};

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const db = config.databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)';
console.log(
  `GET /api/students at ${STUDENTS} students on ${db}; seeded in ${Math.round(seedMs)} ms; median and slowest of ${RUNS} (after ${WARM_UP} to warm up), app.inject`,
);
console.table(
  results.map((r) => ({
    query: r.name,
    total: r.total,
    'median ms': Number(r.median.toFixed(1)),
    'max ms': Number(r.max.toFixed(1)),
  })),
);
console.log(
  `A CSV file of ${IMPORT_ROWS} students, checked then imported (${os.availableParallelism()} cores; argon2id per temporary password), app.inject`,
);
console.table(
  imports.map((r) => ({
    file: r.batch,
    'check ms': Math.round(r.checkMs),
    'import ms': Math.round(r.importMs),
    'both, s': Number(((r.checkMs + r.importMs) / 1000).toFixed(2)),
  })),
);
console.log(
  `Year-end promotion of ${promotion.students} students: preview ${Math.round(promotion.previewMs)} ms, promote ${Math.round(promotion.promoteMs)} ms, undo ${Math.round(promotion.undoMs)} ms`,
);
writeReport('students-latency', {
  promotion,
  students: STUDENTS,
  database: db,
  runs: RUNS,
  results,
  import: { rows: IMPORT_ROWS, runs: imports },
});
