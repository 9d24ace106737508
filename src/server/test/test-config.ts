import path from 'node:path';
import type { Config } from '../config.ts';

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
    ...overrides,
  };
}
