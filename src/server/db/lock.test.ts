import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

it('refuses a second lock on one data directory until the first is released', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-lock-'));
  const release = await lockDataDir(dir);
  await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  await expect(lockDataDir(dir)).rejects.toThrow(/in use by another running process/);
  await release();
  const again = await lockDataDir(dir);
  await again();
});

/** Another process that takes the lock and holds it until killed. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const lock = path.join(import.meta.dirname, 'lock.ts');
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(lock)});
       await lockDataDir(process.argv[1]);
       console.log('locked');
       setInterval(() => {}, 1000);`,
      dir,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return child;
}

it('refuses while another process holds the lock, and takes over at once when it was killed', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-lock-'));
  const holder = await holdInAnotherProcess(dir);
  try {
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  } finally {
    const exited = new Promise((r) => holder.once('exit', r));
    holder.kill('SIGKILL');
    await exited;
  }
  // The dead holder's lock is still fresh (it goes stale only after 10 s) and on disk.
  expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);
  const started = Date.now();
  const release = await lockDataDir(dir);
  expect(Date.now() - started).toBeLessThan(5_000);
  await release();
  fs.rmSync(dir, { recursive: true, force: true });
});
