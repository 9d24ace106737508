/** Debian's Chromium (ARCHITECTURE.md: a tool's own browser download fails here), or CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** ARCHITECTURE.md's flags for a headless Chromium on a shared machine, for Playwright and Lighthouse. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
