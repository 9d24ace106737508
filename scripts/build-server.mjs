// `npm run build` (after the web app): the server as JavaScript in dist/server, so the
// production start compiles no TypeScript (scripts/lib/build-server.mjs).
import { buildServer } from './lib/build-server.mjs';

try {
  await buildServer();
  console.log('Built the server: dist/server/main.js');
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
