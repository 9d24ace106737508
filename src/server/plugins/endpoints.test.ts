import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../shared/api/index.ts';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { testConfig } from '../test/test-app.ts';
import { routeSchema } from './endpoints.ts';

describe('endpoint declarations', () => {
  let opened: { database: Database; dir: string } | undefined;
  afterEach(async () => {
    await opened?.database.close();
    if (opened) fs.rmSync(opened.dir, { recursive: true, force: true });
    opened = undefined;
  });
  const unstartedApp = async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'school-endpoints-'));
    const database = await openDatabase({ pgliteDir: 'memory://' });
    opened = { database, dir };
    return buildApp(testConfig(dir), database);
  };

  it('refuses to start with an API route that has no declaration', async () => {
    const app = await unstartedApp();
    const registering = app.register(async (scoped) => {
      scoped.get('/api/not-declared', async () => ({ secret: true }));
    });
    await expect(registering.ready()).rejects.toThrow(
      'Route GET /api/not-declared has no declaration in src/shared/api',
    );
  });

  it('refuses a declared address registered by hand with another method', async () => {
    const app = await unstartedApp();
    const registering = app.register(async (scoped) => {
      scoped.post('/api/site', async () => ({}));
    });
    await expect(registering.ready()).rejects.toThrow('Route POST /api/site has no declaration');
  });

  it('refuses one route for two declared operations (their access may differ)', async () => {
    const app = await unstartedApp();
    const registering = app.register(async (scoped) => {
      // GET is for everyone, PUT for admins: one handler cannot hold both checks.
      scoped.route({
        method: ['GET', 'PUT'],
        url: '/api/content/history',
        handler: async () => ({}),
      });
    });
    await expect(registering.ready()).rejects.toThrow(
      'Route /api/content/history needs one declaration',
    );
  });

  it('documents the errors a declaration implies', () => {
    const open = routeSchema(endpoints['events.list']);
    expect(Object.keys(open.response).sort()).toEqual(['200', '400']);
    const own = routeSchema(endpoints['blogs.update']);
    expect(Object.keys(own.response).sort()).toEqual(['200', '400', '401', '403', '404']);
    const gone = routeSchema(endpoints['blogs.remove']);
    expect(Object.keys(gone.response).sort()).toEqual(['204', '400', '401', '403', '404']);
    expect(routeSchema(endpoints['site.get']).response).toHaveProperty('200');
    expect(Object.keys(routeSchema(endpoints['site.get']).response)).toEqual(['200']);
    // A file's answer is documented too, beside the errors of its input and access.
    const file = routeSchema(endpoints['admissions.export']);
    expect(Object.keys(file.response).sort()).toEqual(['200', '400', '401', '403']);
    expect(file.response[200]?.description).toBe('The file itself (text/csv)');
  });

  it('names every operation once, by a unique method and address', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, e] of Object.entries(endpoints)) {
      expect(e.path, name).toMatch(/^\/api\//);
      expect(e.summary.length, name).toBeGreaterThan(0);
    }
  });
});
