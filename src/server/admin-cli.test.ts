import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { lockDataDir } from './db/lock.ts';
import { startApp } from './start.ts';

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');

async function cli(dataDir: string, ...args: string[]) {
  try {
    const r = await run(tsx, ['scripts/admin.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, out: r.stdout, err: r.stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, out: x.stdout, err: x.stderr };
  }
}

it('creates an admin and resets a password, and refuses while a server holds the data directory', {
  timeout: 120_000,
}, async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-cli-'));
  const env = {
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'silent',
    ADMIN_ID: 'first',
    ADMIN_PASSWORD: 'first-admin-pw',
  };
  // First start: the first admin from ADMIN_ID / ADMIN_PASSWORD.
  let app = await startApp({ ...loadConfig(env), webDir: undefined });
  const held = await cli(dataDir, 'create-admin', 'second', 'second-admin-pw');
  expect(held.code).toBe(3);
  expect(held.err).toMatch(/in use by another running process/);
  await app.close();

  const created = await cli(dataDir, 'create-admin', 'second', 'second-admin-pw');
  expect(created.code).toBe(0);
  expect(created.out).toContain('Admin "second" created');
  expect((await cli(dataDir, 'create-admin', 'second', 'again-password')).code).toBe(1);
  // New passwords: at least 12 characters, not a common one, not the id.
  const short = await cli(dataDir, 'create-admin', 'third', 'short-pw');
  expect(short.code).toBe(2);
  expect(short.err).toContain('Use at least 12 characters');
  const common = await cli(dataDir, 'create-admin', 'third', 'Password1234');
  expect(common.code).toBe(2);
  expect(common.err).toContain('too common');
  expect((await cli(dataDir, 'create-admin', 'third-admin-id', 'third-admin-id')).code).toBe(2);
  const reset = await cli(dataDir, 'reset-password', 'admin', 'first');
  expect(reset.code).toBe(0);
  const newPassword = reset.out.match(/: (\S+)\n/)?.[1];
  expect(newPassword).toBeTruthy();

  app = await startApp({ ...loadConfig(env), webDir: undefined });
  const login = (loginId: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { role: 'admin', loginId, password },
      headers: { 'sec-fetch-site': 'same-origin' },
    });
  expect((await login('second', 'second-admin-pw')).statusCode).toBe(200);
  expect((await login('first', 'first-admin-pw')).statusCode).toBe(401);
  const temporary = await login('first', newPassword!);
  expect(temporary.statusCode).toBe(200);
  // A password reset from the command line is temporary too.
  expect(temporary.json().user.mustChangePassword).toBe(true);
  expect((await login('second', 'second-admin-pw')).json().user.mustChangePassword).toBe(false);
  await app.close();
  // The lock is released when the server closes.
  await (await lockDataDir(dataDir))();
});
