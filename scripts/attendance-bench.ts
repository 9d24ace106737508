// `npm run bench:attendance`: a class of 60 as a teacher's phone saves its register (every
// mark, a few absent, the absence SMS queued through the local fake gateway), and the
// month's register of that class over 26 school days, as the server answers them through
// the whole app (session, validation, database). PGlite by default; PostgreSQL when
// DATABASE_URL is set (a database of its own, dropped at the end). Prints medians of 30
// saves and 30 month answers; the figures go to reports/attendance-bench.json.
import { randomUUID } from 'node:crypto';
import { attendanceSettings } from '../src/server/db/schema.ts';
import { today } from '../src/server/modules/posts/today.ts';
import { insertClassWithGuardians } from '../src/server/test/processes.ts';
import { makeAccount, signIn } from '../src/server/test/sign-in.ts';
import { createTestApp, withFakeSms } from '../src/server/test/test-app.ts';
import { median, writeReport } from './lib/report.ts';

const CLASS = 60;
const RUNS = 30;
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
if (process.env.DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.DATABASE_URL;
const t = await createTestApp(kind, withFakeSms);
try {
  const db = t.database.db;
  await makeAccount(db, 'admin', { loginId: 'bench-admin' });
  const ids = await insertClassWithGuardians(db, CLASS);
  // Open every day: the 26 days before today are the month's school days.
  await db.update(attendanceSettings).set({ weeklyOff: [], absenceSmsAfter: '00:00' });
  const { cookie } = await signIn(t.app, 'admin', 'bench-admin');
  const save = (date: string, run: number) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/attendance/register',
      headers: { cookie },
      payload: {
        grade: 'vi',
        date,
        marks: ids.map((id, i) => ({
          studentId: id,
          mark: (i + run) % 12 === 0 ? 'absent' : (i + run) % 17 === 0 ? 'late' : 'present',
        })),
        saveId: randomUUID(),
        savedAt: new Date().toISOString(),
        baseVersion: null,
      },
    });
  const day = today();
  const dayBack = (n: number) =>
    new Date(Date.parse(`${day}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  // The month: 26 school days of registers, saved by the office (past days).
  for (let n = 26; n >= 1; n--) {
    const res = await save(dayBack(n), n);
    if (res.statusCode !== 200) throw new Error(`past day: ${res.statusCode} ${res.body}`);
  }
  const saves: number[] = [];
  for (let run = 0; run < RUNS + 3; run++) {
    const start = performance.now();
    const res = await save(day, run);
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body}`);
    if (run >= 3) saves.push(ms);
  }
  const month = dayBack(1).slice(0, 7);
  const reads: number[] = [];
  let days = 0;
  for (let run = 0; run < RUNS + 3; run++) {
    const start = performance.now();
    const res = await t.app.inject({
      url: `/api/attendance/month?grade=vi&month=${month}`,
      headers: { cookie },
    });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`month: ${res.statusCode}`);
    days = res.json<{ days: { taken: boolean }[] }>().days.filter((d) => d.taken).length;
    if (run >= 3) reads.push(ms);
  }
  const figures = {
    database: kind,
    students: CLASS,
    saveMedianMs: Math.round(median(saves) * 10) / 10,
    saveWorstMs: Math.round(Math.max(...saves) * 10) / 10,
    monthDaysTaken: days,
    monthMedianMs: Math.round(median(reads) * 10) / 10,
    monthWorstMs: Math.round(Math.max(...reads) * 10) / 10,
  };
  console.log(
    `Attendance on ${kind}: saving a register of ${CLASS} (absence SMS queued) takes ${figures.saveMedianMs} ms (median of ${RUNS}; worst ${figures.saveWorstMs} ms); ` +
      `the month's register (${days} days taken this month) ${figures.monthMedianMs} ms (worst ${figures.monthWorstMs} ms).`,
  );
  writeReport('attendance-bench', figures);
} finally {
  await t.close();
}
