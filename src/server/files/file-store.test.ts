import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { simplePdf } from '../db/seed/simple-pdf.ts';
import { restoreBackup, writeBackup } from '../modules/backup/backup.service.ts';
import { keptBackups, makeKeptBackup } from '../modules/backup/kept-backups.service.ts';
import { imageFileNames } from '../modules/images/images.service.ts';
import { makeImage, pngBytes } from '../test/factories.ts';
import { multipartBody } from '../test/multipart.ts';
import { makeAccount, signIn } from '../test/sign-in.ts';
import {
  asSameSiteBrowser,
  createTestApp,
  describeEachDatabase,
  testDatabases,
} from '../test/test-app.ts';
import { multipart } from '../test/uploads.ts';
import { databaseStore, diskStore, type FileStore } from './file-store.ts';
import { moveDiskFiles } from './move-disk-files.ts';
import { CHUNK_BYTES, storedFilesRepository } from './stored-files.repository.ts';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'school-files-'));
const name = () => `${crypto.randomUUID()}.pdf`;

describeEachDatabase('the file store', (ctx) => {
  const stores: [string, () => FileStore][] = [
    ['disk', () => diskStore(tempDir())],
    ['database', () => databaseStore(ctx().database.db, tempDir())],
  ];
  for (const [kind, make] of stores) {
    describe(`${kind}`, () => {
      it('keeps, lists, gives back and removes a file', async () => {
        const store = make();
        const file = name();
        const bytes = randomBytes(5000);
        await store.put('documents', file, bytes);
        const at = await store.localPath('documents', file);
        expect(fs.readFileSync(at!).equals(bytes)).toBe(true);
        expect((await store.list('documents')).filter((f) => f.name === file)).toEqual([
          { name: file, size: 5000, at: expect.any(Date) },
        ]);
        await store.put('documents', file, Buffer.from('replaced'));
        expect(fs.readFileSync((await store.localPath('documents', file))!, 'utf8')).toBe(
          'replaced',
        );
        await store.remove('documents', [file, name()]);
        expect(await store.localPath('documents', file)).toBeNull();
        expect((await store.list('documents')).map((f) => f.name)).not.toContain(file);
      });

      it('keeps a file larger than a chunk, byte for byte, and takes a file given by its path', async () => {
        const store = make();
        const bytes = randomBytes(CHUNK_BYTES * 2 + 12_345);
        const from = path.join(tempDir(), 'big.tar.gz');
        fs.writeFileSync(from, bytes);
        await store.putFile('backups', 'big.tar.gz', from);
        expect(fs.existsSync(from)).toBe(false);
        const at = await store.localPath('backups', 'big.tar.gz');
        expect(fs.readFileSync(at!).equals(bytes)).toBe(true);
        expect((await store.list('backups')).find((f) => f.name === 'big.tar.gz')?.size).toBe(
          bytes.length,
        );
        await store.remove('backups', ['big.tar.gz']);
      });

      it('refuses a name that is a path or a hidden file', async () => {
        const store = make();
        for (const bad of ['../x.pdf', 'a/b.pdf', '.hidden', '', 'x..pdf'])
          await expect(store.put('documents', bad, Buffer.from('x'))).rejects.toThrow(
            /not a stored file's name/,
          );
      });
    });
  }

  it('database: another server (another DATA_DIR) reads the file, and never one half saved', async () => {
    const { db } = ctx().database;
    const one = databaseStore(db, tempDir());
    const other = databaseStore(db, tempDir());
    const file = name();
    const bytes = randomBytes(CHUNK_BYTES + 10);
    await one.put('documents', file, bytes);
    expect(fs.readFileSync((await other.localPath('documents', file))!).equals(bytes)).toBe(true);
    // Served from its own copy from now on, as fast as from its own disk.
    expect(await other.localPath('documents', file)).toContain(other.localDir('documents'));

    // A save cut short after its first chunk leaves nothing listed or readable.
    const broken = name();
    async function* failing() {
      yield randomBytes(CHUNK_BYTES);
      throw new Error('the process died');
    }
    await expect(storedFilesRepository(db).put('documents', broken, failing())).rejects.toThrow(
      'the process died',
    );
    expect(await other.localPath('documents', broken)).toBeNull();
    expect((await other.list('documents')).map((f) => f.name)).not.toContain(broken);

    // Removed on one: the other's copy goes at its sweep.
    await one.remove('documents', [file]);
    expect(await other.sweepCache(new Date(Date.now() + 1000))).toBeGreaterThanOrEqual(1);
    expect(fs.existsSync(path.join(other.localDir('documents'), file))).toBe(false);
  });

  it('database: moves the files an earlier start kept on disk, and resumes after a crash', async () => {
    const { db } = ctx().database;
    const dataDir = tempDir();
    const pictures = Array.from({ length: 6 }, () => `${crypto.randomUUID()}.webp`);
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    for (const p of pictures) fs.writeFileSync(path.join(dataDir, 'uploads', p), p);
    fs.writeFileSync(path.join(dataDir, 'uploads', `.${pictures[0]}.1a2b.partial`), 'half');
    fs.mkdirSync(path.join(dataDir, 'documents'));
    fs.writeFileSync(path.join(dataDir, 'documents', 'routine.pdf'), 'pdf');
    fs.mkdirSync(path.join(dataDir, 'documents', 'not-a-file'));

    const store = databaseStore(db, dataDir);
    // The first start dies after three pictures are saved.
    let saved = 0;
    const dying: FileStore = {
      ...store,
      putFile: async (folder, n, from) => {
        if (saved === 3) throw new Error('killed');
        await store.putFile(folder, n, from);
        saved += 1;
      },
    };
    await expect(moveDiskFiles(dataDir, dying, () => {})).rejects.toThrow('killed');
    expect(
      fs.readdirSync(path.join(dataDir, 'uploads')).filter((n) => !n.startsWith('.')),
    ).toHaveLength(3);

    const said: string[] = [];
    expect(await moveDiskFiles(dataDir, store, (m) => said.push(m))).toBe(4);
    const other = databaseStore(db, tempDir());
    for (const p of pictures)
      expect(fs.readFileSync((await other.localPath('uploads', p))!, 'utf8')).toBe(p);
    expect(fs.readFileSync((await other.localPath('documents', 'routine.pdf'))!, 'utf8')).toBe(
      'pdf',
    );
    // Nothing left to move but what is not the site's; the half-written file is gone.
    expect(fs.existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, 'documents'))).toEqual(['not-a-file']);
    expect(said.join('\n')).toMatch(/1 entries of .*documents are not files of the site/);
    expect(await moveDiskFiles(dataDir, store, () => {})).toBe(0);
  });
});

