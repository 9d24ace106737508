// Builds the web app and its server renderer when dist is missing or older than their
// sources (`npm start`, `npm run audit:web`); exits when the build fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function newest(p) {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = 0;
  for (const e of fs.readdirSync(p)) {
    if (e === 'node_modules' || e.endsWith('.test.ts') || e.endsWith('.test.tsx')) continue;
    m = Math.max(m, newest(path.join(p, e)));
  }
  return m;
}

/**
 * Builds the browser's app into dist/web and the server's renderer of the public pages
 * (src/web/entry-server.tsx) into dist/ssr; returns false when a build fails.
 */
export function buildWeb({ quiet = false } = {}) {
  const vite = path.join(root, 'node_modules/.bin/vite');
  const log = quiet ? ['--logLevel', 'warn'] : [];
  for (const args of [
    ['build', ...log],
    ['build', '--ssr', 'entry-server.tsx', '--outDir', '../../dist/ssr', '--emptyOutDir', ...log],
  ]) {
    const r = spawnSync(vite, args, { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) return false;
  }
  return true;
}

export function buildWebIfStale() {
  const built = ['dist/web/index.html', 'dist/ssr/entry-server.js'].map((p) => path.join(root, p));
  const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json']
    .map((p) => path.join(root, p))
    .filter((p) => fs.existsSync(p));
  const oldest = Math.min(...built.map((p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)));
  if (Math.max(...sources.map(newest)) <= oldest) return;
  console.log('Building the web app…');
  if (!buildWeb({ quiet: true })) process.exit(1);
}
