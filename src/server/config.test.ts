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
    proxies: 1,
  });
});

it('listens on this computer only unless HOST says otherwise', () => {
  expect(loadConfig({}).host).toBe('127.0.0.1');
  expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
});

it('trusts a number of proxies or their addresses, never every hop', () => {
  expect(loadConfig({}).proxies).toBe(false);
  expect(loadConfig({ TRUST_PROXY: 'true' })).toMatchObject({ trustProxy: true, proxies: 1 });
  expect(loadConfig({ TRUST_PROXY: '2' })).toMatchObject({ trustProxy: true, proxies: 2 });
  expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' })).toMatchObject({
    trustProxy: true,
    proxies: ['10.0.0.1', '192.168.0.0/16'],
  });
  expect(loadConfig({ TRUST_PROXY: 'false' })).toMatchObject({ trustProxy: false, proxies: false });
  for (const bad of ['all', '0.0.0.0/0x', '11', '-1', 'proxy.example'])
    expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
});

it('refuses bad values with a message naming the variable', () => {
  expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
});
