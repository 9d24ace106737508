import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.ts';
import { FIRST_ADMIN_KEY } from './tests/e2e/global-setup.ts';

// A port of its own per run, so two runs on one machine do not meet; the workers
// inherit the runner's environment and so the same port. The run uses it and the next
// one, neither of them 3659, which Chromium refuses (ERR_UNSAFE_PORT).
let firstPort = 3659;
while (firstPort === 3658 || firstPort === 3659) firstPort = 3100 + Math.floor(Math.random() * 800);
process.env.E2E_PORT ??= String(firstPort);
const port = Number(process.env.E2E_PORT);
const dataDir = `.test-data/e2e-${process.pid}`;
// A second server: a school's first start with DEMO_CONTENT=false (empty-site.spec.ts).
const emptyPort = port + 1;
const emptyDataDir = `.test-data/e2e-empty-${process.pid}`;

/** The built app on a fresh data directory, with the e2e admin. */
const server = (on: number, dir: string, env: Record<string, string> = {}) => ({
  command: `rm -rf ${dir} && node_modules/.bin/tsx src/server/main.ts`,
  url: `http://127.0.0.1:${on}/api/health`,
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  env: {
    PORT: String(on),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    // A one-time key: the global setup signs in with it and chooses the journeys' password.
    ADMIN_ID: 'admin',
    ADMIN_PASSWORD: FIRST_ADMIN_KEY,
    // The journeys' own setup calls (applications sent through the API to have some to
    // review) carry it, so that they do not use up the address's ten applications that
    // the forms' journeys send (helpers.ts, SETUP_HEADERS; loopback only, as for bench).
    BENCH_TOKEN: 'e2e-setup-token-not-a-secret',
    // No daily backup (nor its catch-up a few minutes after start) during the journeys.
    BACKUP_TIME: 'off',
    ...env,
  },
});

/** End-to-end journeys in Debian's Chromium against the built app on a fresh data directory. */
export default defineConfig({
  testDir: 'tests/e2e',
  // After the servers answer: the e2e admin's first sign-in (its password change).
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      // The phone project's own specs (offline reading is a phone's need), and the empty site's.
      testIgnore: /\/(phone|offline|empty-site)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // The specs that check what a page shows and how it is laid out, again on a cheap
      // phone's 360 px screen (accessibility.spec.ts checks every route at both widths).
      name: 'phone',
      testMatch:
        /\/(phone|offline|public-routes|events|not-found|admission|print|results|results-admin)\.spec\.ts$/,
      // Each route's heading and axe check at 360 px is accessibility.spec.ts's.
      grepInvert: /renders its heading and the frame/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // A new school's site (the second server): every public page at a desktop's width
      // and a phone's, in English and Bangla.
      name: 'empty-site',
      testMatch: /\/empty-site\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${emptyPort}`,
        viewport: { width: 1280, height: 800 },
      },
    },
  ],
  webServer: [server(port, dataDir), server(emptyPort, emptyDataDir, { DEMO_CONTENT: 'false' })],
});
