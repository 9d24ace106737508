// Builds the web app when dist is missing or older than its sources (`npm start`,
// `npm run audit:web`); exits with vite's status when the build fails.
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

export function buildWebIfStale() {
  const built = path.join(root, 'dist/web/index.html');
  const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json']
    .map((p) => path.join(root, p))
    .filter((p) => fs.existsSync(p));
  if (fs.existsSync(built) && Math.max(...sources.map(newest)) <= fs.statSync(built).mtimeMs)
    return;
  console.log('Building the web app…');
  const r = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
