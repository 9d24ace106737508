// `npm start`: builds the web app when it is missing or older than its sources, then serves.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale } from './lib/build-web.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildWebIfStale();

const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
