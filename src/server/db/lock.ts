import fs from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The data directory ${dir} is in use by another running process (a server or a script). ` +
        'Stop it first: two processes must never open one embedded database, or saved data is lost.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * PGlite does not lock its directory (ARCHITECTURE.md, "Known traps"); this does.
 * The lock is refreshed while the process lives and goes stale soon after it dies,
 * so a crashed server does not block the next start for long.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: path.join(dir, 'server.lock'),
      stale: 10_000,
      update: 2_000,
      realpath: false,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dir);
    throw err;
  }
}
