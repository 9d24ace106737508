import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allItems,
  firstSignIn,
  freePort,
  type ServerProcess,
  startServer,
  uploadImage,
} from '../../scripts/lib/server-process.ts';
import { pngBytes } from './test/factories.ts';
import { freshPostgres, testDatabases } from './test/test-app.ts';

/**
 * The real server in a child process, killed with SIGKILL while an admin is saving
 * notices: after every restart each notice the server acknowledged (201) is there, and
 * the server starts at once (no stale lock, no damaged database). Then SIGTERM while a
 * slow request is in flight: that request is answered, and the process exits 0.
 */
const WRITERS = 4;
/** ADMIN_PASSWORD is a one-time key: the first sign-in chooses the password. */
const ADMIN = { id: 'crash-admin', key: 'crash-admin-first-key', password: 'crash-admin-password' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const kind of testDatabases) {
  // PGlite's durability is this app's to prove; PostgreSQL's is PostgreSQL's, so fewer there.
  const KILLS = kind === 'pglite' ? 5 : 3;
  describe(`crash safety [${kind}]`, { timeout: 240_000 }, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-crash-'));
    const env: Record<string, string> = {
      ADMIN_ID: ADMIN.id,
      ADMIN_PASSWORD: ADMIN.key,
      DEMO_CONTENT: 'false',
      // Info level logs each request as it arrives: the SIGTERM test waits for its own.
      LOG_LEVEL: 'info',
      // A developer's own database must never be the one killed here.
      DATABASE_URL: '',
      BENCH_TOKEN: '',
    };
    let dropDatabase: (() => Promise<void>) | undefined;
    let port = 0;
    let server: ServerProcess | undefined;
    /** Every notice id the server answered 201 for. */
    const acknowledged = new Set<string>();
    let cookie = '';
    let imageId = '';

    const start = async () => {
      server = startServer({ port, dataDir, env, output: 'capture' });
      await server.ready;
      return server;
    };
    const postNotice = (base: string, title: string) =>
      fetch(`${base}/api/notices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin: base },
        body: JSON.stringify({ date: '2026-07-01', author: 'Crash test', title, imageId }),
        signal: AbortSignal.timeout(15_000),
      });

    beforeAll(async () => {
      port = await freePort();
      if (kind === 'postgres') {
        const pg = await freshPostgres();
        env.DATABASE_URL = pg.url;
        dropDatabase = pg.drop;
      }
    });
    afterAll(async () => {
      await server?.stop('SIGKILL');
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it(`keeps every acknowledged write through ${KILLS} kills at random moments`, async () => {
      const first = await start();
      cookie = await firstSignIn(first.base, ADMIN.id, ADMIN.key, ADMIN.password);
      imageId = await uploadImage(first.base, cookie, await pngBytes());
      const unexpected: string[] = [];

      for (let round = 1; round <= KILLS; round++) {
        const live = server!;
        // The session made before the crash still works: sessions live in the database.
        const session = await (
          await fetch(`${live.base}/api/session`, { headers: { cookie } })
        ).json();
        expect(session.user?.loginId).toBe(ADMIN.id);

        const before = acknowledged.size;
        let dead = false;
        let seq = 0;
        const writers = Array.from({ length: WRITERS }, async () => {
          while (!dead) {
            const title = `round ${round} note ${seq++}`;
            try {
              const res = await postNotice(live.base, title);
              const text = await res.text();
              if (res.status === 201) acknowledged.add((JSON.parse(text) as { id: string }).id);
              else unexpected.push(`${res.status} ${text}`);
            } catch {
              return; // the connection died with the server: not acknowledged
            }
          }
        });
        // Kill once it is busy writing, at a random moment in the next 0.6 s.
        while (
          acknowledged.size < before + 3 &&
          unexpected.length === 0 &&
          live.child.exitCode === null
        ) {
          await sleep(10);
        }
        await sleep(Math.random() * 600);
        const exit = await live.stop('SIGKILL');
        dead = true;
        await Promise.all(writers);
        expect(exit.signal).toBe('SIGKILL');
        expect(unexpected).toEqual([]);

        // It starts again at once, on the same data directory, without complaint.
        const again = await start();
        expect(again.output()).not.toMatch(/in use by another|"level":[56]0|Error/);
      }

      const stored = new Set(
        (await allItems<{ id: string }>(server!.base, '/api/notices')).map((n) => n.id),
      );
      const lost = [...acknowledged].filter((id) => !stored.has(id));
      expect(acknowledged.size).toBeGreaterThanOrEqual(KILLS * 3);
      expect(lost).toEqual([]);
    });

    it('on SIGTERM answers the slow request in flight, then exits 0 and releases the lock', async () => {
      const live = server?.child.exitCode === null ? server : await start();
      const body = Buffer.from(
        JSON.stringify({ date: '2026-07-02', author: 'Slow', title: 'sent slowly', imageId }),
      );
      const mark = live.output().length;
      const req = http.request(`${live.base}/api/notices`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          cookie,
          origin: live.base,
        },
      });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        req.on('response', (res) => {
          let text = '';
          res.on('data', (d: Buffer) => {
            text += d.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on('error', reject);
      });
      // The headers and a part of the body now; SIGTERM once the server has them (its
      // log shows the request arriving); the rest of the body half a second later.
      req.write(body.subarray(0, 10));
      while (!/"method":"POST","url":"\/api\/notices"/.test(live.output().slice(mark))) {
        await sleep(20);
      }
      const exited = live.stop('SIGTERM');
      await sleep(500);
      expect(live.child.exitCode).toBeNull();
      req.end(body.subarray(10));
      const res = await answer;
      expect(res.status).toBe(201);
      acknowledged.add(JSON.parse(res.body).id);
      expect(await exited).toEqual({ code: 0, signal: null });
      if (kind === 'pglite') expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

      // And what it answered is there after the next start.
      const next = await start();
      const stored = new Set(
        (await allItems<{ id: string }>(next.base, '/api/notices')).map((n) => n.id),
      );
      expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
      expect(await next.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    });
  });
}
