import fs from 'node:fs/promises';
import path from 'node:path';
import { type FileStore, FOLDERS, isStoredName } from './file-store.ts';

/**
 * Moves the files an earlier start kept in DATA_DIR (uploads, documents, backups) into the
 * database store, where every app server sees them: a site that ran on one machine, or on
 * the embedded database and restored its backup… or simply a server that gets a second one.
 *
 * One file at a time, each saved whole (in one transaction) before it leaves the folder, into
 * this server's cache. A crash halfway loses nothing: the files not moved yet are still in the
 * folder, and the next start moves them (a file saved but not yet moved is saved again, the
 * same bytes). Answers how many were moved.
 */
export async function moveDiskFiles(
  dataDir: string,
  files: FileStore,
  log: (message: string) => void,
): Promise<number> {
  if (files.kind !== 'database') return 0;
  let moved = 0;
  for (const folder of FOLDERS) {
    const dir = path.join(dataDir, folder);
    const names = await fs.readdir(dir).catch(() => null);
    if (!names) continue;
    let left = 0;
    for (const name of names) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      // A half-written file (a temporary name) was never kept; anything else is not the site's.
      if (name.endsWith('.partial') && stat?.isFile()) {
        await fs.rm(file, { force: true });
        continue;
      }
      if (!stat?.isFile() || !isStoredName(name)) {
        left += 1;
        continue;
      }
      await files.putFile(folder, name, file);
      moved += 1;
    }
    if (left === 0) await fs.rmdir(dir).catch(() => {});
    else log(`${left} entries of ${dir} are not files of the site and were left there.`);
  }
  if (moved > 0)
    log(`Moved ${moved} files from ${dataDir} into the database, for every app server.`);
  return moved;
}