/**
 * Two app servers, each with its own DATA_DIR, on one database with the database store:
 * what one keeps, the other serves; what one replaces or removes, the other never serves.
 */
describeEachDatabase(
  'app servers sharing files through the database',
  (ctx) => {
    let b: Awaited<ReturnType<typeof buildApp>>;
    let cookie = '';
    const dataDirB = tempDir();
    beforeAll(async () => {
      const a = ctx();
      b = asSameSiteBrowser(
        await buildApp(
          { ...a.config, dataDir: dataDirB, uploadsDir: path.join(dataDirB, 'uploads') },
          a.database,
        ),
      );
      await b.ready();
      await makeAccount(a.database.db, 'admin', { loginId: 'shared-files-admin' });
      cookie = (await signIn(a.app, 'admin', 'shared-files-admin')).cookie;
    });
    afterAll(async () => {
      await b.close();
      fs.rmSync(dataDirB, { recursive: true, force: true });
    });

    it('a photo uploaded through one is served by the other, and gone from both once removed', async () => {
      const up = await ctx().app.inject({
        method: 'POST',
        url: '/api/uploads',
        ...multipart(await pngBytes(), 'p.png', 'image/png'),
        headers: { ...multipart(await pngBytes(), 'p.png', 'image/png').headers, cookie },
      });
      expect(up.statusCode, up.body).toBe(201);
      const { url, thumbUrl, id } = up.json();
      for (const u of [url, thumbUrl]) {
        const [here, there] = [await ctx().app.inject({ url: u }), await b.inject({ url: u })];
        expect([here.statusCode, there.statusCode]).toEqual([200, 200]);
        expect(there.headers['content-type']).toBe('image/webp');
        expect(there.rawPayload.equals(here.rawPayload)).toBe(true);
      }
      expect(fs.existsSync(path.join(dataDirB, 'file-cache', 'uploads', `${id}.webp`))).toBe(true);
      // Not in this server's DATA_DIR/uploads: nothing of the disk store is used.
      expect(fs.existsSync(path.join(dataDirB, 'uploads', `${id}.webp`))).toBe(false);
      // The image's record goes (the sweep of unsaved uploads): B's copy is never served again.
      const { sweepUnusedImages } = await import('../modules/images/image-uses.ts');
      await sweepUnusedImages(ctx().database.db, ctx().app.files, -1000);
      expect((await b.inject({ url })).statusCode).toBe(404);
      expect((await ctx().app.inject({ url })).statusCode).toBe(404);
    });

    it('a class routine replaced on one is replaced on the other', async () => {
      const upload = async (pdf: Buffer) => {
        const body = multipartBody(
          { kind: 'routine', grade: 'viii' },
          {
            field: 'file',
            name: 'routine.pdf',
            bytes: pdf,
          },
        );
        const res = await ctx().app.inject({
          method: 'POST',
          url: '/api/documents',
          payload: body.payload,
          headers: { ...body.headers, cookie },
        });
        expect(res.statusCode, res.body).toBe(201);
      };
      const onA = async () =>
        (await ctx().app.inject({ url: '/api/documents?kind=routine' }))
          .json()
          .items.find((d: { grade: string }) => d.grade === 'viii');
      const first = simplePdf('Class Eight Routine', ['Saturday Bangla']);
      await upload(first);
      const before = await onA();
      expect((await b.inject({ url: before.url })).rawPayload.equals(first)).toBe(true);
      const second = simplePdf('Class Eight Routine (new)', ['Saturday English']);
      await upload(second);
      // (B's list is dropped by PostgreSQL's notice, public-cache.test.ts; A's at once.)
      const after = await onA();
      expect(after.url).not.toBe(before.url);
      expect((await b.inject({ url: after.url })).rawPayload.equals(second)).toBe(true);
      expect((await b.inject({ url: before.url })).statusCode).toBe(404);
      const kept = await b.files.list('documents');
      expect(kept.filter((f) => f.size === first.length)).toEqual([]);
      expect(kept.filter((f) => f.size === second.length)).toHaveLength(1);
    });
  },
  { fileStore: 'database', rateLimits: false },
);

