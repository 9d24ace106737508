import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { getTableName, is, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ChangeFeed, observePglite, observePool } from './changes.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The tables each committed write changed (the caches drop what was made from them). */
  changes: ChangeFeed;
  close: () => Promise<void>;
};

/** The schema's tables by their names in the database. */
const tableNames: ReadonlySet<string> = new Set(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableName(table)),
);

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite keeps PostgreSQL's shared buffers inside its own memory. PostgreSQL's default
 * (128 MB) grows that memory from 128 to 188 MB and makes a first start (initdb) peak
 * higher; a school's tables hold a few MB (pictures and documents are files), and the
 * operating system caches the files too. So 32 MB, on new and existing data directories
 * (a command-line setting wins over postgresql.conf).
 */
const SHARED_BUFFERS = 'shared_buffers=32MB';
const pgliteOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', SHARED_BUFFERS],
  initDbStartParams: ['-c', SHARED_BUFFERS],
};

/**
 * Creating a new data directory (initdb) runs a second PostgreSQL in PGlite and copies its
 * memory: about 400 MB that is garbage once the database is open, but which the garbage
 * collector may keep for a long while, under the demo school's seeding and the first
 * requests. The production start (node --expose-gc, scripts/lib/production.mjs) lets the
 * server free it at once; elsewhere `gc` is absent and nothing happens. WebAssembly memory
 * is returned over a few collections, a moment apart.
 */
async function releaseInitdbMemory() {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    gc();
  }
}

/** A random constant so concurrent app processes on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK = 7_340_211;

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in `dataDir`
 * (or in memory when `dataDir` is 'memory://'). Runs pending migrations.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  pgliteDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // A server restart or a dropped connection ends idle clients with an 'error' event;
    // unhandled it would stop the process. The pool discards them and reconnects on demand.
    pool.on('error', () => {});
    const changes = new ChangeFeed(tableNames);
    observePool(pool, changes);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    return { db, kind: 'postgres', changes, close: () => pool.end() };
  }
  const dir = opts.pgliteDir === 'memory://' ? undefined : opts.pgliteDir;
  const created = dir !== undefined && !fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (dir) fs.mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, pgliteOptions);
  await client.waitReady;
  if (created) await releaseInitdbMemory();
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  // Observed after the migrations, which change no kept answer.
  const changes = new ChangeFeed(tableNames);
  observePglite(client, changes);
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    changes,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
