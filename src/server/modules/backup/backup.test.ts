import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.ts';
import { documents } from '../../db/schema.ts';
import { DEMO_PASSWORD, seedDemoSchool } from '../../db/seed/seed.ts';
import { makeImage } from '../../test/factories.ts';
import { confirmPassword, makeAccount, signIn, TEST_PASSWORD } from '../../test/sign-in.ts';
import { filesOf, tableSnapshot } from '../../test/snapshot.ts';
import { createTestApp, type TestContext, testDatabases } from '../../test/test-app.ts';
import { imageFileNames } from '../images/images.service.ts';
import { downloadName } from './backup.routes.ts';
import { BACKUP_TABLES, BackupError, restoreBackup, writeBackup } from './backup.service.ts';

type Entry = { path: string; type?: tar.Header['type']; body?: Buffer; linkpath?: string };

/** The entries of a .tar.gz, with their bytes. */
async function entriesOf(file: string): Promise<Entry[]> {
  const out: Entry[] = [];
  await tar.t({
    file,
    onReadEntry: (e) => {
      const entry: Entry = { path: e.path, type: e.type, body: Buffer.alloc(0) };
      out.push(entry);
      e.on('data', (c: Buffer) => {
        entry.body = Buffer.concat([entry.body!, c]);
      });
    },
  });
  return out;
}

/** Writes a .tar.gz of exactly these entries, byte by byte, whatever they claim to be. */
function writeTarGz(file: string, entries: Entry[]) {
  const blocks: Buffer[] = [];
  for (const e of entries) {
    const body = e.body ?? Buffer.alloc(0);
    const header = Buffer.alloc(512);
    const needPax = new tar.Header({
      path: e.path,
      type: e.type ?? 'File',
      mode: e.type === 'Directory' ? 0o755 : 0o644,
      size: e.type === 'File' || !e.type ? body.length : 0,
      linkpath: e.linkpath,
      mtime: new Date(0),
      uid: 0,
      gid: 0,
    }).encode(header, 0);
    if (needPax) throw new Error(`path too long for a plain header: ${e.path}`);
    blocks.push(header);
    if (e.type === 'File' || !e.type)
      blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(blocks)));
}

/** Every file and folder under `dir`, for "nothing was written". */
function treeOf(dir: string): string[] {
  return fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).sort() : [];
}

