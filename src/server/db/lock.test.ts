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
