import path from 'node:path';
import { expect, it } from 'vitest';
import { loadConfig } from './config.ts';

it('has the documented defaults', () => {
  const c = loadConfig({});
  expect(c).toMatchObject({
    port: 3000,
    demoContent: true,
    trustProxy: false,
    databaseUrl: undefined,
  });
  expect(c.dataDir).toBe(path.resolve('data'));
});

it('reads the environment once, with types', () => {
  const c = loadConfig({
    PORT: '8080',
    DEMO_CONTENT: 'false',
    DATA_DIR: '/srv/school',
    TRUST_PROXY: 'true',
  });
  expect(c).toMatchObject({
    port: 8080,
    demoContent: false,
    dataDir: '/srv/school',
    uploadsDir: '/srv/school/uploads',
    trustProxy: true,
  });
});

it('refuses bad values with a message naming the variable', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
});
