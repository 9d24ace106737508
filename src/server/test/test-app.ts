import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type App, buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { testConfig, withFakeSms } from './test-config.ts';

export { testConfig, withFakeSms };

import { type Database, openDatabase } from '../db/client.ts';

export type TestContext = { app: App; database: Database; config: Config };

/** The databases every server suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : []),
] as const;

/** A new, empty database on the TEST_DATABASE_URL server, and a way to drop it. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `school_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const rawInjects = new WeakMap<App, App['inject']>();

/**
 * Makes `app.inject` send what a browser sends with a request from the site's own pages
 * (`Sec-Fetch-Site: same-origin`) unless the test sets Origin or Sec-Fetch-Site itself:
 * the server refuses state-changing requests that carry neither.
 */
export function asSameSiteBrowser(app: App): App {
  const raw = app.inject.bind(app) as App['inject'];
  rawInjects.set(app, raw);
  app.inject = ((opts?: InjectOptions | string, cb?: never) => {
    if (opts === undefined) return raw();
    const o: InjectOptions = typeof opts === 'string' ? { url: opts } : opts;
    const headers = { ...(o.headers as Record<string, string> | undefined) };
    const names = Object.keys(headers).map((h) => h.toLowerCase());
    if (!names.includes('origin') && !names.includes('sec-fetch-site'))
      headers['sec-fetch-site'] = 'same-origin';
    return cb ? raw({ ...o, headers }, cb) : raw({ ...o, headers });
  }) as App['inject'];
  return app;
}

/** `inject` exactly as asked: no Origin, no Sec-Fetch-Site unless the options carry them. */
export function rawInject(app: App, opts: InjectOptions) {
  const raw = rawInjects.get(app);
  if (!raw) throw new Error('rawInject: the app was not made by createTestApp');
  return raw(opts);
}

/** Builds the app on a fresh, empty database of the given kind, with its own data directory. */
export async function createTestApp(
  kind: 'pglite' | 'postgres',
  overrides: Partial<Config> = {},
): Promise<TestContext & { close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-test-'));
  const pgDb = kind === 'postgres' ? await freshPostgres() : null;
  const config = testConfig(dataDir, { databaseUrl: pgDb?.url, ...overrides });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: 'memory://' });
  const app = asSameSiteBrowser(await buildApp(config, database));
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs a suite once per test database, each with a fresh app and database for the file
 * (`ctx()` gives it to the tests).
 */
export function describeEachDatabase(
  name: string,
  fn: (ctx: () => TestContext) => void,
  overrides: Partial<Config> = {},
) {
  for (const kind of testDatabases) {
    describe(`${name} [${kind}]`, () => {
      let context: (TestContext & { close: () => Promise<void> }) | undefined;
      beforeAll(async () => {
        context = await createTestApp(kind, overrides);
      });
      afterAll(async () => {
        await context?.close();
      });
      fn(() => {
        if (!context) throw new Error('test app not ready');
        return context;
      });
    });
  }
}
