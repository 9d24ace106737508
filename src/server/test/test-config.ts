import path from 'node:path';
import { type Config, SMS_TIMINGS } from '../config.ts';

/** The settings of a test app: quiet, no demo school, no daily backup, rate limits on. */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: undefined,
    // On either database: a suite of the database store sets it (files/file-store.test.ts).
    fileStore: 'disk',
    adminId: undefined,
    adminPassword: undefined,
    demoContent: false,
    logLevel: 'silent',
    trustProxy: false,
    proxies: false,
    siteHosts: [],
    webDir: undefined,
    ssrEntry: undefined,
    rateLimits: true,
    benchToken: undefined,
    sessionTtlMs: 7 * 24 * 60 * 60 * 1000,
    // No daily backup: a test that wants the schedule sets backupEveryMs.
    backupTime: null,
    backupKeep: 14,
    // No SMS gateway: the SMS suites give one (the fake), with quick retries.
    sms: {
      gateway: null,
      ratePoisha: 35,
      capPoisha: null,
      perSecond: 1000,
      ...SMS_TIMINGS,
      retryBaseMs: 20,
      retryMaxMs: 200,
      pollMs: 50,
      deliveryPollMs: 100,
      fakeInboxFile: null,
    },
    ...overrides,
  };
}

/** The overrides of a suite that sends SMS: the fake gateway in the app's own process (`app.sms.fake`), testConfig's quick retries. */
export const withFakeSms = {
  sms: { ...testConfig('/tmp').sms, gateway: { kind: 'fake' as const, url: null } },
};
