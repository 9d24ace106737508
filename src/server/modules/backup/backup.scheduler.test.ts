import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { backups, events } from '../../db/schema.ts';
import { makeEvent, pngBytes } from '../../test/factories.ts';
import { makeAccount, signIn } from '../../test/sign-in.ts';
import { filesOf, tableSnapshot } from '../../test/snapshot.ts';
import { createTestApp, type TestContext, testDatabases } from '../../test/test-app.ts';
import { multipart } from '../../test/uploads.ts';
import { dueSlot, schoolInstant } from './backup.scheduler.ts';
import { restoreBackup } from './backup.service.ts';
import { backupsRepository } from './backups.repository.ts';
import {
  INTERRUPTED,
  KEPT_FILE_NAME,
  keptBackups,
  makeKeptBackup,
  NO_ROOM,
  NOT_WRITABLE,
} from './kept-backups.service.ts';

type Site = TestContext & { close: () => Promise<void> };

/** The disk store's folder of kept backups (these suites keep files on disk). */
const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');

describe('when the daily backup falls due (the school’s clock, Asia/Dhaka)', () => {
  const daily = { daily: { hour: 2, minute: 30 } };

  it('belongs to the school’s date, whatever the server’s clock', () => {
    // 02:29 in Dhaka on 28 November is 20:29 UTC on the 27th: the 27th's backup is the last due.
    expect(dueSlot(daily, new Date('2026-11-27T20:29:00Z'))).toEqual({
      slot: 'scheduled:2026-11-27',
      next: new Date('2026-11-27T20:30:00Z'),
    });
    expect(dueSlot(daily, new Date('2026-11-27T20:30:00Z'))).toEqual({
      slot: 'scheduled:2026-11-28',
      next: new Date('2026-11-28T20:30:00Z'),
    });
    // Across a month and a year.
    expect(dueSlot(daily, new Date('2026-12-31T21:00:00Z'))).toEqual({
      slot: 'scheduled:2027-01-01',
      next: new Date('2027-01-01T20:30:00Z'),
    });
    expect(dueSlot({ daily: { hour: 0, minute: 0 } }, new Date('2026-02-28T18:00:00Z'))).toEqual({
      slot: 'scheduled:2026-03-01',
      next: new Date('2026-03-01T18:00:00Z'),
    });
    expect(
      dueSlot({ daily: { hour: 23, minute: 59 } }, new Date('2026-02-28T17:58:59Z')).slot,
    ).toBe('scheduled:2026-02-27');
    expect(schoolInstant('2026-06-15', 13 * 60 + 5)).toEqual(new Date('2026-06-15T07:05:00Z'));
  });

  it('with a short interval (tests), falls due at each multiple of it', () => {
    expect(dueSlot({ everyMs: 1000 }, new Date(2500))).toEqual({
      slot: `scheduled:${new Date(2000).toISOString()}`,
      next: new Date(3000),
    });
  });
});

async function until<T>(what: string, probe: () => Promise<T | null | false>, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const found = await probe();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`gave up waiting: ${what}`);
}

const scheduledRows = (db: Db) =>
  db.select().from(backups).where(eq(backups.kind, 'scheduled')).orderBy(backups.startedAt);

/** The files in DATA_DIR/backups, whole or not. */
const filesIn = (dataDir: string) =>
  fs.existsSync(backupsDir(dataDir)) ? fs.readdirSync(backupsDir(dataDir)).sort() : [];

