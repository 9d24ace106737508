// `npm start`: builds the web app when it is missing or older than its sources, then serves.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/web/index.html');

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

const sources = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);
const stale =
  !fs.existsSync(built) ||
  Math.max(...sources.filter(fs.existsSync).map(newest)) > fs.statSync(built).mtimeMs;
if (stale) {
  console.log('Building the web app…');
  const r = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