describe('a restore checks every entry of the archive before it writes anything', () => {
  let from: TestContext & { close: () => Promise<void> };
  let to: TestContext & { close: () => Promise<void> };
  let work: string;
  let real: string;
  let entries: Entry[];
  const table = (name: string) => entries.find((e) => e.path === `tables/${name}.json`)!;
  const file = path.join(os.tmpdir(), `school-escape-${randomUUID()}`);

  beforeAll(async () => {
    from = await createTestApp('pglite');
    to = await createTestApp('pglite');
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'school-crafted-'));
    await makeAccount(from.database.db, 'admin', { loginId: 'keeper' });
    await makeImage(from.database.db, from.app.files);
    const pdf = `${randomUUID()}.pdf`;
    fs.mkdirSync(path.join(from.config.dataDir, 'documents'));
    fs.writeFileSync(path.join(from.config.dataDir, 'documents', pdf), '%PDF-1.4\n%%EOF\n');
    await from.database.db.insert(documents).values({
      kind: 'calendar',
      title: 'Academic Calendar',
      mime: 'application/pdf',
      fileName: pdf,
      bytes: 15,
    });
    real = path.join(work, 'real.tar.gz');
    await writeBackup(from.database.db, from.app.files, real);
    entries = await entriesOf(real);
    expect(entries.map((e) => e.path)).toEqual(
      expect.arrayContaining(['manifest.json', 'tables/users.json', `documents/${pdf}`]),
    );
    // The folder and the picture's four files.
    expect(entries.filter((e) => e.path.startsWith('uploads/'))).toHaveLength(5);
  }, 60_000);
  afterAll(async () => {
    await from?.close();
    await to?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const webp = () => `uploads/${randomUUID()}.webp`;
  const rows = (value: unknown) => Buffer.from(JSON.stringify(value));
  const cases: [string, (all: Entry[]) => Entry[], RegExp][] = [
    [
      'a path out of the folder (..)',
      (all) => [...all, { path: `../${path.basename(file)}` }],
      /"\.\.\/school-escape-[^"]+" points outside the backup/,
    ],
    [
      'a path deeper out (uploads/../../)',
      (all) => [...all, { path: `uploads/../../${path.basename(file)}` }],
      /"uploads\/\.\.\/\.\.\/school-escape-[^"]+" points outside/,
    ],
    [
      'an absolute path',
      (all) => [...all, { path: file }],
      /"\/.*school-escape-[^"]+" has an absolute path/,
    ],
    [
      'a symbolic link to a file of the server',
      (all) => [...all, { path: webp(), type: 'SymbolicLink', linkpath: '/etc/passwd' }],
      /"uploads\/[0-9a-f-]+\.webp" is a symbolic link/,
    ],
    [
      'a symbolic link in place of a folder',
      (all) => [{ path: 'uploads', type: 'SymbolicLink', linkpath: '/etc' }, ...all],
      /"uploads" is a symbolic link/,
    ],
    [
      'a hard link',
      (all) => [
        ...all,
        { path: `documents/${randomUUID()}.pdf`, type: 'Link', linkpath: 'manifest.json' },
      ],
      /"documents\/[0-9a-f-]+\.pdf" is a hard link/,
    ],
    ['a device', (all) => [...all, { path: webp(), type: 'CharacterDevice' }], /is a device/],
    ['a named pipe', (all) => [...all, { path: webp(), type: 'FIFO' }], /is a named pipe/],
    [
      'a table the backup does not hold (sessions planted)',
      (all) => [...all, { path: 'tables/sessions.json', body: rows([]) }],
      /"tables\/sessions\.json" is not a table of this site/,
    ],
    [
      'an unknown table',
      (all) => [...all, { path: 'tables/pg_authid.json', body: rows([]) }],
      /"tables\/pg_authid\.json" is not a table/,
    ],
    [
      'a page among the images',
      (all) => [...all, { path: 'uploads/index.html', body: Buffer.from('<script>') }],
      /"uploads\/index\.html" is not a file this site writes/,
    ],
    [
      'a program among the documents',
      (all) => [...all, { path: `documents/${randomUUID()}.exe` }],
      /"documents\/[0-9a-f-]+\.exe" is not a file this site writes/,
    ],
    [
      'a file in a folder of its own',
      (all) => [...all, { path: `uploads/x/${randomUUID()}.webp` }],
      /"uploads\/x\/[0-9a-f-]+\.webp" is not a file this site writes/,
    ],
    [
      'a folder of its own',
      (all) => [...all, { path: 'uploads/x/', type: 'Directory' }],
      /"uploads\/x\/" is not a folder/,
    ],
    [
      'a file beside the layout',
      (all) => [...all, { path: '.env', body: Buffer.from('X=1') }],
      /"\.env" is not a file this site writes/,
    ],
    [
      'an entry twice',
      (all) => [...all, { ...all.find((e) => e.path === 'manifest.json')! }],
      /"manifest\.json" appears twice/,
    ],
    [
      'a table with a column the table does not have',
      (all) =>
        all.map((e) =>
          e.path === 'tables/users.json'
            ? {
                ...e,
                body: rows(
                  (JSON.parse(String(table('users').body)) as object[]).map((r) => ({
                    ...r,
                    is_superuser: true,
                  })),
                ),
              }
            : e,
        ),
      /"tables\/users\.json" has a column "is_superuser", which users does not have/,
    ],
    [
      'a table that is not a list of rows',
      (all) =>
        all.map((e) => (e.path === 'tables/events.json' ? { ...e, body: rows({ rows: [] }) } : e)),
      /"tables\/events\.json" is not a list of events rows/,
    ],
    [
      'a table that is not JSON',
      (all) =>
        all.map((e) => (e.path === 'tables/events.json' ? { ...e, body: Buffer.from('[{') } : e)),
      /"tables\/events\.json" is not JSON/,
    ],
    [
      'a document row that names a file outside its folder',
      (all) =>
        all.map((e) =>
          e.path === 'tables/documents.json'
            ? {
                ...e,
                body: rows(
                  (JSON.parse(String(table('documents').body)) as object[]).map((r) => ({
                    ...r,
                    file_name: '../../../etc/passwd',
                  })),
                ),
              }
            : e,
        ),
      /"tables\/documents\.json" names the file "\.\.\/\.\.\/\.\.\/etc\/passwd"/,
    ],
    [
      'a table missing',
      (all) => all.filter((e) => e.path !== 'tables/audit_log.json'),
      /"tables\/audit_log\.json" is missing/,
    ],
    [
      'an oversized document (33 MB, past the 32 MB a file may have)',
      (all) => [
        ...all,
        { path: `documents/${randomUUID()}.pdf`, body: randomBytes(33 * 1024 * 1024) },
      ],
      /"documents\/[0-9a-f-]+\.pdf" is 34603008 bytes, more than the 33554432/,
    ],
  ];

  /** Restores `archive` into the empty site `to`, expecting a refusal, and proves nothing was written anywhere. */
  async function refused(archive: string, message: RegExp, limits?: { totalBytes: number }) {
    const before = await tableSnapshot(to.database.db);
    const dataBefore = treeOf(to.config.dataDir);
    // The restore's temporary folder goes under a folder watched for any file made in it.
    const sandbox = fs.mkdtempSync(path.join(work, 'tmp-'));
    const made: string[] = [];
    const watcher = fs.watch(sandbox, (_event, name) => made.push(String(name)));
    const tmp = process.env.TMPDIR;
    process.env.TMPDIR = sandbox;
    try {
      const result = restoreBackup(to.database.db, to.app.files, archive, { limits });
      await expect(result).rejects.toBeInstanceOf(BackupError);
      await expect(result).rejects.toThrow(message);
    } finally {
      if (tmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmp;
      await new Promise((r) => setTimeout(r, 50));
      watcher.close();
    }
    expect(made).toEqual([]);
    expect(treeOf(sandbox)).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.existsSync(path.join(work, path.basename(file)))).toBe(false);
    expect(treeOf(to.config.dataDir)).toEqual(dataBefore);
    expect(await tableSnapshot(to.database.db)).toEqual(before);
  }

  it.each(cases)(
    'refuses %s, naming the entry, and writes nothing',
    async (_name, craft, message) => {
      const archive = path.join(work, `${randomUUID()}.tar.gz`);
      writeTarGz(archive, craft(entries));
      await refused(archive, message);
    },
  );

  it('refuses a backup that unpacks to more than the total allowed (a decompression bomb)', async () => {
    const total = entries.reduce((n, e) => n + (e.body?.length ?? 0), 0);
    await refused(real, new RegExp(`past ${total - 1} bytes unpacked`), { totalBytes: total - 1 });
  });

  it('still restores a real backup, and the same entries written again by the test', async () => {
    const again = path.join(work, 'again.tar.gz');
    writeTarGz(again, entries);
    await restoreBackup(to.database.db, to.app.files, again);
    expect(await tableSnapshot(to.database.db)).toEqual(await tableSnapshot(from.database.db));
    for (const folder of ['uploads', 'documents'])
      expect(filesOf(path.join(to.config.dataDir, folder))).toEqual(
        filesOf(path.join(from.config.dataDir, folder)),
      );
    await restoreBackup(to.database.db, to.app.files, real, { replace: true });
    expect(await tableSnapshot(to.database.db)).toEqual(await tableSnapshot(from.database.db));
    await signIn(to.app, 'admin', 'keeper', TEST_PASSWORD);
  });
});