/** Backups between the two kinds of store (and so between the embedded database and PostgreSQL). */
for (const source of testDatabases) {
  for (const target of testDatabases) {
    it(`a backup of a site on ${source} with files on disk restores on ${target} with files in the database, and back`, {
      timeout: 60_000,
    }, async () => {
      const from = await createTestApp(source, { fileStore: 'disk' });
      const to = await createTestApp(target, { fileStore: 'database' });
      const back = await createTestApp(source, { fileStore: 'disk' });
      const dir = tempDir();
      try {
        const image = await makeImage(from.database.db, from.app.files);
        await from.app.files.put('documents', `${crypto.randomUUID()}.pdf`, simplePdf('x', ['y']));
        const names = async (store: FileStore) =>
          (await Promise.all((['uploads', 'documents'] as const).map((f) => store.list(f))))
            .flat()
            .map((f) => f.name)
            .sort();
        const wanted = await names(from.app.files);
        expect(wanted).toHaveLength(imageFileNames(image.id).length + 1);

        await writeBackup(from.database.db, from.app.files, path.join(dir, 'a.tar.gz'));
        await restoreBackup(to.database.db, to.app.files, path.join(dir, 'a.tar.gz'));
        expect(await names(to.app.files)).toEqual(wanted);
        // Served from the database by the app, which has nothing of them on its disk before.
        fs.rmSync(path.join(to.config.dataDir, 'file-cache'), { recursive: true, force: true });
        const served = await to.app.inject({ url: `/uploads/${image.id}-240.webp` });
        expect(served.statusCode).toBe(200);
        expect(
          served.rawPayload.equals(
            fs.readFileSync(path.join(from.config.uploadsDir, `${image.id}-240.webp`)),
          ),
        ).toBe(true);

        await writeBackup(to.database.db, to.app.files, path.join(dir, 'b.tar.gz'));
        await restoreBackup(back.database.db, back.app.files, path.join(dir, 'b.tar.gz'));
        expect(await names(back.app.files)).toEqual(wanted);
        expect(fs.readdirSync(back.config.uploadsDir).sort()).toEqual(
          fs.readdirSync(from.config.uploadsDir).sort(),
        );
      } finally {
        await Promise.all([from.close(), to.close(), back.close()]);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }
}

describeEachDatabase(
  'kept backups in the database store',
  (ctx) => {
    it('are kept where every server sees them, the newest BACKUP_KEEP, and restore from another server', {
      timeout: 60_000,
    }, async () => {
      const { database, app } = ctx();
      await makeImage(database.db, app.files);
      const made = [];
      for (const slot of ['scheduled:2026-11-24', 'scheduled:2026-11-25', 'scheduled:2026-11-26'])
        made.push(await makeKeptBackup({ db: database.db, files: app.files, keep: 2, slot }));
      expect(made.map((m) => m.outcome)).toEqual(['ok', 'ok', 'ok']);
      const names = made.map((m) => (m.outcome === 'ok' ? m.fileName : ''));
      // The oldest went beyond the two kept; nothing half-written is left on this disk.
      expect((await keptBackups(app.files)).sort()).toEqual(names.slice(1).sort());
      expect(
        fs.readdirSync(app.files.localDir('backups')).filter((n) => n.startsWith('.')),
      ).toEqual([]);
      // Another server, with nothing on its disk, downloads the newest through its own route.
      const other = databaseStore(database.db, tempDir());
      const [newest] = await keptBackups(other);
      const file = await other.localPath('backups', newest!);
      const target = await createTestApp(database.kind, { fileStore: 'database' });
      try {
        await restoreBackup(target.database.db, target.app.files, file!);
        expect((await target.app.files.list('uploads')).length).toBe(4);
      } finally {
        await target.close();
      }
    });
  },
  { fileStore: 'database' },
);
