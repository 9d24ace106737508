// Backups for a school without IT staff:
//   npm run backup [-- <file>]                  one file with the database, images and documents
//   npm run restore -- <file> [--replace]       brings it back (into an empty site, or over one with --replace)
//   npm run restore -- --latest [--replace]     the newest backup the site made by itself (DATA_DIR/backups, or PostgreSQL)
// With the embedded database they open the data directory, so the server must be stopped
// (a running site's admin downloads the same file from the dashboard: Backup).
// A restore checks every entry of the file before it writes anything (backup.service.ts):
// a file that is not exactly a backup of this site is refused, naming what is wrong.
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../src/server/db/lock.ts';
import { openFileStore } from '../src/server/files/file-store.ts';
import {
  BackupError,
  restoreBackup,
  writeBackup,
} from '../src/server/modules/backup/backup.service.ts';
import { keptBackups } from '../src/server/modules/backup/kept-backups.service.ts';

const [command, ...rest] = process.argv.slice(2);
const replace = rest.includes('--replace');
const latest = rest.includes('--latest');
const fileArg = rest.find((a) => !a.startsWith('--'));
const USAGE =
  'Usage: npm run backup [-- <file>]\n       npm run restore -- <file> [--replace]\n       npm run restore -- --latest [--replace]';

async function main(): Promise<number> {
  if (
    (command !== 'backup' && command !== 'restore') ||
    (command === 'restore' && !fileArg === !latest)
  ) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  let release: (() => Promise<void>) | null = null;
  if (!config.databaseUrl) {
    try {
      release = await lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirLockedError) {
        console.error(
          command === 'backup'
            ? `${err.message}\nWhile the site runs, an admin downloads the backup from the dashboard (Backup); or stop the server and run this again.`
            : `${err.message}\nStop the server, then restore.`,
        );
        return 3;
      }
      throw err;
    }
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `${config.dataDir}/db`,
  });
  const files = openFileStore(config, database.db);
  try {
    let restoreFrom = fileArg ? path.resolve(fileArg) : null;
    if (command === 'restore' && latest) {
      const kept = await keptBackups(files);
      restoreFrom = kept[0] ? await files.localPath('backups', kept[0]) : null;
      if (!restoreFrom) {
        console.error('The site has kept no backup.');
        return 1;
      }
      console.log(
        `Restoring the newest of the backups the site kept (${kept.length}): ${restoreFrom}`,
      );
    }
    if (command === 'backup') {
      const file = path.resolve(
        fileArg ?? `school-backup-${new Date().toISOString().slice(0, 10)}.tar.gz`,
      );
      const m = await writeBackup(database.db, files, file);
      console.log(
        `Backup written to ${file}: ${Object.values(m.tables).reduce((a, b) => a + b, 0)} rows in ${Object.keys(m.tables).length} tables, with the images and documents.`,
      );
    } else {
      const m = await restoreBackup(database.db, files, restoreFrom!, { replace });
      console.log(
        `Restored the backup of ${m.createdAt}. Start the site again (npm start, or on a server: systemctl start school-site).`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof BackupError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
    await release?.();
  }
}

process.exit(await main());
