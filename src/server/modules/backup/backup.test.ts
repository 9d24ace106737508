import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema.ts';
import { seedDemoSchool } from '../../db/seed/seed.ts';
import { makeAccount, signIn, TEST_PASSWORD } from '../../test/sign-in.ts';
import { createTestApp, testDatabases } from '../../test/test-app.ts';
import { BACKUP_TABLES, BackupError, restoreBackup, writeBackup } from './backup.service.ts';

async function tableSnapshot(db: Db) {
  const out: Record<string, unknown> = {};
  for (const t of BACKUP_TABLES) {
    const result = (await db.execute(
      sql`select coalesce(json_agg(x order by x::text), '[]'::json)::text as rows from (select * from ${sql.identifier(t)}) x`,
    )) as unknown as { rows: { rows: string }[] };
    out[t] = JSON.parse(result.rows[0]!.rows);
  }
  return out;
}

function filesOf(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, f);
    if (fs.statSync(full).isFile()) out[f] = fs.readFileSync(full).toString('base64');
  }
  return out;
}

for (const source of testDatabases) {
  for (const target of testDatabases) {
    it(`round-trips the whole demo school from ${source} to ${target}: every row and every file`, {
      timeout: 180_000,
    }, async () => {
      const from = await createTestApp(source, { rateLimits: false });
      const to = await createTestApp(target, { rateLimits: false });
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'school-bk-')), 'site.tar.gz');
      try {
        await seedDemoSchool(from.database.db, {
          dataDir: from.config.dataDir,
          uploadsDir: from.config.uploadsDir,
        });
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
        const manifest = await writeBackup(from.database.db, from.config.dataDir, file);
        expect(manifest.tables.events).toBeGreaterThanOrEqual(12);

        await restoreBackup(to.database.db, to.config.dataDir, file);
        expect(await tableSnapshot(to.database.db)).toEqual(await tableSnapshot(from.database.db));
        for (const folder of ['uploads', 'documents']) {
          const a = filesOf(path.join(from.config.dataDir, folder));
          expect(Object.keys(a).length).toBeGreaterThan(5);
          expect(filesOf(path.join(to.config.dataDir, folder))).toEqual(a);
        }
        // The restored site works: its admin signs in, a document opens.
        await signIn(to.app, 'admin', 'keeper', TEST_PASSWORD);
        const [doc] = await to.database.db.select().from(documents).limit(1);
        expect(
          (await to.app.inject({ url: `/api/documents/${doc!.id}/download` })).statusCode,
        ).toBe(200);

        await expect(restoreBackup(to.database.db, to.config.dataDir, file)).rejects.toBeInstanceOf(
          BackupError,
        );
        await restoreBackup(to.database.db, to.config.dataDir, file, { replace: true });
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
    await expect(restoreBackup(t.database.db, t.config.dataDir, bad)).rejects.toThrow(
      /not a backup/,
    );
  } finally {
    await t.close();
  }
});

it('lets an admin download the backup from the running site', async () => {
  const t = await createTestApp('pglite', { rateLimits: false });
  try {
    await makeAccount(t.database.db, 'admin', { loginId: 'dl' });
    const { cookie } = await signIn(t.app, 'admin', 'dl');
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
      await restoreBackup(other.database.db, other.config.dataDir, file);
      await signIn(other.app, 'admin', 'dl');
    } finally {
      await other.close();
    }
  } finally {
    await t.close();
  }
});

it('npm run backup and npm run restore work on a stopped site, and wait for a running one to stop', {
  timeout: 120_000,
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
  const restored = await cli(restoredDir, 'restore', file);
  expect(restored.code).toBe(0);
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
      payload: { role: 'admin', loginId: 'head', password: 'head-admin-pw' },
    });
    expect(login.statusCode).toBe(200);
  } finally {
    await back.close();
  }
  expect((await cli(restoredDir, 'restore', file)).code).toBe(1);
});