for (const source of testDatabases) {
  for (const target of testDatabases) {
    it(`round-trips the whole demo school from ${source} to ${target}: every row and every file`, {
      timeout: 180_000,
    }, async () => {
      const from = await createTestApp(source, { rateLimits: false });
      const to = await createTestApp(target, { rateLimits: false });
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'school-bk-')), 'site.tar.gz');
      try {
        await seedDemoSchool(from.database.db, { files: from.app.files });
        await makeAccount(from.database.db, 'admin', { loginId: 'keeper' });
        await from.app.inject({
          method: 'POST',
          url: '/api/admissions',
          payload: {
            studentName: 'সাদিয়া',
            studentMobile: '01712345678',
            guardianName: 'G',
            guardianMobile: '01812345678',
            guardianEmail: 'g@example.com',
            guardianOccupation: 'Farmer',
            grade: 'vi',
          },
        });
        const manifest = await writeBackup(from.database.db, from.app.files, file);
        expect(manifest.tables.events).toBeGreaterThanOrEqual(12);

        await restoreBackup(to.database.db, to.app.files, file);
        expect(await tableSnapshot(to.database.db)).toEqual(await tableSnapshot(from.database.db));
        for (const folder of ['uploads', 'documents']) {
          const a = filesOf(path.join(from.config.dataDir, folder));
          expect(Object.keys(a).length).toBeGreaterThan(5);
          expect(filesOf(path.join(to.config.dataDir, folder))).toEqual(a);
        }
        // The restored site works: its admin signs in, a document opens, the teacher who
        // left is still turned off (not on /teachers, no sign-in).
        await signIn(to.app, 'admin', 'keeper', TEST_PASSWORD);
        expect((await to.app.inject({ url: '/api/teachers' })).json().total).toBe(12);
        const left = await to.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { role: 'teacher', loginId: 'teacher13', password: DEMO_PASSWORD },
        });
        expect(left.json().error.code).toBe('account_deactivated');
        // The calendar keeps its WebP copies, served from the restored site.
        const calendarOf = async (app: typeof to.app) =>
          (await app.inject({ url: '/api/documents?kind=calendar' })).json().items[0];
        const calendar = await calendarOf(to.app);
        expect(calendar.image).not.toBeNull();
        expect(calendar.image).toEqual((await calendarOf(from.app)).image);
        for (const name of imageFileNames(calendar.image.id))
          expect((await to.app.inject({ url: `/uploads/${name}` })).statusCode).toBe(200);
        const [doc] = await to.database.db.select().from(documents).limit(1);
        expect(
          (await to.app.inject({ url: `/api/documents/${doc!.id}/download` })).statusCode,
        ).toBe(200);

        await expect(restoreBackup(to.database.db, to.app.files, file)).rejects.toBeInstanceOf(
          BackupError,
        );
        await restoreBackup(to.database.db, to.app.files, file, { replace: true });
        expect(await tableSnapshot(to.database.db)).toEqual(await tableSnapshot(from.database.db));
      } finally {
        await from.close();
        await to.close();
      }
    });
  }
}

