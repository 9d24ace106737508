import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../files/file-store.ts';

/**
 * One file holds the whole site: every table as JSON and the uploaded images and
 * documents, in a .tar.gz. It is the same for PGlite and PostgreSQL, so a school can
 * also move from one to the other with it. Sessions are left out: a restored site
 * starts with everyone signed out.
 */
export const BACKUP_TABLES = [
  'images',
  'users',
  'class_teachers',
  'events',
  'notices',
  'staff',
  'albums',
  'album_images',
  'documents',
  'notice_attachments',
  'blogs',
  'admission_periods',
  'admissions',
  'admission_photos',
  'admission_draws',
  // An exam before its classes' results, the results before their marks.
  'exams',
  'exam_results',
  'exam_marks',
  'site_content',
  'problems',
  'solutions',
  'student_notices',
  'suggestions',
  'audit_log',
  'demo_rows',
  // SMS: a batch before its messages.
  'sms_batches',
  'sms_messages',
  'sms_opt_outs',
  // Attendance: the registers before their marks.
  'attendance_settings',
  'attendance_holidays',
  'attendance_registers',
  'attendance_marks',
] as const;
/** Tables of one settings row that a migration puts in every site. */
const SETTINGS_TABLES: readonly string[] = ['attendance_settings'];
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

