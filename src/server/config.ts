import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { passwordProblem } from './modules/auth/password-policy.ts';

const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * TRUST_PROXY: `false` (no proxy), `true` or a number of hops (the proxies in front of
 * the site, nearest first, whose X-Forwarded-For entries are believed), or a
 * comma-separated list of the proxies' addresses or ranges. Never "every hop": then a
 * client could name its own address and escape every per-address limit.
 */
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
const trustProxy = z.string().transform((v, ctx): false | number | string[] => {
  const s = v.trim().toLowerCase();
  if (['false', '0', 'no'].includes(s)) return false;
  if (['true', 'yes'].includes(s)) return 1;
  if (/^\d+$/.test(s)) {
    const n = Number(s);
    if (n >= 1 && n <= 10) return n;
  } else {
    const list = s.split(',').map((a) => a.trim());
    if (list.every((a) => proxyAddress.safeParse(a).success)) return list;
  }
  ctx.addIssue({
    code: 'custom',
    message:
      "use false, true (one proxy), a number of proxies (1-10) or the proxies' addresses (comma-separated)",
  });
  return z.NEVER;
});

/**
 * BACKUP_TIME: when the site makes its daily backup, as HH:MM (24-hour clock) in the
 * school's time zone (SCHOOL_TIME_ZONE, Asia/Dhaka), whatever the server's clock is set
 * to; `off` makes none.
 */
const backupTime = z.string().transform((v, ctx): { hour: number; minute: number } | null => {
  const s = v.trim().toLowerCase();
  if (['off', 'false', 'no'].includes(s)) return null;
  const m = /^(\d{1,2}):(\d{2})$/.exec(s);
  if (m && Number(m[1]) <= 23 && Number(m[2]) <= 59)
    return { hour: Number(m[1]), minute: Number(m[2]) };
  ctx.addIssue({ code: 'custom', message: 'use a time like 02:30 (24-hour clock), or off' });
  return z.NEVER;
});

/**
 * SITE_URL: the site's address as its readers type it (`https://school.example.edu.bd`),
 * or several, comma-separated (`https://school.example.edu.bd,https://www.school.example.edu.bd`).
 * Requests for any other name are refused (plugins/allowed-hosts.ts): a web page elsewhere
 * cannot reach the site through a name of its own (DNS rebinding).
 */
const siteUrls = z.string().transform((v, ctx): { hosts: string[]; origin: string } => {
  const hosts: string[] = [];
  const origins: string[] = [];
  for (const part of v.split(',').map((p) => p.trim())) {
    let url: URL | null = null;
    try {
      url = new URL(part);
    } catch {}
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.hostname === '') {
      ctx.addIssue({
        code: 'custom',
        message: `"${part}" is not an address like https://school.example.edu.bd`,
      });
      return z.NEVER;
    }
    hosts.push(url.hostname.replace(/\.$/, ''));
    origins.push(url.origin);
  }
  return { hosts, origin: origins[0]! };
});