it('refuses a file that is not a backup, and changes nothing', async () => {
  const t = await createTestApp('pglite');
  try {
    const bad = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'school-bad-')), 'not.tar.gz');
    fs.writeFileSync(bad, 'just text');
    await expect(restoreBackup(t.database.db, t.app.files, bad)).rejects.toThrow(/not a backup/);
  } finally {
    await t.close();
  }
});

it('names a fresh backup by the day in Bangladesh, which begins six hours before UTC’s', () => {
  expect(downloadName(new Date('2026-11-27T17:59:00Z'))).toBe('school-backup-2026-11-27.tar.gz');
  expect(downloadName(new Date('2026-11-27T20:00:00Z'))).toBe('school-backup-2026-11-28.tar.gz');
});

it('lets an admin download the backup from the running site', async () => {
  const t = await createTestApp('pglite', { rateLimits: false });
  try {
    await makeAccount(t.database.db, 'admin', { loginId: 'dl' });
    const { cookie } = await signIn(t.app, 'admin', 'dl');
    await confirmPassword(t.app, cookie);
    const res = await t.app.inject({ url: '/api/backup', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="school-backup-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
    );
    expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'school-dl-')), 'b.tar.gz');
    fs.writeFileSync(file, res.rawPayload);
    const other = await createTestApp('pglite');
    try {
      await restoreBackup(other.database.db, other.app.files, file);
      await signIn(other.app, 'admin', 'dl');
    } finally {
      await other.close();
    }
  } finally {
    await t.close();
  }
});

