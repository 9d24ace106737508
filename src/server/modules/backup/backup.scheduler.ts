import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../files/file-store.ts';
import {
  clearInterrupted,
  makeKeptBackup,
  STALE_AFTER_MS,
  schoolClock,
} from './kept-backups.service.ts';

/** Daily at a time of the school's clock, or (tests) every so many milliseconds. */
export type BackupTiming = { daily: { hour: number; minute: number } } | { everyMs: number };

/**
 * After a start, the day's backup is made if it is missing (the site was not running at
 * BACKUP_TIME, say a school computer switched off at night), once the start is over.
 */
export const CATCH_UP_DELAY_MS = 2 * 60 * 1000;
/** A backup that could not even be recorded (the database was unreachable) is tried again after this. */
const RETRY_MS = 10 * 60 * 1000;

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The moment the school's clock shows `minutes` past midnight on `date`. */
export function schoolInstant(date: string, minutes: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  // The zone's offset at a moment: its clock read as if it were UTC, less the moment.
  const offset = (t: number) => {
    const c = schoolClock(new Date(t));
    const [cy, cm, cd] = c.date.split('-').map(Number) as [number, number, number];
    return Date.UTC(cy, cm - 1, cd, 0, c.minutes) - t;
  };
  const first = wall - offset(wall);
  return new Date(wall - offset(first));
}

/**
 * The backup due at `now`: the slot of the last time it fell due (the school's date for the
 * daily one, so one backup per day however many processes share the database) and when
 * the next one falls due.
 */
export function dueSlot(timing: BackupTiming, now: Date): { slot: string; next: Date } {
  if ('everyMs' in timing) {
    const start = Math.floor(now.getTime() / timing.everyMs) * timing.everyMs;
    return {
      slot: `scheduled:${new Date(start).toISOString()}`,
      next: new Date(start + timing.everyMs),
    };
  }
  const at = timing.daily.hour * 60 + timing.daily.minute;
  const clock = schoolClock(now);
  const day = clock.minutes >= at ? clock.date : addDays(clock.date, -1);
  return { slot: `scheduled:${day}`, next: schoolInstant(addDays(day, 1), at) };
}

export type BackupScheduler = { stop: () => Promise<void> };

/**
 * Wakes when a backup falls due and makes it (unless another process sharing the database
 * already claimed its slot). Its timers never keep the process alive; `stop` waits for a
 * backup in progress.
 */
export function startBackupScheduler(opts: {
  db: Db;
  files: FileStore;
  keep: number;
  timing: BackupTiming;
  log: FastifyBaseLogger;
  firstCheckMs: number;
  now?: () => Date;
}): BackupScheduler {
  const now = opts.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  let madeSlot: string | null = null;

  const wait = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(
      () => {
        running = tick().finally(() => {
          running = null;
        });
      },
      Math.min(Math.max(ms, 0), 2 ** 31 - 1),
    );
    timer.unref();
  };

  const tick = async () => {
    const due = dueSlot(opts.timing, now());
    // A timer may fire a moment early: the slot is then the one already made, and it waits on.
    if (due.slot === madeSlot) return wait(due.next.getTime() - now().getTime());
    try {
      await clearInterrupted(opts.db, opts.files, new Date(now().getTime() - STALE_AFTER_MS));
      const result = await makeKeptBackup({ ...opts, slot: due.slot, now });
      madeSlot = due.slot;
      if (result.outcome === 'ok') opts.log.info({ file: result.fileName }, 'backup made');
      else if (result.outcome === 'failed')
        opts.log.error({ err: result.cause }, `backup failed: ${result.error}`);
    } catch (err) {
      opts.log.error({ err }, 'the scheduled backup could not be started or recorded');
      return wait(Math.min(RETRY_MS, due.next.getTime() - now().getTime()));
    }
    wait(due.next.getTime() - now().getTime());
  };

  wait(opts.firstCheckMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * Started with the app (when it is ready) and stopped when it closes: clears what runs cut
 * short by a stop or a crash left behind, then makes the daily backup (BACKUP_TIME,
 * BACKUP_KEEP).
 */
export const backupSchedulerPlugin = fp(async (app: FastifyInstance) => {
  let scheduler: BackupScheduler | null = null;
  app.addHook('onReady', async () => {
    const { db, kind } = app.database;
    const { backupTime, backupEveryMs, backupKeep } = app.config;
    const { files } = app;
    // The embedded database has one process (the data directory's lock): whatever is still
    // marked running was cut short. With PostgreSQL another process may be making one.
    const startedBefore = kind === 'pglite' ? new Date() : new Date(Date.now() - STALE_AFTER_MS);
    await clearInterrupted(db, files, startedBefore);
    const timing: BackupTiming | null = backupEveryMs
      ? { everyMs: backupEveryMs }
      : backupTime
        ? { daily: backupTime }
        : null;
    if (!timing) return;
    scheduler = startBackupScheduler({
      db,
      files,
      keep: backupKeep,
      timing,
      log: app.log,
      firstCheckMs: Math.min(CATCH_UP_DELAY_MS, backupEveryMs ?? CATCH_UP_DELAY_MS),
    });
  });
  app.addHook('preClose', async () => {
    await scheduler?.stop();
  });
});