for (const kind of testDatabases) {
  describe(`the site’s own backups [${kind}]`, { timeout: 120_000 }, () => {
    const open: Site[] = [];
    const site = async (overrides: Parameters<typeof createTestApp>[1] = {}) => {
      const s = await createTestApp(kind, overrides);
      open.push(s);
      return s;
    };
    afterEach(async () => {
      for (const s of open.splice(0).reverse()) await s.close();
    });

    it('runs on its schedule, writes a file and a record each time, and keeps only BACKUP_KEEP', async () => {
      const s = await site({ backupEveryMs: 300, backupKeep: 2 });
      const { db } = s.database;
      await until('four scheduled backups', async () => {
        const rows = await scheduledRows(db);
        return rows.filter((r) => r.status === 'ok').length >= 4;
      });
      // Closing the app stops the schedule, after the backup in progress.
      await s.app.close();
      const rows = await scheduledRows(db);
      expect(rows.every((r) => r.status === 'ok' && r.error === null)).toBe(true);
      expect(new Set(rows.map((r) => r.slot)).size).toBe(rows.length);
      expect(rows.every((r) => (r.sizeBytes ?? 0) > 0)).toBe(true);
      const kept = await backupsRepository(db).kept();
      expect(kept.map((r) => r.id)).toEqual(
        rows
          .slice(-2)
          .reverse()
          .map((r) => r.id),
      );
      // The older ones' files are gone, and their records say so; no half-written file is left.
      expect(rows.slice(0, -2).every((r) => r.fileName === null)).toBe(true);
      expect(filesIn(s.config.dataDir)).toEqual(kept.map((r) => r.fileName).sort());
      for (const name of filesIn(s.config.dataDir)) {
        expect(name).toMatch(KEPT_FILE_NAME);
        const file = path.join(backupsDir(s.config.dataDir), name);
        expect(fs.statSync(file).size).toBe(kept.find((r) => r.fileName === name)!.sizeBytes);
        const entries: string[] = [];
        await tar.t({ file, onReadEntry: (e) => entries.push(e.path) });
        expect(entries).toEqual(expect.arrayContaining(['manifest.json', 'tables/users.json']));
        expect(entries.some((e) => e.startsWith('backups'))).toBe(false);
      }
      // Stopped: nothing more is made.
      const count = rows.length;
      await new Promise((r) => setTimeout(r, 700));
      expect(await scheduledRows(db)).toHaveLength(count);
    });

    it('records a failed backup, shows it to admins, and makes the next one when the cause is gone', async () => {
      const s = await site({ backupEveryMs: 300, rateLimits: false });
      const { db } = s.database;
      // Where the backups go is a file, not a folder: the site cannot write there.
      fs.writeFileSync(backupsDir(s.config.dataDir), 'not a folder');
      const failed = await until('a failed backup', async () => {
        const rows = await scheduledRows(db);
        return rows.find((r) => r.status === 'failed') ?? null;
      });
      expect(failed).toMatchObject({ error: NOT_WRITABLE, fileName: null });
      await makeAccount(db, 'admin', { loginId: 'keeper' });
      const { cookie } = await signIn(s.app, 'admin', 'keeper');
      const shown = (await s.app.inject({ url: '/api/backups', headers: { cookie } })).json();
      expect(shown).toMatchObject({
        items: [],
        lastGoodAt: null,
        lastFailure: { kind: 'scheduled', error: NOT_WRITABLE },
      });
      expect((await backupsRepository(db).latest())?.status).toBe('failed');

      fs.rmSync(backupsDir(s.config.dataDir));
      const good = await until('a good backup after the failure', async () => {
        const rows = await scheduledRows(db);
        return rows.find((r) => r.status === 'ok') ?? null;
      });
      const after = (await s.app.inject({ url: '/api/backups', headers: { cookie } })).json();
      expect(after.items[after.items.length - 1]).toMatchObject({ id: good.id, kind: 'scheduled' });
      expect(after.lastGoodAt > after.lastFailure.startedAt).toBe(true);
      expect(after.lastFailure.error).toBe(NOT_WRITABLE);
    });

    it('does not fill the disk: with too little room left it records why and writes nothing', async () => {
      const s = await site();
      const { db } = s.database;
      const result = await makeKeptBackup({
        db,
        files: s.app.files,
        keep: 14,
        slot: 'scheduled:2026-11-28',
        freeBytes: () => 10 * 1024 * 1024,
      });
      expect(result).toMatchObject({ outcome: 'failed', error: NO_ROOM });
      expect(filesIn(s.config.dataDir)).toEqual([]);
      expect(await backupsRepository(db).lastGood()).toBeNull();
      expect(await backupsRepository(db).latest()).toMatchObject({
        status: 'failed',
        error: NO_ROOM,
      });
    });

    it('a run cut short by a crash neither blocks the next backup nor looks like one', async () => {
      const s = await site();
      const { db } = s.database;
      const repo = backupsRepository(db);
      // The day's backup began, then the process died: its record says running, a
      // half-written file is left.
      const cut = (await repo.start('scheduled', 'scheduled:2026-11-27'))!;
      await db
        .update(backups)
        .set({ startedAt: new Date(Date.now() - 4 * 60 * 60 * 1000) })
        .where(eq(backups.id, cut.id));
      fs.mkdirSync(backupsDir(s.config.dataDir));
      const half = path.join(backupsDir(s.config.dataDir), '.school-backup-half.tar.gz.partial');
      fs.writeFileSync(half, 'half');
      const longAgo = new Date(Date.now() - 4 * 60 * 60 * 1000);
      fs.utimesSync(half, longAgo, longAgo);
      // With PostgreSQL, another process may be making a backup right now: not touched.
      const other = kind === 'postgres' ? (await repo.start('download'))! : null;
      expect(await repo.lastGood()).toBeNull();
      expect(await keptBackups(s.app.files)).toEqual([]);

      // The site starts again on the same database, with its schedule.
      const again = await buildApp({ ...s.config, backupEveryMs: 300 }, s.database);
      try {
        await again.ready();
        const made = await until('the next backup', async () =>
          (await scheduledRows(db)).find((r) => r.status === 'ok'),
        );
        const [before] = await db.select().from(backups).where(eq(backups.id, cut.id));
        expect(before).toMatchObject({ status: 'failed', error: INTERRUPTED, slot: null });
        // The schedule runs every 300 ms, so a later backup may have finished by now: the
        // last good one is a scheduled backup that finished, never the one cut short.
        const last = await repo.lastGood();
        const finished = (await scheduledRows(db)).filter((r) => r.status === 'ok');
        expect(finished.map((r) => r.id)).toContain(made.id);
        expect(finished.map((r) => r.id)).toContain(last?.id);
        expect(fs.existsSync(half)).toBe(false);
        if (other) {
          const [still] = await db.select().from(backups).where(eq(backups.id, other.id));
          expect(still?.status).toBe('running');
        }
      } finally {
        await again.close();
      }
    });

    it('a restore of the newest kept backup gives back what was there: rows and an uploaded image', async () => {
      const s = await site({ backupEveryMs: 400, backupKeep: 3, rateLimits: false });
      const { db } = s.database;
      await makeAccount(db, 'admin', { loginId: 'keeper' });
      const { cookie } = await signIn(s.app, 'admin', 'keeper');
      const upload = await s.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { cookie, ...multipart(await pngBytes(), 'p.png', 'image/png').headers },
        payload: multipart(await pngBytes(), 'p.png', 'image/png').payload,
      });
      expect(upload.statusCode).toBe(201);
      const image = upload.json() as { id: string; url: string };
      const notice = await s.app.inject({
        method: 'POST',
        url: '/api/notices',
        headers: { cookie },
        payload: { date: '2026-11-20', author: 'Head Teacher', imageId: image.id },
      });
      expect(notice.statusCode).toBe(201);
      await makeEvent(db, { name: 'Prize Giving' });
      const written = new Date();
      await until('a backup made after the school’s changes', async () =>
        (await backupsRepository(db).kept()).find((r) => r.startedAt > written),
      );
      // Nothing changes the school's data from here on: every backup since holds the same.
      const before = await tableSnapshot(db);
      const uploads = filesOf(s.config.uploadsDir);
      expect(Object.keys(uploads).length).toBeGreaterThan(0);
      await s.app.close();
      const records = await db.select().from(backups).orderBy(backups.id);

      // Lost: the event, the notice, and the picture's files.
      await db.delete(events);
      await db.execute(sql`delete from notices`);
      fs.rmSync(s.config.uploadsDir, { recursive: true });

      const [newest] = await keptBackups(s.app.files);
      expect(newest).toBe((await backupsRepository(db).kept())[0]!.fileName);
      await restoreBackup(db, s.app.files, (await s.app.files.localPath('backups', newest!))!, {
        replace: true,
      });
      expect(await tableSnapshot(db)).toEqual(before);
      expect(filesOf(s.config.uploadsDir)).toEqual(uploads);
      // The record of the backups is the site's own, not the backup's: left as it was.
      expect(await db.select().from(backups).orderBy(backups.id)).toEqual(records);

      // The restored site shows the picture again.
      const back = await buildApp({ ...s.config }, s.database);
      try {
        const picture = await back.inject({ url: image.url });
        expect(picture.statusCode).toBe(200);
        expect(picture.rawPayload).toEqual(
          fs.readFileSync(path.join(s.config.uploadsDir, path.basename(image.url))),
        );
        const list = (await back.inject({ url: '/api/notices' })).json();
        expect(list.items[0]).toMatchObject({ image: { id: image.id } });
      } finally {
        await back.close();
      }
    });
  });
}

if (testDatabases.includes('postgres' as never)) {
  it('two processes on one PostgreSQL make each backup once', { timeout: 120_000 }, async () => {
    const a = await createTestApp('postgres', { backupEveryMs: 300 });
    // A second process: its own data directory, the same database.
    const b = await createTestApp('pglite', {
      databaseUrl: a.config.databaseUrl,
      backupEveryMs: 300,
    });
    try {
      expect(b.database.kind).toBe('postgres');
      const { db } = a.database;
      await until('six scheduled backups', async () => {
        const rows = await scheduledRows(db);
        return rows.filter((r) => r.status === 'ok').length >= 6;
      });
      await Promise.all([a.app.close(), b.app.close()]);
      const rows = await scheduledRows(db);
      expect(rows.every((r) => r.status === 'ok')).toBe(true);
      // Each slot once, and no backup made that was not recorded: every file is a record's.
      expect(new Set(rows.map((r) => r.slot)).size).toBe(rows.length);
      const files = [...filesIn(a.config.dataDir), ...filesIn(b.config.dataDir)];
      expect(files.sort()).toEqual(rows.map((r) => r.fileName).sort());
    } finally {
      await b.close();
      await a.close();
    }
  });
}