it('npm run backup and npm run restore work on a stopped site, and wait for a running one to stop', {
  timeout: 180_000,
}, async () => {
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const { loadConfig } = await import('../../config.ts');
  const { startApp } = await import('../../start.ts');
  const run = promisify(execFile);
  const cli = async (dataDir: string, ...args: string[]) => {
    try {
      const r = await run(path.resolve('node_modules/.bin/tsx'), ['scripts/backup.ts', ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      });
      return { code: 0, out: r.stdout, err: r.stderr };
    } catch (e) {
      const x = e as { code: number; stdout: string; stderr: string };
      return { code: x.code, out: x.stdout, err: x.stderr };
    }
  };
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'school-cli-bk-'));
  const siteDir = path.join(work, 'site');
  const file = path.join(work, 'site.tar.gz');
  const env = {
    DATA_DIR: siteDir,
    DEMO_CONTENT: 'false',
    LOG_LEVEL: 'silent',
    ADMIN_ID: 'head',
    ADMIN_PASSWORD: 'head-admin-pw',
    // The site's own daily backup stays out of this test's files.
    BACKUP_TIME: 'off',
  } as const;
  const app = await startApp({ ...loadConfig(env), webDir: undefined });
  const held = await cli(siteDir, 'backup', file);
  expect(held.code).toBe(3);
  expect(held.err).toMatch(/downloads the backup from the dashboard/);
  await app.close();
  const made = await cli(siteDir, 'backup', file);
  expect(made.code).toBe(0);
  expect(fs.existsSync(file)).toBe(true);
  const restoredDir = path.join(work, 'restored');
  // A crafted archive is refused with the entry named, and leaves the site as it was.
  const crafted = path.join(work, 'crafted.tar.gz');
  writeTarGz(crafted, [
    ...(await entriesOf(file)),
    { path: `uploads/${randomUUID()}.webp`, type: 'SymbolicLink', linkpath: '/etc/passwd' },
  ]);
  const refusedByCli = await cli(restoredDir, 'restore', crafted);
  expect(refusedByCli.code).toBe(1);
  expect(refusedByCli.err).toMatch(
    /"uploads\/[0-9a-f-]+\.webp" is a symbolic link\. Nothing was restored/,
  );
  expect(fs.existsSync(path.join(restoredDir, 'uploads'))).toBe(false);
  // `--latest` takes the newest whole backup the site kept in DATA_DIR/backups: not an
  // older one, not a half-written one.
  const none = await cli(restoredDir, 'restore', '--latest');
  expect(none.code).toBe(1);
  expect(none.err).toMatch(/kept no backup/);
  const kept = path.join(restoredDir, 'backups');
  fs.mkdirSync(kept, { recursive: true });
  const older = path.join(kept, 'school-backup-2026-11-26-0230-0a0b0c0d.tar.gz');
  fs.writeFileSync(older, 'an older file that is not a backup');
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
  fs.utimesSync(older, yesterday, yesterday);
  const newest = path.join(kept, 'school-backup-2026-11-27-0230-1a1b1c1d.tar.gz');
  fs.copyFileSync(file, newest);
  fs.writeFileSync(path.join(kept, `.${path.basename(newest)}.partial`), 'half-written');
  const restored = await cli(restoredDir, 'restore', '--latest');
  expect(restored.code, restored.err).toBe(0);
  expect(restored.out).toContain(`the backups the site kept (2): ${newest}`);
  const back = await startApp({
    ...loadConfig({
      ...env,
      DATA_DIR: restoredDir,
      ADMIN_ID: undefined,
      ADMIN_PASSWORD: undefined,
    }),
    webDir: undefined,
  });
  try {
    const login = await back.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { role: 'admin', loginId: 'head', password: 'head-admin-pw' },
    });
    expect(login.statusCode).toBe(200);
  } finally {
    await back.close();
  }
  expect((await cli(restoredDir, 'restore', file)).code).toBe(1);
});

it('backs up every table but those a restored site starts without', () => {
  const tables = Object.values(schema)
    .filter((t) => is(t, PgTable))
    .map((t) => getTableName(t as PgTable))
    .sort();
  // Sign-ins, their limits and failures, the server's own secrets and the file store's
  // chunks (files travel as files), the backups' own list, a day's promotion's undo, and
  // the SMS gateway's state (stopped or not, the balance: read again from the gateway).
  const left = [
    'backups',
    'login_failures',
    'promotions',
    'rate_limit_hits',
    'server_secrets',
    'sessions',
    'sms_gateway',
    'stored_file_chunks',
    'stored_files',
  ];
  expect([...BACKUP_TABLES, ...left].sort()).toEqual(tables);
});
