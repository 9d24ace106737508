import fs from 'node:fs';
import path from 'node:path';
import { SCHOOL_TIME_ZONE } from '../../../shared/constants.ts';
import { BACKUP_FAILURES } from '../../../shared/schemas/backups.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../files/file-store.ts';
import { BackupError, writeBackup } from './backup.service.ts';
import { type BackupRow, backupsRepository } from './backups.repository.ts';

/**
 * The backups the site makes by itself, kept in the file store's folder "backups"
 * (DATA_DIR/backups, or PostgreSQL: files/file-store.ts). They are not in the backups
 * themselves, and a restore leaves them alone. Each is written on this machine's disk under
 * a temporary name and kept only when whole, so a half-written file is never listed or
 * restored.
 */

/** The names kept backups get: school-backup-<date>-<HHMM>-<start of the record's id>.tar.gz. */
export const KEPT_FILE_NAME = /^school-backup-\d{4}-\d{2}-\d{2}-\d{4}-[0-9a-f]{8}\.tar\.gz$/;
const PARTIAL = '.partial';

/** A run cut short: the process stopped or crashed while making it. */
export const INTERRUPTED = BACKUP_FAILURES.interrupted;
export const DISK_FULL = BACKUP_FAILURES.diskFull;
export const NO_ROOM = BACKUP_FAILURES.noRoom;
export const NOT_WRITABLE = BACKUP_FAILURES.notWritable;

/**
 * A backup still running after this long was cut short: until then another process sharing
 * PostgreSQL may still be making it. (The embedded database has one process, which knows at
 * start that every run still marked running was cut short.)
 */
export const STALE_AFTER_MS = 3 * 60 * 60 * 1000;

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The school's calendar date (YYYY-MM-DD) and minutes since its midnight at `at`. */
export function schoolClock(at: Date): { date: string; minutes: number } {
  const parts = clockFormat.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** What an admin reads about a failed backup: the cause in plain words, never a stack or a query. */
export function describeFailure(err: unknown): string {
  if (err instanceof BackupError) return err.message;
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT') return DISK_FULL;
  if (['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'EISDIR'].includes(code ?? ''))
    return NOT_WRITABLE;
  // A database error carries the query in its message; its cause says what went wrong.
  const cause = (err as { cause?: unknown } | null)?.cause;
  const message = cause instanceof Error ? cause.message : String((err as Error)?.message ?? err);
  return `The backup could not be made: ${message.split('\n')[0]!.slice(0, 300)}`;
}

/** Removes a file if it is there; a folder that is not one (the cause of the failure) is no error. */
function removeQuietly(file: string) {
  try {
    fs.rmSync(file, { force: true });
  } catch {}
}

/** Bytes free for this process on the disk that holds `dir`. */
export function freeBytesOn(dir: string): number {
  const s = fs.statfsSync(dir);
  return s.bavail * s.bsize;
}

export type KeptBackupResult =
  | { outcome: 'ok'; row: BackupRow; fileName: string }
  | { outcome: 'failed'; row: BackupRow; error: string; cause: unknown }
  /** Another process claimed the slot first and makes that backup. */
  | { outcome: 'taken' };

/**
 * Makes one backup to keep: claims the slot (one process per slot, however many share the
 * database), writes the file under a temporary name, renames it, records the outcome, then
 * removes the kept files beyond the newest `keep`. Never throws for a failed backup: it is
 * recorded, for the dashboard to show.
 */
export async function makeKeptBackup(opts: {
  db: Db;
  files: FileStore;
  keep: number;
  slot: string;
  now?: () => Date;
  /** How much room the disk has (statfs); a test gives its own. */
  freeBytes?: (dir: string) => number;
}): Promise<KeptBackupResult> {
  const repo = backupsRepository(opts.db);
  const row = await repo.start('scheduled', opts.slot);
  if (!row) return { outcome: 'taken' };
  const dir = opts.files.localDir('backups');
  const now = (opts.now ?? (() => new Date()))();
  const clock = schoolClock(now);
  const hhmm = `${String(Math.floor(clock.minutes / 60)).padStart(2, '0')}${String(clock.minutes % 60).padStart(2, '0')}`;
  const fileName = `school-backup-${clock.date}-${hhmm}-${row.id.replaceAll('-', '').slice(0, 8)}.tar.gz`;
  const partial = path.join(dir, `.${fileName}${PARTIAL}`);
  try {
    fs.mkdirSync(dir, { recursive: true });
    // The backup needs room for a copy of the files and for the archive: about twice the
    // last one. Filling the disk would stop the database from saving anything else.
    const last = await repo.lastGood();
    const needed = 2 * (last?.sizeBytes ?? 0) + 64 * 1024 * 1024;
    if ((opts.freeBytes ?? freeBytesOn)(dir) < needed) throw new BackupError(NO_ROOM);
    await writeBackup(opts.db, opts.files, partial);
    const size = fs.statSync(partial).size;
    await opts.files.putFile('backups', fileName, partial);
    await repo.succeeded(row.id, fileName, size);
  } catch (cause) {
    // Not recorded as made: no file of it stays, whole or half-written.
    removeQuietly(partial);
    await opts.files.remove('backups', [fileName]).catch(() => {});
    const error = describeFailure(cause);
    await repo.failed(row.id, error);
    return { outcome: 'failed', row, error, cause };
  }
  await removeBeyond(opts.db, opts.files, opts.keep);
  return { outcome: 'ok', row, fileName };
}

/** Removes the kept files beyond the newest `keep`; their records stay, without a file. */
export async function removeBeyond(db: Db, files: FileStore, keep: number): Promise<number> {
  const repo = backupsRepository(db);
  const old = (await repo.kept()).slice(keep);
  for (const row of old) {
    if (row.fileName && KEPT_FILE_NAME.test(row.fileName))
      await files.remove('backups', [row.fileName]);
    await repo.fileRemoved(row.id);
  }
  return old.length;
}

/**
 * Clears what cut-short runs left: their records (marked failed, the slot freed) and their
 * half-written files, those that began before `startedBefore`.
 */
export async function clearInterrupted(db: Db, files: FileStore, startedBefore: Date) {
  await backupsRepository(db).abandon(startedBefore, INTERRUPTED);
  const dir = files.localDir('backups');
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    // No folder yet, or one the site cannot read: the next backup says so if it matters.
    return;
  }
  for (const name of names) {
    if (!name.endsWith(PARTIAL)) continue;
    const file = path.join(dir, name);
    const written = fs.statSync(file, { throwIfNoEntry: false })?.mtime;
    if (written && written < startedBefore) fs.rmSync(file, { force: true });
  }
}

/** The whole backups kept, newest first (for `npm run restore -- --latest`). */
export async function keptBackups(files: FileStore): Promise<string[]> {
  return (await files.list('backups'))
    .filter((f) => KEPT_FILE_NAME.test(f.name))
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.name.localeCompare(a.name))
    .map((f) => f.name);
}
