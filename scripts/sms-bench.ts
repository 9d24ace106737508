// `npm run bench:sms`: one message to 2,000 guardians, as the office's Send queues it, and
// the outbox sending it through the local fake gateway. Prints the time to queue (the
// admin's wait after Send), the sending rate, and the gateway's limit it ran under.
// PGlite by default; PostgreSQL when DATABASE_URL is set. SMS_BENCH_PER_SECOND sets the
// gateway's allowed rate (default 1000: the outbox's own ceiling); GUARDIANS the count.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { SMS_TIMINGS } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { users } from '../src/server/db/schema.ts';
import { startOutboxWorker } from '../src/server/modules/sms/outbox.ts';
import { startFakeGateway } from '../src/server/modules/sms/providers/fake-gateway.ts';
import { makeProvider } from '../src/server/modules/sms/providers/index.ts';
import { smsRepository } from '../src/server/modules/sms/sms.repository.ts';
import { planBatch } from '../src/server/modules/sms/sms.service.ts';
import { writeReport } from './lib/report.ts';

const guardians = Number(process.env.GUARDIANS ?? 2000);
const perSecond = Number(process.env.SMS_BENCH_PER_SECOND ?? 1000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-sms-bench-'));
// PostgreSQL: a database of its own on that server, dropped at the end.
const server = process.env.DATABASE_URL;
const benchDb = `school_sms_bench_${process.pid}`;
const admin = async (query: string) => {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(query);
  await client.end();
};
let databaseUrl: string | undefined;
if (server) {
  await admin(`create database ${benchDb}`);
  const url = new URL(server);
  url.pathname = `/${benchDb}`;
  databaseUrl = url.toString();
}
const database = await openDatabase({ databaseUrl, pgliteDir: path.join(dir, 'db') });
const db = database.db;
const classes = ['vi', 'vii', 'viii', 'ix', 'x'] as const;
for (let i = 0; i < guardians; i += 500)
  await db.insert(users).values(
    Array.from({ length: Math.min(500, guardians - i) }, (_, j) => {
      const n = i + j + 1;
      return {
        role: 'student' as const,
        loginId: `bench-${n}`,
        passwordHash: 'not-a-real-hash',
        name: `Student ${n}`,
        grade: classes[n % classes.length],
        roll: String(n),
        guardianPhone: `0171${String(n).padStart(7, '0')}`,
        guardianLanguage: n % 5 === 0 ? ('en' as const) : ('bn' as const),
      };
    }),
  );

const fake = await startFakeGateway({ deliverAfterMs: 100, balance: 1_000_000 });
const audience = { kind: 'guardians' as const, classes: [] };
const queueStart = performance.now();
const plan = await planBatch(db, {
  audience,
  message: {
    kind: 'text',
    textEn: 'Char Nilkamal School: the school is closed tomorrow for the cyclone signal.',
    textBn: 'চর নীলকমল মাধ্যমিক বিদ্যালয়: ঘূর্ণিঝড় সংকেতের কারণে আগামীকাল বিদ্যালয় বন্ধ থাকবে।',
    from: null,
  },
});
await smsRepository(db).queue(plan, {
  audience,
  clientKey: crypto.randomUUID(),
  ratePoisha: 35,
  capPoisha: null,
  by: { id: null, name: 'bench' },
});
const queueMs = performance.now() - queueStart;

const sendStart = performance.now();
const worker = startOutboxWorker({
  db,
  provider: makeProvider({ kind: 'fake', url: fake.url }),
  settings: {
    gateway: { kind: 'fake', url: fake.url },
    ratePoisha: 35,
    capPoisha: null,
    perSecond,
    ...SMS_TIMINGS,
    pollMs: 50,
    fakeInboxFile: null,
  },
  log: { warn: console.warn } as unknown as Pick<FastifyBaseLogger, 'warn'>,
});
while (fake.received().length < plan.messages.length) await new Promise((r) => setTimeout(r, 20));
const sendMs = performance.now() - sendStart;
await worker.stop();
await fake.close();
await database.close();
if (server) await admin(`drop database ${benchDb} with (force)`);
fs.rmSync(dir, { recursive: true, force: true });

const twice = [...fake.counts().values()].filter((n) => n > 1).length;
const rate = plan.messages.length / (sendMs / 1000);
const result = {
  database: database.kind,
  guardians,
  messages: plan.messages.length,
  queueMs: Math.round(queueMs),
  sendMs: Math.round(sendMs),
  sentPerSecond: Math.round(rate),
  gatewayLimitPerSecond: perSecond,
  sentTwice: twice,
};
console.log(
  `SMS to ${guardians} guardians on ${database.kind}: queued in ${result.queueMs} ms; sent in ${(sendMs / 1000).toFixed(1)} s = ${result.sentPerSecond} messages/s (${Math.round((100 * rate) / perSecond)}% of the gateway's ${perSecond}/s); sent twice: ${twice}`,
);
writeReport('sms-bench', result);
