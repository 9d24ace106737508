import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { CHUNK_BYTES, storedFilesRepository } from './stored-files.repository.ts';

/** What the site keeps as files: pictures (all sizes), documents and notices' PDFs, kept backups. */
export const FOLDERS = ['uploads', 'documents', 'backups'] as const;
export type Folder = (typeof FOLDERS)[number];

export type StoredFile = { name: string; size: number; at: Date };

/**
 * Where the site's files are kept. With the embedded database, in DATA_DIR as always
 * (`diskStore`). With PostgreSQL, in PostgreSQL itself (`databaseStore`), so every app
 * server, whatever its DATA_DIR, sees every file; each keeps a copy of what it served in
 * DATA_DIR/file-cache, and serves it from there as fast as from its own disk.
 *
 * Names never change meaning: a new picture or document gets a new random name, a replaced
 * document a new one too, so a cached copy is never stale. A removed file's copy may stay
 * in another server's cache until its hourly sweep; every route that serves a file looks
 * up its record first (an image, a document, a backup), so a removed one is never served.
 */
export type FileStore = {
  readonly kind: 'disk' | 'database';
  /** Keeps `bytes` under the name, whole or not at all; replaces a file of that name. */
  put(folder: Folder, name: string, bytes: Buffer): Promise<void>;
  /**
   * Keeps the file at `from` under the name, whole or not at all, taking it: it is moved
   * (into the cache, for PostgreSQL, after it is saved there in chunks: a backup), not copied.
   */
  putFile(folder: Folder, name: string, from: string): Promise<void>;
  /**
   * A path on this machine's disk that holds the file (fetched from shared storage into the
   * cache when needed), or null when the file is not kept.
   */
  localPath(folder: Folder, name: string): Promise<string | null>;
  /** Removes the files (those that are kept; the others are no error). */
  remove(folder: Folder, names: string[]): Promise<void>;
  /** Every file kept in the folder (not the half-written ones). */
  list(folder: Folder): Promise<StoredFile[]>;
  /** The folder on this machine's disk that `localPath` answers from, for serving it. */
  localDir(folder: Folder): string;
  /** Removes copies in the cache whose file is no longer kept (nothing on disk). */
  sweepCache(olderThan: Date): Promise<number>;
};

/** A name the store accepts: one plain file name, never a path, never a hidden file. */
export function isStoredName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) && !name.includes('..') && name.length <= 200;
}

function checkName(name: string) {
  if (!isStoredName(name)) throw new Error(`not a stored file's name: ${JSON.stringify(name)}`);
}

