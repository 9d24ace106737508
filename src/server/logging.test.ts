import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { asSameSiteBrowser } from './test/test-app.ts';

/** The server's log, as the school's host would keep it: no guardian's number in it. */
let app: App;
let database: Database;
const lines: string[] = [];

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
  app = asSameSiteBrowser(
    await buildApp({ ...loadConfig({}), webDir: undefined, logLevel: 'info' }, database, {
      logStream: { write: (line) => void lines.push(line) },
    }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

it('logs requests by their path, without the query string', async () => {
  const res = await app.inject({
    url: '/api/admissions/status?reference=ADM-2026-0001&mobile=01812345678',
  });
  expect(res.statusCode).toBeLessThan(500);
  const log = lines.join('');
  expect(log).toContain('/api/admissions/status');
  expect(log).not.toContain('01812345678');
  expect(log).not.toContain('ADM-2026-0001');
});
