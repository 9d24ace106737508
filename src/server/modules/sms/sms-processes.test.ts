import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  firstSignIn,
  freePort,
  type ServerProcess,
  startServer,
} from '../../../../scripts/lib/server-process.ts';
import type { SmsBatch } from '../../../shared/schemas/sms.ts';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { freshPostgres, testDatabases } from '../../test/test-app.ts';
import { type FakeGateway, startFakeGateway } from './providers/fake-gateway.ts';

/**
 * The outbox as a school runs it: real servers (two on one PostgreSQL; one on PGlite),
 * one fake gateway they share, a batch to 120 guardians, and a server killed with SIGKILL
 * while the gateway has taken messages whose answers never came back. After the restart
 * every guardian has the message exactly once: the fake gateway counts what it took by
 * reference, and the messages left "sending" are sent again under the same reference,
 * which the gateway drops as a repeat.
 */
const GUARDIANS = 120;
const ADMIN = { id: 'sms-admin', key: 'sms-admin-first-key', password: 'sms-admin-password' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const kind of testDatabases) {
  describe(`SMS outbox, servers killed mid-batch [${kind}]`, { timeout: 240_000 }, () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'school-sms-'));
    const servers: ServerProcess[] = [];
    let drop: (() => Promise<void>) | undefined;
    let fake: FakeGateway | undefined;

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop('SIGKILL')));
      await fake?.close();
      await drop?.();
      fs.rmSync(work, { recursive: true, force: true });
    });

    it('sends every message exactly once', async () => {
      fake = await startFakeGateway({ deliverAfterMs: 100 });
      const pg = kind === 'postgres' ? await freshPostgres() : null;
      drop = pg?.drop;
      const dataDir = path.join(work, 'a');
      // The school's students, put in before any server starts.
      const database = await openDatabase({
        databaseUrl: pg?.url,
        pgliteDir: path.join(dataDir, 'db'),
      });
      await database.db.insert(users).values(
        Array.from({ length: GUARDIANS }, (_, i) => ({
          role: 'student' as const,
          loginId: `student-${i + 1}`,
          passwordHash: 'not-a-real-hash',
          name: `Student ${i + 1}`,
          grade: 'vi',
          roll: String(i + 1),
          guardianPhone: `0171${String(i + 1).padStart(7, '0')}`,
        })),
      );
      await database.close();

      const env = {
        ...(pg ? { DATABASE_URL: pg.url } : {}),
        ADMIN_ID: ADMIN.id,
        ADMIN_PASSWORD: ADMIN.key,
        DEMO_CONTENT: 'false',
        SMS_PROVIDER: 'fake',
        SMS_FAKE_URL: fake.url,
        SMS_PER_SECOND: '40',
        SMS_LEASE_SECONDS: '2',
      };
      const start = async (dir: string) => {
        const server = startServer({
          port: await freePort(),
          dataDir: dir,
          env,
          output: 'capture',
        });
        servers.push(server);
        await server.ready;
        return server;
      };
      const a = await start(dataDir);
      // PostgreSQL: a second server, on its own machine's directory, sharing the outbox.
      const b = pg ? await start(path.join(work, 'b')) : null;
      const cookie = await firstSignIn(a.base, ADMIN.id, ADMIN.key, ADMIN.password);

      // The gateway takes the next three requests' messages and never answers them.
      fake.fail('timeout', { times: 3, accept: true });
      const res = await fetch(`${a.base}/api/sms/batches`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: a.base, cookie },
        body: JSON.stringify({
          audience: { kind: 'guardians', classes: [] },
          message: { kind: 'text', textEn: '', textBn: 'আগামীকাল বিদ্যালয় বন্ধ থাকবে।' },
          clientKey: randomUUID(),
        }),
      });
      expect(res.status).toBe(201);
      const batch = (await res.json()) as SmsBatch;
      expect(batch.counts.queued).toBe(GUARDIANS);

      // Mid-batch: some taken, most still waiting.
      while (fake.received().length < 20) await sleep(20);
      const killed = await a.stop('SIGKILL');
      expect(killed.signal).toBe('SIGKILL');
      expect(fake.received().length).toBeLessThan(GUARDIANS);
      const again = await start(dataDir);
      const survivor = b ?? again;

      const until = Date.now() + 60_000;
      let counts = batch.counts;
      while (Date.now() < until) {
        const r = await fetch(`${survivor.base}/api/sms/batches/${batch.id}`, {
          headers: { cookie },
        });
        counts = ((await r.json()) as SmsBatch).counts;
        if (counts.sent + counts.delivered === GUARDIANS) break;
        await sleep(200);
      }
      expect(counts).toMatchObject({ queued: 0, sending: 0, failed: 0 });
      expect(counts.sent + counts.delivered).toBe(GUARDIANS);

      const taken = fake.received();
      const numbers = new Set(taken.map((m) => m.number));
      expect(numbers.size).toBe(GUARDIANS);
      expect(taken).toHaveLength(GUARDIANS);
      expect([...fake.counts().values()].every((n) => n === 1)).toBe(true);
      expect(fake.counts().size).toBe(GUARDIANS);
      // Some messages were asked for twice (their first answer never came): the gateway
      // dropped the repeats, so the repeats are what "exactly once" rested on.
      expect(fake.requests()).toBeGreaterThan(GUARDIANS);
    });
  });
}
