// The production start, in one place: `npm start` (scripts/start.mjs) runs it, and
// deploy/school-site.service's ExecStart and Environment are the same command and
// variables (src/server/deploy.test.ts reads the unit, compares, and starts the server
// with the unit's own command and settings). Figures: docs/deploy.md, "Memory".

/** The built server (scripts/lib/build-server.mjs), relative to the project folder. */
export const serverEntry = 'dist/server/main.js';

/**
 * Node's options for the server, for a server with 1 GB of memory:
 * - --max-old-space-size=256: the JavaScript heap stays under 256 MB (the server's own
 *   objects take about 40 MB of it), and the garbage collector works before it grows, on
 *   any machine (Node's own limit depends on the machine's memory);
 * - --expose-gc: lets the server free the memory of creating a new database at once
 *   (src/server/db/client.ts).
 */
export const nodeFlags = ['--max-old-space-size=256', '--expose-gc'];

/** What follows `node` in the production start. */
export const productionArgs = [...nodeFlags, serverEntry];

/**
 * The environment the production start adds. MALLOC_ARENA_MAX=2: the C library gives
 * each thread that allocates (libvips resizing photos, the thread pool) its own memory
 * arena and keeps what it freed; two arenas in all hold a day's work in about 140 MB less.
 */
export const productionEnv = { MALLOC_ARENA_MAX: '2' };
