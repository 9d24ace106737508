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
import type { SaveRegisterResult } from '../../../shared/schemas/attendance.ts';
import { openDatabase } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { freshPostgres, testDatabases } from '../../test/test-app.ts';
import { today } from '../posts/today.ts';
import { type FakeGateway, startFakeGateway } from '../sms/providers/fake-gateway.ts';

/**
 * The absence SMS as a school meets them: a class of 60 whose register is saved three
 * times, from two app servers on one PostgreSQL (one server on PGlite), the last save
 * twice at once. Every absent child's guardian gets exactly one SMS: the fake gateway
 * counts what it took.
 */
const CLASS = 60;
const ADMIN = { id: 'att-admin', key: 'att-admin-first-key', password: 'att-admin-password' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const kind of testDatabases) {
  describe(`absence SMS from two app servers [${kind}]`, { timeout: 240_000 }, () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'school-attendance-'));
    const servers: ServerProcess[] = [];
    let drop: (() => Promise<void>) | undefined;
    let fake: FakeGateway | undefined;

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop('SIGKILL')));
      await fake?.close();
      await drop?.();
      fs.rmSync(work, { recursive: true, force: true });
    });

    it('sends each absent child’s guardian one SMS across three saves', async () => {
      fake = await startFakeGateway({ deliverAfterMs: 100 });
      const pg = kind === 'postgres' ? await freshPostgres() : null;
      drop = pg?.drop;
      const dataDir = path.join(work, 'a');
      const database = await openDatabase({
        databaseUrl: pg?.url,
        pgliteDir: path.join(dataDir, 'db'),
      });
      const made = await database.db
        .insert(users)
        .values(
          Array.from({ length: CLASS }, (_, i) => ({
            role: 'student' as const,
            loginId: `student-${i + 1}`,
            passwordHash: 'not-a-real-hash',
            name: `Student ${i + 1}`,
            grade: 'vi',
            roll: String(i + 1),
            guardianPhone: `0171${String(i + 1).padStart(7, '0')}`,
          })),
        )
        .returning({ id: users.id, roll: users.roll });
      await database.close();
      const ids = made.sort((x, y) => Number(x.roll) - Number(y.roll)).map((m) => m.id);

      const env = {
        ...(pg ? { DATABASE_URL: pg.url } : {}),
        ADMIN_ID: ADMIN.id,
        ADMIN_PASSWORD: ADMIN.key,
        DEMO_CONTENT: 'false',
        SMS_PROVIDER: 'fake',
        SMS_FAKE_URL: fake.url,
        SMS_PER_SECOND: '40',
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
      const b = pg ? await start(path.join(work, 'b')) : a;
      const cookie = await firstSignIn(a.base, ADMIN.id, ADMIN.key, ADMIN.password);
      const call = (base: string, method: string, url: string, body: object) =>
        fetch(`${base}${url}`, {
          method,
          headers: { 'content-type': 'application/json', origin: base, cookie },
          body: JSON.stringify(body),
        });
      // Open today, whatever weekday; the SMS go at once.
      const set = await call(a.base, 'PUT', '/api/attendance/settings', {
        weeklyOff: [],
        absenceSms: true,
        absenceSmsAfter: '00:00',
      });
      expect(set.status).toBe(200);
      const save = async (base: string, absent: number, late = 0) => {
        const res = await call(base, 'PUT', '/api/attendance/register', {
          grade: 'vi',
          date: today(),
          marks: ids.map((studentId, i) => ({
            studentId,
            mark: i < absent ? 'absent' : i < absent + late ? 'late' : 'present',
          })),
          saveId: randomUUID(),
          savedAt: new Date().toISOString(),
          baseVersion: null,
        });
        expect(res.status).toBe(200);
        return (await res.json()) as SaveRegisterResult;
      };
      // Ten absent; then the same with one late; then twelve, sent twice at once.
      await save(a.base, 10);
      await save(b.base, 10, 1);
      const last = await Promise.all([save(a.base, 12), save(b.base, 12)]);
      expect(last.every((r) => r.outcome === 'saved' || r.outcome === 'older')).toBe(true);

      const until = Date.now() + 60_000;
      while (Date.now() < until && fake.received().length < 12) await sleep(100);
      // A little longer: nothing more comes.
      await sleep(1500);
      const taken = fake.received();
      expect(taken.map((m) => m.number).sort()).toEqual(
        Array.from({ length: 12 }, (_, i) => `880171${String(i + 1).padStart(7, '0')}`).sort(),
      );
      expect([...fake.counts().values()].every((n) => n === 1)).toBe(true);
    });
  });
}
