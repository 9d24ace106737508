import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import {
  firstSignIn,
  freePort,
  type ServerProcess,
  startServer,
} from '../../../scripts/lib/server-process.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { type FakeGateway, startFakeGateway } from '../modules/sms/providers/fake-gateway.ts';
import { freshPostgres } from './test-app.ts';

/** The first admin of a server started by ADMIN_ID and ADMIN_PASSWORD (a one-time key): the first sign-in chooses the password. */
export type FirstAdmin = { id: string; key: string; password: string };

/**
 * Starts the real server (src/server/main.ts) in a child process on a free port and waits
 * until it answers; `servers` keeps it, for the suite to stop after.
 */
export async function startOnFreePort(
  servers: ServerProcess[],
  dataDir: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const server = startServer({ port: await freePort(), dataDir, env, output: 'capture' });
  servers.push(server);
  await server.ready;
  return server;
}

/**
 * `count` students of class six (Student 1, শিক্ষার্থী 1, …), roll 1 to count, each with a guardian's mobile
 * (01710000001, 01710000002, …): their ids in roll order.
 */
export async function insertClassWithGuardians(db: Db, count: number): Promise<string[]> {
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        role: 'student' as const,
        loginId: `student-${i + 1}`,
        passwordHash: 'not-a-real-hash',
        name: `Student ${i + 1}`,
        nameBn: `শিক্ষার্থী ${i + 1}`,
        grade: 'vi',
        roll: String(i + 1),
        guardianPhone: `0171${String(i + 1).padStart(7, '0')}`,
      })),
    )
    .returning({ id: users.id, roll: users.roll });
  return made.sort((x, y) => Number(x.roll) - Number(y.roll)).map((m) => m.id);
}

/**
 * For a suite (call it in the describe) of real app servers in child processes on one
 * fresh database of the kind, sharing one fake SMS gateway: two servers on PostgreSQL,
 * each with its own data directory; one on PGlite, whose database is that server's own.
 * After the suite the servers are killed (SIGKILL), the gateway closed, the database
 * dropped and the directories removed.
 */
export function serversOnOneDatabase(kind: 'pglite' | 'postgres', prefix: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const servers: ServerProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  let fake: FakeGateway | undefined;

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await fake?.close();
    await drop?.();
    fs.rmSync(work, { recursive: true, force: true });
  });

  return {
    /**
     * Starts the fake gateway (delivery reports after 100 ms), makes the database and puts
     * in `students` (insertClassWithGuardians) before any server starts, then starts server A and,
     * on PostgreSQL, server B (sending 40 SMS a second, `env` on top) and signs the admin
     * in on A. `restart` starts A again on its data directory (after it was killed).
     */
    async up(opts: { admin: FirstAdmin; students: number; env?: Record<string, string> }) {
      const gateway = await startFakeGateway({ deliverAfterMs: 100 });
      fake = gateway;
      const pg = kind === 'postgres' ? await freshPostgres() : null;
      drop = pg?.drop;
      const dataDir = path.join(work, 'a');
      const database = await openDatabase({
        databaseUrl: pg?.url,
        pgliteDir: path.join(dataDir, 'db'),
      });
      const ids = await insertClassWithGuardians(database.db, opts.students);
      await database.close();

      const env = {
        ...(pg ? { DATABASE_URL: pg.url } : {}),
        ADMIN_ID: opts.admin.id,
        ADMIN_PASSWORD: opts.admin.key,
        DEMO_CONTENT: 'false',
        SMS_PROVIDER: 'fake',
        SMS_FAKE_URL: gateway.url,
        SMS_PER_SECOND: '40',
        ...opts.env,
      };
      const start = (dir: string) => startOnFreePort(servers, dir, env);
      const a = await start(dataDir);
      const b = pg ? await start(path.join(work, 'b')) : null;
      const { admin } = opts;
      const cookie = await firstSignIn(a.base, admin.id, admin.key, admin.password);
      return { fake: gateway, ids, a, b, cookie, restart: () => start(dataDir) };
    },
  };
}
