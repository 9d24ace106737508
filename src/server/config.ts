import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { passwordProblem } from './modules/auth/password-policy.ts';
import { genericSettingsProblems } from './modules/sms/providers/generic.ts';

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

/** An amount of taka (0.35, 500) read as whole poisha. */
const taka = (what: string) =>
  z
    .string()
    .regex(/^\d+(\.\d{1,2})?$/, { error: `write ${what} in taka, like 0.35 or 500` })
    .transform((v) => Math.round(Number(v) * 100));

/**
 * The SMS gateway (issue 47, docs/deploy.md "SMS"): which kind, and what it needs. Its key
 * stays on the server: no answer, page or log carries it.
 */
const smsEnv = {
  SMS_PROVIDER: z.enum(['off', 'fake', 'bulksmsbd', 'generic']).optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().optional(),
  /** BulkSMSBD's address (its documented one unless a reseller gives another). */
  SMS_API_URL: z.string().url().optional(),
  /** A gateway of the "address with fields" kind: the address with {number}, {message}… */
  SMS_URL: z.string().optional(),
  SMS_METHOD: z.enum(['GET', 'POST']).default('GET'),
  /** More fields for it, as a query string: `user={key}&from={sender}`. */
  SMS_FIELDS: z.string().default(''),
  /** A regular expression a successful answer matches. */
  SMS_SUCCESS: z.string().optional(),
  SMS_BALANCE_URL: z.string().optional(),
  SMS_BALANCE_PATTERN: z.string().optional(),
  /** The gateway drops a repeat of a {reference} it took (a message may be retried after a crash). */
  SMS_DEDUPES: bool.default(false),
  /** Another fake gateway to use (tests with several app servers), instead of the site's own. */
  SMS_FAKE_URL: z.string().url().optional(),
  SMS_RATE: taka('the price of one SMS part').default(35),
  SMS_MONTHLY_CAP: taka('the monthly cap').optional(),
  SMS_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
  /** A message still "sending" this long (seconds) after its request began is reconciled: its server stopped. */
  SMS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
};

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
  ...smsEnv,
});

/** How the site reaches its SMS gateway: what config.sms.gateway holds. */
export type SmsGatewayConfig =
  | { kind: 'bulksmsbd'; baseUrl: string; apiKey: string; senderId: string }
  | {
      kind: 'generic';
      url: string;
      method: 'GET' | 'POST';
      fields: Record<string, string>;
      successPattern: string;
      balanceUrl?: string;
      balancePattern?: string;
      dedupesByReference: boolean;
    }
  /** The local fake gateway: the site starts its own (url null) or uses another's. */
  | { kind: 'fake'; url: string | null };

export type SmsConfig = {
  /** null: SMS is off (not set up); messages can be written but not sent. */
  gateway: SmsGatewayConfig | null;
  /** The gateway's price of one part, in poisha. */
  ratePoisha: number;
  /** The most the school spends a month, in poisha; null: no cap. */
  capPoisha: number | null;
  /** Messages per second, for every app server together. */
  perSecond: number;
  /** How long one request to the gateway may take. */
  timeoutMs: number;
  /** A message still "sending" this long after its request started is reconciled (its server stopped). */
  leaseMs: number;
  /** The first retry's wait after a timeout or a 5xx; doubled each time up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A message the gateway could not take for this long is given up ("expired"). */
  giveUpMs: number;
  /** How often an idle server looks for messages another server queued. */
  pollMs: number;
  /** How often delivery is read back from the gateway. */
  deliveryPollMs: number;
  /** Where the site's own fake gateway keeps what it received (so the demo's phones survive a restart). */
  fakeInboxFile: string | null;
};

export const SMS_TIMINGS = {
  timeoutMs: 15_000,
  leaseMs: 120_000,
  retryBaseMs: 10_000,
  retryMaxMs: 10 * 60_000,
  giveUpMs: 24 * 60 * 60_000,
  pollMs: 2_000,
  deliveryPollMs: 30_000,
} as const;

type Env = z.infer<typeof envSchema>;

/** The SMS settings, with a sentence for each one missing or wrong. */
function smsConfig(e: Env, dataDir: string): SmsConfig {
  const kind = e.SMS_PROVIDER ?? (e.DEMO_CONTENT ? 'fake' : 'off');
  const problems: string[] = [];
  const need = (name: keyof Env, value: string | undefined) => {
    if (!value) problems.push(`  ${name}: needed for SMS_PROVIDER=${kind}`);
    return value ?? '';
  };
  let gateway: SmsGatewayConfig | null = null;
  if (kind === 'fake') gateway = { kind: 'fake', url: e.SMS_FAKE_URL ?? null };
  if (kind === 'bulksmsbd')
    gateway = {
      kind,
      baseUrl: e.SMS_API_URL ?? 'http://bulksmsbd.net',
      apiKey: need('SMS_API_KEY', e.SMS_API_KEY),
      senderId: need('SMS_SENDER_ID', e.SMS_SENDER_ID),
    };
  if (kind === 'generic') {
    // The key and the sender id may live in their own variables: {key} and {sender} are theirs.
    const own = (v: string) =>
      v.replaceAll('{key}', e.SMS_API_KEY ?? '').replaceAll('{sender}', e.SMS_SENDER_ID ?? '');
    const settings = {
      url: own(need('SMS_URL', e.SMS_URL)),
      fields: Object.fromEntries(
        [...new URLSearchParams(e.SMS_FIELDS)].map(([k, v]) => [k, own(v)]),
      ),
      successPattern: need('SMS_SUCCESS', e.SMS_SUCCESS),
      ...(e.SMS_BALANCE_URL ? { balanceUrl: own(e.SMS_BALANCE_URL) } : {}),
      ...(e.SMS_BALANCE_PATTERN ? { balancePattern: e.SMS_BALANCE_PATTERN } : {}),
    };
    if (settings.url && settings.successPattern)
      for (const p of genericSettingsProblems(settings))
        problems.push(`  SMS_URL/SMS_FIELDS: ${p}`);
    gateway = { kind, method: e.SMS_METHOD, dedupesByReference: e.SMS_DEDUPES, ...settings };
  }
  if (problems.length) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return {
    gateway,
    ratePoisha: e.SMS_RATE,
    capPoisha: e.SMS_MONTHLY_CAP ?? null,
    perSecond: e.SMS_PER_SECOND,
    ...SMS_TIMINGS,
    leaseMs: e.SMS_LEASE_SECONDS * 1000,
    // A request is given up well before its message could be taken for one whose server stopped.
    timeoutMs: Math.min(SMS_TIMINGS.timeoutMs, (e.SMS_LEASE_SECONDS * 1000) / 2),
    fakeInboxFile:
      kind === 'fake' && !e.SMS_FAKE_URL ? path.join(dataDir, 'sms-demo-phones.jsonl') : null,
  };
}

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
  /** SMS to guardians (issue 47). */
  sms: SmsConfig;
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
    sms: smsConfig(e, dataDir),
  };
}