/** The placeholders of deploy/school-site.env and .env.example: published, so anyone's. */
const EXAMPLE_PASSWORDS = new Set(['write-a-long-password-here', 'change-me-please']);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  FILE_STORE: z.enum(['disk', 'database']).optional(),
  ADMIN_ID: z.string().min(1).optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(12, { error: 'use at least 12 characters' })
    .max(200, { error: 'use at most 200 characters' })
    .optional(),
  DEMO_CONTENT: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  BACKUP_TIME: backupTime.default({ hour: 2, minute: 30 }),
  BACKUP_KEEP: z.coerce
    .number({ error: 'use a whole number of backups (1-365)' })
    .int({ error: 'use a whole number of backups (1-365)' })
    .min(1, { error: 'keep at least 1 backup' })
    .max(365, { error: 'keep at most 365 backups' })
    .default(14),
  BENCH_TOKEN: z.string().min(16).optional(),
  SITE_URL: siteUrls.optional(),
  NODE_ENV: z.string().default('production'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** The disk store's pictures (DATA_DIR/uploads). */
  uploadsDir: string;
  databaseUrl: string | undefined;
  /**
   * Where pictures, documents and kept backups are (files/file-store.ts): in PostgreSQL,
   * seen by every app server, when DATABASE_URL is set; in DATA_DIR otherwise
   * (FILE_STORE=disk or database chooses).
   */
  fileStore: 'disk' | 'database';
  adminId: string | undefined;
  adminPassword: string | undefined;
  demoContent: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Behind an https reverse proxy: Secure cookies, HSTS, upgrade-insecure-requests. */
  trustProxy: boolean;
  /** Which proxies' X-Forwarded-* headers are believed (Fastify's trustProxy): hops or addresses. */
  proxies: false | number | string[];
  /**
   * The host names of SITE_URL: with this computer's names and IP addresses, the only
   * names requests may be made for (plugins/allowed-hosts.ts). Empty when SITE_URL is unset.
   */
  siteHosts: string[];
  /**
   * The site's address as SITE_URL first gives it (`https://school.example.edu.bd`): the
   * whole addresses a page names for shared links (og:url, og:image) are on it, whichever
   * name the page was asked for by. Unset: the address the reader reached.
   */
  siteUrl?: string | undefined;
  /** Where the built web app lives; absent in API-only tests. */
  webDir: string | undefined;
  /** The server renderer of the public pages (dist/ssr/entry-server.js); absent: the browser draws them alone. */
  ssrEntry: string | undefined;
  /** Off only in tests that hammer one route. */
  rateLimits: boolean;
  /** How long a sign-in lasts (7 days). */
  sessionTtlMs: number;
  /** `npm run bench` only: its own loopback requests carry this token and skip the rate limits. */
  benchToken: string | undefined;
  /** The daily backup's time in the school's time zone (BACKUP_TIME), or null when off. */
  backupTime: { hour: number; minute: number } | null;
  /** How many of the daily backups DATA_DIR/backups keeps (BACKUP_KEEP). */
  backupKeep: number;
  /** Tests only: a backup every this many milliseconds instead of the daily one. */
  backupEveryMs?: number;
};

/** The one place that reads process.env (STYLE.md, rule 6). */
/**
 * The settings file `.env` in the working directory, when there is one (as .env.example
 * invites): read into the environment, whose own values win (a variable set for one run,
 * or by the service manager). The site, `npm start`, and the admin and backup tools all
 * read it, so they agree on DATA_DIR and the rest. Answers whether there was one.
 */
export function readEnvFile(file = '.env'): boolean {
  if (!fs.existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

/** The environment's settings; from process.env, `.env` read in first (readEnvFile). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (env === process.env) readEnvFile();
  // An empty variable (DATABASE_URL= in a shell or an .env file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // The embedded database has one process, which the data directory's files serve best.
  if (e.FILE_STORE === 'database' && !e.DATABASE_URL)
    throw new Error(
      'Invalid environment:\n  FILE_STORE: database keeps the files in PostgreSQL; set DATABASE_URL too, or leave FILE_STORE out',
    );
  // The first admin's password is typed at the first sign-in and changed there
  // (first-admin.ts); one anyone could guess would give the site away until then.
  if (e.ADMIN_PASSWORD !== undefined) {
    const problem = EXAMPLE_PASSWORDS.has(e.ADMIN_PASSWORD.trim().toLowerCase())
      ? "this is the example file's placeholder, published with the site's code"
      : passwordProblem(e.ADMIN_PASSWORD, e.ADMIN_ID ?? 'admin');
    if (problem)
      throw new Error(
        `Invalid environment:\n  ADMIN_PASSWORD: ${problem}. Write a password of your own (at least 12 characters) for the first admin`,
      );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    fileStore: e.FILE_STORE ?? (e.DATABASE_URL ? 'database' : 'disk'),
    adminId: e.ADMIN_ID,
    adminPassword: e.ADMIN_PASSWORD,
    demoContent: e.DEMO_CONTENT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY !== false,
    proxies: e.TRUST_PROXY,
    siteHosts: e.SITE_URL?.hosts ?? [],
    siteUrl: e.SITE_URL?.origin,
    webDir: path.resolve('dist/web'),
    ssrEntry: path.resolve('dist/ssr/entry-server.js'),
    rateLimits: true,
    benchToken: e.BENCH_TOKEN,
    sessionTtlMs: SESSION_TTL_MS,
    backupTime: e.BACKUP_TIME,
    backupKeep: e.BACKUP_KEEP,
  };
}
