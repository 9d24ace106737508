import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
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

/** This process's own mark, so a lock left by an earlier process with the same pid is known for dead. */
const INSTANCE = randomUUID();
type Owner = { pid: number; host: string; instance: string };

const isLocked = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ELOCKED';

/**
 * Whether the process that wrote `ownerFile` has certainly died: it ran on this machine
 * and its pid is gone (or is now this process, started after it). Unknown means alive.
 */
function holderIsDead(ownerFile: string): boolean {
  let owner: Owner;
  try {
    owner = JSON.parse(fs.readFileSync(ownerFile, 'utf8'));
  } catch {
    return false;
  }
  if (owner.host !== os.hostname() || !Number.isInteger(owner.pid) || owner.pid <= 0) return false;
  if (owner.pid === process.pid) return owner.instance !== INSTANCE;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * PGlite does not lock its directory (ARCHITECTURE.md, "Known traps"); this does.
 * The lock is refreshed while the process lives and goes stale 10 s after it dies. A
 * server killed outright (SIGKILL, out of memory, power cut) on this machine does not
 * even block the next start for that long: the lock names its process, and a lock
 * whose process is gone is taken over at once. Taking and taking over happen behind a
 * short-lived gate, so two processes starting together never both win.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, 'server.lock');
  const ownerFile = path.join(dir, 'server.lock.owner');
  const options = { lockfilePath: lockPath, stale: 10_000, update: 2_000, realpath: false };

  const openGate = await lockfile
    .lock(path.join(dir, 'server.lock.gate'), {
      realpath: false,
      stale: 10_000,
      retries: { retries: 30, minTimeout: 50, maxTimeout: 500 },
    })
    .catch((err: unknown) => {
      throw isLocked(err) ? new DataDirLockedError(dir) : err;
    });
  try {
    let release: () => Promise<void>;
    try {
      release = await lockfile.lock(dir, options);
    } catch (err) {
      if (!isLocked(err) || !holderIsDead(ownerFile)) {
        throw isLocked(err) ? new DataDirLockedError(dir) : err;
      }
      fs.rmSync(lockPath, { recursive: true, force: true });
      release = await lockfile.lock(dir, options).catch((again: unknown) => {
        throw isLocked(again) ? new DataDirLockedError(dir) : again;
      });
    }
    const owner: Owner = { pid: process.pid, host: os.hostname(), instance: INSTANCE };
    fs.writeFileSync(ownerFile, JSON.stringify(owner));
    return async () => {
      fs.rmSync(ownerFile, { force: true });
      await release();
    };
  } finally {
    await openGate();
  }
}
