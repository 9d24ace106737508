// `npm start`: builds the web app and the server when they are missing or older than their
// sources, then serves with the production start (scripts/lib/production.mjs): node
// running the built server, as deploy/school-site.service does.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildServerIfStale } from './lib/build-server.mjs';
import { buildWebIfStale } from './lib/build-web.mjs';
import { productionArgs, productionEnv } from './lib/production.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildWebIfStale();
try {
  await buildServerIfStale();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const server = spawn(process.execPath, productionArgs, {
  cwd: root,
  stdio: 'inherit',
  env: { ...productionEnv, ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
