import type { App } from './app.ts';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/lock.ts';
import { ensureFirstAdmin } from './db/seed/first-admin.ts';
import { ensureSiteBasics, seedDemoSchool } from './db/seed/seed.ts';
import { openFileStore } from './files/file-store.ts';
import { moveDiskFiles } from './files/move-disk-files.ts';
import { imageOldPictures, sizeOldPictures } from './modules/documents/picture-sizes.ts';

/**
 * Opens the database (taking the data directory's lock for PGlite), migrates, seeds
 * an empty database and builds the app. Closing the app releases everything.
 */
export async function startApp(config: Config): Promise<App> {
  const release = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: `${config.dataDir}/db`,
    });
    const print = (m: string) => console.log(m);
    const files = openFileStore(config, database.db);
    // Files an earlier start kept on this machine's disk go where every server sees them.
    if (files.kind === 'database') await moveDiskFiles(config.dataDir, files, print);
    if (config.demoContent) {
      await seedDemoSchool(database.db, { files, log: print });
    }
    await ensureSiteBasics(database.db);
    await sizeOldPictures(database.db, files, (m) => console.warn(m));
    await imageOldPictures(database.db, files, (m) => console.warn(m));
    await ensureFirstAdmin(database.db, {
      adminId: config.adminId,
      adminPassword: config.adminPassword,
      print,
    });
    const app = await buildApp(config, database, { files });
    app.addHook('onClose', async () => {
      await database.close();
      await release?.();
    });
    return app;
  } catch (err) {
    await release?.();
    throw err;
  }
}