/** Writes the backup of the database and the site's files (its file store) to `file`. */
export async function writeBackup(db: Db, files: FileStore, file: string): Promise<Manifest> {
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
      fs.mkdirSync(path.join(staging, folder));
      for (const { name } of await files.list(folder)) {
        // A file removed since it was listed is not in the backup: neither is its row then,
        // or the sweep would not have removed it.
        const from = await files.localPath(folder, name);
        if (from) fs.copyFileSync(from, path.join(staging, folder, name));
      }
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
 * What a restore accepts, checked from each entry's header before any of its bytes are
 * read: far more than the site ever writes (a document is at most 10 MB, an image a few
 * hundred KB), far less than would fill the disk.
 */
export type RestoreLimits = {
  /** Bytes of manifest.json. */
  manifestBytes: number;
  /** Bytes of one tables/<table>.json. */
  tableBytes: number;
  /** Bytes of one image or document. */
  fileBytes: number;
  /** Bytes of every entry together: a small file that unpacks to a full disk is refused. */
  totalBytes: number;
  /** Entries in the archive. */
  entries: number;
};
const MiB = 1024 * 1024;
export const RESTORE_LIMITS: RestoreLimits = {
  manifestBytes: 64 * 1024,
  tableBytes: 256 * MiB,
  fileBytes: 32 * MiB,
  totalBytes: 8 * 1024 * MiB,
  entries: 500_000,
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The names the site gives the files it keeps (images.service.ts: <id>.webp and <id>-<width>.webp). */
const UPLOAD_NAME = new RegExp(`^${UUID}(-[0-9]{1,5})?\\.webp$`);
/** documents-admin.routes.ts and the demo seed: <id>.pdf, or <id>.webp for an image. */
const DOCUMENT_NAME = new RegExp(`^${UUID}\\.(pdf|webp)$`);

type Part =
  | { kind: 'folder' }
  | { kind: 'manifest' }
  | { kind: 'table'; table: (typeof BACKUP_TABLES)[number] }
  | { kind: 'file' };

/** What an entry of a backup is, or why it cannot be one (a phrase after the entry's name). */
function partOf(entry: { path: string; type: string; size: number }): Part | string {
  switch (entry.type) {
    case 'File':
    case 'Directory':
      break;
    case 'SymbolicLink':
      return 'is a symbolic link';
    case 'Link':
      return 'is a hard link';
    case 'CharacterDevice':
    case 'BlockDevice':
      return 'is a device';
    case 'FIFO':
      return 'is a named pipe';
    default:
      return `is a ${entry.type} entry, not a file`;
  }
  const p = entry.path;
  if (p.startsWith('/') || p.includes('\\') || /^[A-Za-z]:/.test(p)) return 'has an absolute path';
  if (p.split('/').includes('..')) return 'points outside the backup (..)';
  if (entry.type === 'Directory') {
    const name = p.endsWith('/') ? p.slice(0, -1) : p;
    return name === 'tables' || (FOLDERS as readonly string[]).includes(name)
      ? { kind: 'folder' }
      : 'is not a folder of a backup of this site';
  }
  if (p === 'manifest.json') return { kind: 'manifest' };
  const [folder, name, ...deeper] = p.split('/');
  if (deeper.length === 0 && name !== undefined) {
    if (folder === 'tables') {
      const table = BACKUP_TABLES.find((t) => `${t}.json` === name);
      if (table) return { kind: 'table', table };
      return 'is not a table of this site';
    }
    if (folder === 'uploads' && UPLOAD_NAME.test(name)) return { kind: 'file' };
    if (folder === 'documents' && DOCUMENT_NAME.test(name)) return { kind: 'file' };
  }
  return 'is not a file this site writes';
}

function sizeLimit(part: Part, limits: RestoreLimits): number {
  if (part.kind === 'manifest') return limits.manifestBytes;
  if (part.kind === 'table') return limits.tableBytes;
  if (part.kind === 'file') return limits.fileBytes;
  return 0;
}

/** The columns of each backed-up table in this database, as json_populate_recordset reads them. */
async function columnsOf(db: Db): Promise<Map<string, Set<string>>> {
  const rows = await rowsOf(
    db,
    sql`select table_name::text as t, column_name::text as c from information_schema.columns where table_schema = current_schema()`,
  );
  const out = new Map<string, Set<string>>();
  for (const { t, c } of rows as { t: string; c: string }[]) {
    if (!out.has(t)) out.set(t, new Set());
    out.get(t)!.add(c);
  }
  return out;
}

/**
 * Why a table's JSON cannot be restored, or its number of rows: it must be a list of
 * objects whose keys are all columns of the table (json_populate_recordset would drop
 * the others without a word), and a document's file must have a name the site gives.
 */
function checkTable(table: string, text: string, columns: Set<string>): number | string {
  let rows: unknown;
  try {
    rows = JSON.parse(text);
  } catch {
    return 'is not JSON';
  }
  if (!Array.isArray(rows)) return `is not a list of ${table} rows`;
  for (const row of rows) {
    if (typeof row !== 'object' || row === null || Array.isArray(row))
      return `is not a list of ${table} rows`;
    for (const key of Object.keys(row))
      if (!columns.has(key)) return `has a column "${key}", which ${table} does not have`;
    if (table === 'documents') {
      const name = (row as Record<string, unknown>).file_name;
      if (typeof name !== 'string' || !DOCUMENT_NAME.test(name))
        return `names the file ${JSON.stringify(name)}, which is not a name this site gives a document`;
    }
  }
  return rows.length;
}

function isManifest(value: unknown): value is Manifest {
  const m = value as Manifest | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    m.format === FORMAT &&
    m.version === 1 &&
    typeof m.createdAt === 'string' &&
    Number.isInteger(m.migrations) &&
    typeof m.tables === 'object' &&
    m.tables !== null
  );
}

const refusal = (file: string, entry: string, reason: string) =>
  new BackupError(
    `${file} is not a backup of this site: its entry ${JSON.stringify(entry)} ${reason}. Nothing was restored.`,
  );

/**
 * Lists the archive (tar.t, nothing written anywhere) and checks every entry: its kind,
 * its path against the layout a backup has, its size, and the JSON of the manifest and of
 * each table. Returns the manifest and each entry's size, or throws a BackupError naming
 * the first entry that is wrong.
 */
async function inspect(
  db: Db,
  file: string,
  limits: RestoreLimits,
): Promise<{ manifest: Manifest; sizes: Map<string, { type: string; size: number }> }> {
  const columns = await columnsOf(db);
  const sizes = new Map<string, { type: string; size: number }>();
  const rowCounts = new Map<string, number>();
  let manifest: Manifest | null = null;
  let total = 0;
  let refused: BackupError | null = null;
  /** Why this entry is refused, or what it is (counted against the limits). */
  const admit = (entry: tar.ReadEntry): Part | string => {
    const part = partOf(entry);
    if (typeof part === 'string') return part;
    if (sizes.has(entry.path)) return 'appears twice';
    if (sizes.size >= limits.entries)
      return `is one entry too many (a backup has at most ${limits.entries})`;
    const most = sizeLimit(part, limits);
    if (entry.size > most) return `is ${entry.size} bytes, more than the ${most} it may have`;
    total += entry.size;
    if (total > limits.totalBytes)
      return `takes the backup past ${limits.totalBytes} bytes unpacked`;
    sizes.set(entry.path, { type: entry.type, size: entry.size });
    return part;
  };
  /** Why the JSON of the manifest or a table is refused, or null. */
  const read = (part: Part, text: string): string | null => {
    if (part.kind === 'table') {
      const checked = checkTable(part.table, text, columns.get(part.table) ?? new Set());
      if (typeof checked === 'string') return checked;
      rowCounts.set(part.table, checked);
      return null;
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {}
    if (!isManifest(value)) return 'is not the manifest of a backup of this site';
    manifest = value;
    return null;
  };
  const parser: tar.Parser = tar.t({
    strict: true,
    onReadEntry: (entry) => {
      const refuse = (reason: string) => {
        refused ??= refusal(file, entry.path, reason);
        parser.abort(refused);
      };
      const part = admit(entry);
      if (typeof part === 'string') refuse(part);
      else if (part.kind === 'manifest' || part.kind === 'table') {
        // Bounded by the limits above: a manifest or a table is read whole, then parsed.
        const chunks: Buffer[] = [];
        entry.on('data', (c: Buffer) => chunks.push(c));
        entry.on('end', () => {
          const wrong = read(part, Buffer.concat(chunks).toString('utf8'));
          if (wrong) refuse(wrong);
        });
      }
    },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const stream = fs.createReadStream(file);
      stream.on('error', reject);
      parser.on('error', (err: Error) => {
        stream.destroy();
        reject(err);
      });
      parser.on('end', () => resolve());
      stream.pipe(parser as unknown as NodeJS.WritableStream);
    });
  } catch {
    if (refused) throw refused;
    throw new BackupError(`${file} is not a backup of this site (it could not be unpacked).`);
  }
  if (refused) throw refused;
  const found = manifest as Manifest | null;
  if (!found) throw new BackupError(`${file} is not a backup of this site (it has no manifest).`);
  for (const table of BACKUP_TABLES) {
    if (!rowCounts.has(table)) throw refusal(file, `tables/${table}.json`, 'is missing');
    if (found.tables[table] !== rowCounts.get(table))
      throw refusal(
        file,
        `tables/${table}.json`,
        `has ${rowCounts.get(table)} rows where the manifest says ${found.tables[table]}`,
      );
  }
  return { manifest: found, sizes };
}

/**
 * Brings a backup back into `db` and the file store. The database must be empty (a new data
 * directory) unless `replace` is set, which first removes everything there.
 *
 * The archive is not trusted: every entry is checked while it is only listed, before
 * anything is unpacked, written to the database or put in the data directory (see
 * `inspect`). Then only what was checked is unpacked, into a private folder, with tar's
 * strict options, as plain files whose owner and mode the archive does not choose.
 */
export async function restoreBackup(
  db: Db,
  files: FileStore,
  file: string,
  opts: { replace?: boolean; limits?: Partial<RestoreLimits> } = {},
): Promise<Manifest> {
  const limits = { ...RESTORE_LIMITS, ...opts.limits };
  const { manifest, sizes } = await inspect(db, file, limits);
  const here = await migrationCount(db);
  if (manifest.migrations !== here)
    throw new BackupError(
      `The backup was made by a version of the site with ${manifest.migrations} database migrations; this one has ${here}. Restore it with the same version.`,
    );
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'school-restore-'));
  try {
    // The file is read a second time: anything that differs from what was checked (the
    // file changed in between) is left out and refuses the restore.
    let changed: string | null = null;
    try {
      await tar.x({
        file,
        cwd: staging,
        strict: true,
        preservePaths: false,
        preserveOwner: false,
        keep: true,
        noMtime: true,
        maxDepth: 2,
        filter: (p, entry) => {
          const e = entry as tar.ReadEntry;
          const seen = sizes.get(p);
          const same =
            seen?.type === e.type && seen.size === e.size && typeof partOf(e) !== 'string';
          if (!same) changed ??= p;
          return same;
        },
        onReadEntry: (entry) => {
          entry.mode = entry.type === 'Directory' ? 0o755 : 0o644;
        },
      });
    } catch {
      throw new BackupError(`${file} is not a backup of this site (it could not be unpacked).`);
    }
    if (changed) throw refusal(file, changed, 'changed while the backup was being read');
    const columns = await columnsOf(db);
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
        const checked = checkTable(table, json, columns.get(table) ?? new Set());
        if (typeof checked === 'string') throw refusal(file, `tables/${table}.json`, checked);
        try {
          // A settings row every site has from its migrations gives way to the backup's.
          if (SETTINGS_TABLES.includes(table))
            await t.execute(sql`delete from ${sql.identifier(table)}`);
          await t.execute(
            sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${json}::json)`,
          );
        } catch (err) {
          throw refusal(
            file,
            `tables/${table}.json`,
            `could not be restored (${err instanceof Error ? err.message : String(err)})`,
          );
        }
      }
    });
    for (const folder of FOLDERS) {
      if (opts.replace)
        await files.remove(
          folder,
          (await files.list(folder)).map((f) => f.name),
        );
      const from = path.join(staging, folder);
      for (const name of fs.existsSync(from) ? fs.readdirSync(from) : [])
        await files.putFile(folder, name, path.join(from, name));
    }
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
