import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Db } from '../../db/client.ts';

/**
 * One file holds the whole site: every table as JSON and the uploaded images and
 * documents, in a .tar.gz. It is the same for PGlite and PostgreSQL, so a school can
 * also move from one to the other with it. Sessions are left out: a restored site
 * starts with everyone signed out.
 */
export const BACKUP_TABLES = [
  'images',
  'users',
  'events',
  'notices',
  'staff',
  'albums',
  'album_images',
  'documents',
  'blogs',
  'admissions',
  'site_content',
  'problems',
  'solutions',
  'student_notices',
  'suggestions',
  'audit_log',
] as const;
const FOLDERS = ['uploads', 'documents'] as const;
const FORMAT = 'school-site-backup';

export class BackupError extends Error {}

type Manifest = {
  format: string;
  version: 1;
  createdAt: string;
  migrations: number;
  tables: Record<string, number>;
};

async function rowsOf(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

async function migrationCount(db: Db): Promise<number> {
  const [row] = await rowsOf(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return Number(row?.n ?? 0);
}

/** Writes the backup of the database and the data directory's files to `file`. */
export async function writeBackup(db: Db, dataDir: string, file: string): Promise<Manifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'school-backup-'));
  try {
    fs.mkdirSync(path.join(staging, 'tables'));
    const tables: Record<string, number> = {};
    // One transaction, so the tables agree with each other even while the site is in use.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`);
      for (const t of BACKUP_TABLES) {
        const [row] = await rowsOf(
          tx as unknown as Db,
          sql`select coalesce(json_agg(x), '[]'::json)::text as rows from (select * from ${sql.identifier(t)}) x`,
        );
        const json = String(row?.rows ?? '[]');
        tables[t] = (JSON.parse(json) as unknown[]).length;
        fs.writeFileSync(path.join(staging, 'tables', `${t}.json`), json);
      }
    });
    for (const folder of FOLDERS) {
      const from = path.join(dataDir, folder);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(staging, folder), { recursive: true });
      else fs.mkdirSync(path.join(staging, folder));
    }
    const manifest: Manifest = {
      format: FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      migrations: await migrationCount(db),
      tables,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await tar.c({ gzip: true, file, cwd: staging, portable: true }, [
      'manifest.json',
      'tables',
      ...FOLDERS,
    ]);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Brings a backup back into `db` and `dataDir`. The database must be empty (a new data
 * directory) unless `replace` is set, which first removes everything there.
 */
export async function restoreBackup(
  db: Db,
  dataDir: string,
  file: string,
  opts: { replace?: boolean } = {},
): Promise<Manifest> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'school-restore-'));
  try {
    try {
      await tar.x({ file, cwd: staging, strict: true });
    } catch {
      throw new BackupError(`${file} is not a backup of this site (it could not be unpacked).`);
    }
    const manifestFile = path.join(staging, 'manifest.json');
    const manifest = fs.existsSync(manifestFile)
      ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest)
      : null;
    if (manifest?.format !== FORMAT) throw new BackupError(`${file} is not a backup of this site.`);
    const here = await migrationCount(db);
    if (manifest.migrations !== here)
      throw new BackupError(
        `The backup was made by a version of the site with ${manifest.migrations} database migrations; this one has ${here}. Restore it with the same version.`,
      );
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [existing] = await rowsOf(
        t,
        sql`select (select count(*) from users) + (select count(*) from site_content) as n`,
      );
      if (Number(existing?.n ?? 0) > 0) {
        if (!opts.replace)
          throw new BackupError(
            'This site already has data. Restore into a new data directory, or use --replace to overwrite everything.',
          );
        await t.execute(
          sql.raw(
            `truncate table ${[...BACKUP_TABLES, 'sessions'].map((x) => `"${x}"`).join(', ')} cascade`,
          ),
        );
      }
      for (const table of BACKUP_TABLES) {
        const json = fs.readFileSync(path.join(staging, 'tables', `${table}.json`), 'utf8');
        await t.execute(
          sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
        );
      }
    });
    for (const folder of FOLDERS) {
      const target = path.join(dataDir, folder);
      if (opts.replace) fs.rmSync(target, { recursive: true, force: true });
      fs.mkdirSync(target, { recursive: true });
      fs.cpSync(path.join(staging, folder), target, { recursive: true });
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
