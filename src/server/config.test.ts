import fs from 'node:fs';
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

it('makes a backup every day at 02:30 school time and keeps 14, unless told otherwise', () => {
  expect(loadConfig({})).toMatchObject({ backupTime: { hour: 2, minute: 30 }, backupKeep: 14 });
  expect(loadConfig({ BACKUP_TIME: '23:05', BACKUP_KEEP: '30' })).toMatchObject({
    backupTime: { hour: 23, minute: 5 },
    backupKeep: 30,
  });
  expect(loadConfig({ BACKUP_TIME: '4:00' }).backupTime).toEqual({ hour: 4, minute: 0 });
  for (const off of ['off', 'OFF', 'false', 'no'])
    expect(loadConfig({ BACKUP_TIME: off }).backupTime).toBeNull();
  // Only a test asks for the short interval; the environment cannot.
  expect(loadConfig({ BACKUP_EVERY_MS: '10' }).backupEveryMs).toBeUndefined();
  for (const bad of ['24:00', '02:60', '2.30', 'nightly', '02:30pm', '-1:00'])
    expect(() => loadConfig({ BACKUP_TIME: bad }), bad).toThrow(
      /BACKUP_TIME: use a time like 02:30/,
    );
  for (const bad of ['0', '-3', '2.5', 'all', '366'])
    expect(() => loadConfig({ BACKUP_KEEP: bad }), bad).toThrow(/BACKUP_KEEP/);
});

it('keeps the files in PostgreSQL when DATABASE_URL is set, in DATA_DIR otherwise', () => {
  const url = 'postgres://school@db.example/school';
  expect(loadConfig({}).fileStore).toBe('disk');
  expect(loadConfig({ DATABASE_URL: url }).fileStore).toBe('database');
  // One server on PostgreSQL may keep its files on its own disk, as before.
  expect(loadConfig({ DATABASE_URL: url, FILE_STORE: 'disk' }).fileStore).toBe('disk');
  expect(() => loadConfig({ FILE_STORE: 'database' })).toThrow(/FILE_STORE: .*set DATABASE_URL/);
  expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE/);
});

it('refuses to start with an ADMIN_PASSWORD anyone could know, naming the setting', () => {
  // docs/deploy.md's step 4 copies deploy/school-site.env: left unchanged, the site does not start.
  const copied = Object.fromEntries(
    fs
      .readFileSync(path.resolve('deploy/school-site.env'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  expect(copied.ADMIN_PASSWORD).toBeDefined();
  expect(() => loadConfig(copied)).toThrow(
    /ADMIN_PASSWORD: this is the example file's placeholder/,
  );
  expect(loadConfig({ ...copied, ADMIN_PASSWORD: 'three long river words' }).siteHosts).toEqual([
    'school.example.edu.bd',
  ]);
  // The placeholders of deploy/school-site.env and .env.example.
  for (const placeholder of ['write-a-long-password-here', 'change-me-please'])
    expect(
      () => loadConfig({ ADMIN_ID: 'admin', ADMIN_PASSWORD: placeholder }),
      placeholder,
    ).toThrow(/ADMIN_PASSWORD: this is the example file's placeholder/);
  // And any password the password rules refuse: common, or made of the id.
  expect(() => loadConfig({ ADMIN_PASSWORD: 'Password1234' })).toThrow(
    /ADMIN_PASSWORD: This password is too common/,
  );
  expect(() => loadConfig({ ADMIN_ID: 'headteacher', ADMIN_PASSWORD: 'headteacher2026' })).toThrow(
    /ADMIN_PASSWORD: Do not use your id/,
  );
  expect(() => loadConfig({ ADMIN_PASSWORD: 'adminadminadmin' })).toThrow(/ADMIN_PASSWORD/);
  expect(
    loadConfig({ ADMIN_ID: 'admin', ADMIN_PASSWORD: 'three long river words' }).adminPassword,
  ).toBe('three long river words');
});

it('reads the site’s own names from SITE_URL, one address or several', () => {
  expect(loadConfig({}).siteHosts).toEqual([]);
  expect(loadConfig({ SITE_URL: 'https://School.Example.edu.bd/' }).siteHosts).toEqual([
    'school.example.edu.bd',
  ]);
  expect(
    loadConfig({ SITE_URL: 'https://school.example.edu.bd, https://www.school.example.edu.bd' })
      .siteHosts,
  ).toEqual(['school.example.edu.bd', 'www.school.example.edu.bd']);
  for (const bad of ['school.example.edu.bd', 'ftp://school.example.edu.bd', 'https://'])
    expect(() => loadConfig({ SITE_URL: bad }), bad).toThrow(/SITE_URL/);
});

it('sends SMS through the fake gateway in the demo, and through none on a live site until one is set', () => {
  expect(loadConfig({}).sms.gateway).toEqual({ kind: 'fake', url: null });
  expect(loadConfig({}).sms.fakeInboxFile).toBe(path.resolve('data', 'sms-demo-phones.jsonl'));
  expect(loadConfig({ DEMO_CONTENT: 'false' }).sms.gateway).toBeNull();
  expect(loadConfig({ SMS_PROVIDER: 'off' }).sms.gateway).toBeNull();
  const c = loadConfig({
    DEMO_CONTENT: 'false',
    SMS_PROVIDER: 'bulksmsbd',
    SMS_API_KEY: 'k-123',
    SMS_SENDER_ID: '8809617600000',
    SMS_RATE: '0.30',
    SMS_MONTHLY_CAP: '500',
    SMS_PER_SECOND: '5',
  });
  expect(c.sms).toMatchObject({
    gateway: { kind: 'bulksmsbd', baseUrl: 'http://bulksmsbd.net', apiKey: 'k-123' },
    ratePoisha: 30,
    capPoisha: 50_000,
    perSecond: 5,
  });
});

it('says which SMS setting is missing or wrong', () => {
  expect(() => loadConfig({ SMS_PROVIDER: 'bulksmsbd' })).toThrow(/SMS_API_KEY: needed/);
  expect(() => loadConfig({ SMS_RATE: 'cheap' })).toThrow(/SMS_RATE: write the price/);
  expect(() =>
    loadConfig({ SMS_PROVIDER: 'generic', SMS_URL: 'https://gw.example/send', SMS_SUCCESS: 'OK' }),
  ).toThrow(/no \{number\}/);
  const generic = loadConfig({
    SMS_PROVIDER: 'generic',
    SMS_URL: 'https://gw.example/send?to={number}&text={message}',
    SMS_FIELDS: 'user={key}&from={sender}',
    SMS_API_KEY: 'secret-key',
    SMS_SENDER_ID: 'SCHOOL',
    SMS_SUCCESS: '^OK',
  });
  expect(generic.sms.gateway).toMatchObject({
    kind: 'generic',
    fields: { user: 'secret-key', from: 'SCHOOL' },
    method: 'GET',
  });
});