/** Writes `bytes` to `file` under a temporary name, then renames it: never half a file. */
async function writeWhole(
  file: string,
  bytes: Buffer | NodeJS.ReadableStream | AsyncIterable<Buffer>,
) {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.partial`,
  );
  try {
    await fsp.writeFile(temporary, bytes as Buffer);
    await fsp.rename(temporary, file);
  } catch (err) {
    await fsp.rm(temporary, { force: true });
    throw err;
  }
}

/** Moves a file, across disks too (a temporary folder may be on another). */
async function moveFile(from: string, to: string) {
  await fsp.mkdir(path.dirname(to), { recursive: true });
  try {
    await fsp.rename(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    await writeWhole(to, fs.createReadStream(from));
    await fsp.rm(from, { force: true });
  }
}

/** The files of a folder on disk, without hidden and half-written ones. */
async function listDir(dir: string): Promise<StoredFile[]> {
  const names = await fsp.readdir(dir).catch(() => [] as string[]);
  const out: StoredFile[] = [];
  for (const name of names) {
    if (name.startsWith('.')) continue;
    const stat = await fsp.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile()) out.push({ name, size: stat.size, at: stat.mtime });
  }
  return out;
}

/** The files in DATA_DIR/<folder>, as the site has always kept them. */
export function diskStore(dataDir: string): FileStore {
  const dir = (folder: Folder) => path.join(dataDir, folder);
  return {
    kind: 'disk',
    async put(folder, name, bytes) {
      checkName(name);
      await writeWhole(path.join(dir(folder), name), bytes);
    },
    async putFile(folder, name, from) {
      checkName(name);
      await moveFile(from, path.join(dir(folder), name));
    },
    async localPath(folder, name) {
      checkName(name);
      const file = path.join(dir(folder), name);
      return fs.existsSync(file) ? file : null;
    },
    async remove(folder, names) {
      for (const name of names) checkName(name);
      await Promise.all(names.map((n) => fsp.rm(path.join(dir(folder), n), { force: true })));
    },
    list: (folder) => listDir(dir(folder)),
    localDir: dir,
    sweepCache: async () => 0,
  };
}

/** Reads a file in chunks of CHUNK_BYTES. */
async function* chunksOf(file: string): AsyncIterable<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    for (;;) {
      const buffer = Buffer.alloc(CHUNK_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) return;
      yield buffer.subarray(0, bytesRead);
    }
  } finally {
    await handle.close();
  }
}

function* slices(bytes: Buffer): Iterable<Buffer> {
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) yield bytes.subarray(at, at + CHUNK_BYTES);
}

class Gone extends Error {}

/** The cache of a database store: DATA_DIR/file-cache/<folder>. */
export function cacheDir(dataDir: string, folder: Folder) {
  return path.join(dataDir, 'file-cache', folder);
}

/** The files in PostgreSQL (stored_files), each server keeping copies in DATA_DIR/file-cache. */
export function databaseStore(db: Db, dataDir: string): FileStore {
  const repo = storedFilesRepository(db);
  const cached = (folder: Folder, name: string) => path.join(cacheDir(dataDir, folder), name);
  /** Fetches into the cache at most once at a time per file in this process. */
  const fetching = new Map<string, Promise<string | null>>();

  const fetch = async (folder: Folder, name: string): Promise<string | null> => {
    const found = await repo.find(folder, name);
    if (!found) return null;
    const file = cached(folder, name);
    async function* bytes() {
      for (let seq = 0; seq < found!.chunks; seq++) {
        const chunk = await repo.chunk(folder, name, seq);
        if (!chunk) throw new Gone();
        yield chunk;
      }
    }
    try {
      // Chunk by chunk: a backup is never whole in memory.
      await writeWhole(file, bytes());
    } catch (err) {
      // Removed (or replaced) while it was read: whatever is there now is read next time.
      if (err instanceof Gone) return null;
      throw err;
    }
    return file;
  };

  return {
    kind: 'database',
    async put(folder, name, bytes) {
      checkName(name);
      await repo.put(folder, name, slices(bytes));
      // The server that keeps a file has it in its cache at once (a thumbnail shown next).
      await writeWhole(cached(folder, name), bytes).catch(() => {});
    },
    async putFile(folder, name, from) {
      checkName(name);
      await repo.put(folder, name, chunksOf(from));
      await moveFile(from, cached(folder, name));
    },
    async localPath(folder, name) {
      checkName(name);
      const file = cached(folder, name);
      if (fs.existsSync(file)) return file;
      const key = `${folder}/${name}`;
      let pending = fetching.get(key);
      if (!pending) {
        pending = fetch(folder, name).finally(() => fetching.delete(key));
        fetching.set(key, pending);
      }
      return pending;
    },
    async remove(folder, names) {
      for (const name of names) checkName(name);
      await repo.remove(folder, names);
      await Promise.all(names.map((n) => fsp.rm(cached(folder, n), { force: true })));
    },
    list: (folder) => repo.list(folder),
    localDir: (folder) => cacheDir(dataDir, folder),
    async sweepCache(olderThan) {
      let removed = 0;
      for (const folder of FOLDERS) {
        const dir = cacheDir(dataDir, folder);
        const names = await fsp.readdir(dir).catch(() => [] as string[]);
        const plain = names.filter((n) => !n.startsWith('.'));
        const kept = await repo.existing(folder, plain);
        for (const name of names) {
          if (kept.has(name)) continue;
          const file = path.join(dir, name);
          const stat = await fsp.stat(file).catch(() => null);
          // A copy just written may be of a file whose transaction is still committing.
          if (stat?.isFile() && stat.mtime < olderThan) {
            await fsp.rm(file, { force: true });
            removed += 1;
          }
        }
      }
      return removed;
    },
  };
}

/** The store the configuration asks for. */
export function openFileStore(config: Pick<Config, 'fileStore' | 'dataDir'>, db: Db): FileStore {
  return config.fileStore === 'database'
    ? databaseStore(db, config.dataDir)
    : diskStore(config.dataDir);
}
