// `npm start`: builds the web app and the server when they are missing or older than their
// sources, then serves with the production start (scripts/lib/production.mjs): node
// running the built server, as deploy/school-site.service does.
import path from 'node:path';
import { buildServerIfStale } from './lib/build-server.mjs';
import { buildWebIfStale } from './lib/build-web.mjs';
import { productionArgs, productionEnv } from './lib/production.mjs';
import { serveChild } from './lib/serve-child.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildWebIfStale();
try {
  await buildServerIfStale();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

// SIGTERM, SIGINT and SIGHUP reach the server once; this process ends with the server's code.
serveChild(productionArgs, { cwd: root, env: { ...productionEnv, ...process.env } });
