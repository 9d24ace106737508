import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { confirmPassword, makeAccount, signIn } from '../../test/sign-in.ts';
import { asSameSiteBrowser, testConfig } from '../../test/test-app.ts';

/** A download the admin's browser gives up on is the browser's choice, not the server's failure. */
let app: App;
let database: Database;
let dataDir = '';
const lines: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-abort-'));
  database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
  const config = testConfig(dataDir, { logLevel: 'info', rateLimits: false });
  app = asSameSiteBrowser(
    await buildApp(config, database, { logStream: { write: (line) => void lines.push(line) } }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Pictures that do not compress: the backup is far larger than a socket's first chunk.
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  for (let i = 0; i < 4; i++)
    fs.writeFileSync(path.join(config.uploadsDir, `${randomUUID()}.webp`), randomBytes(4 << 20));
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Line = { level: number; msg?: string; reqId?: string; res?: { statusCode?: number } };

/** GET /api/backup on a raw connection, destroyed after the first bytes or before any come. */
function abandon(cookie: string, when: 'after-first-bytes' | 'before-the-answer') {
  const { port } = app.server.address() as { port: number };
  return new Promise<void>((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/api/backup', headers: { cookie } },
      (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      },
    );
    req.on('error', () => {});
    if (when === 'before-the-answer')
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    setTimeout(() => reject(new Error('no answer')), 30_000);
  });
}

it('logs no error when the admin’s browser abandons a backup download', async () => {
  await makeAccount(database.db, 'admin', { loginId: 'quits' });
  const { cookie } = await signIn(app, 'admin', 'quits');
  await confirmPassword(app, cookie);
  for (const when of ['after-first-bytes', 'before-the-answer'] as const) {
    lines.length = 0;
    await abandon(cookie, when);
    // The server notices the closed connection, ends the backup's read and removes its copy.
    await new Promise((r) => setTimeout(r, 2000));
    const logged = lines.map((l) => JSON.parse(l) as Line);
    expect(
      logged.filter((e) => e.level >= 40 || e.res?.statusCode === 500),
      when,
    ).toEqual([]);
  }
  // The site still answers, and a whole download still works.
  const whole = await app.inject({ url: '/api/backup', headers: { cookie } });
  expect(whole.statusCode).toBe(200);
}, 60_000);
