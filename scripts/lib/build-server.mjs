// Builds the server once, so production runs JavaScript and compiles no TypeScript at
// start: src/server/main.ts and everything it imports from src/ in one file,
// dist/server/main.js (packages stay in node_modules), with the files the server reads
// at run time beside it, where the code finds them from its own address (import.meta.url).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { serverEntry } from './production.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const outFile = path.join(root, serverEntry);
const outDir = path.dirname(outFile);

/**
 * Files the server reads at run time, from src/server to dist/server. The code finds each
 * one next to its own file (`new URL('./x', import.meta.url)`, `import.meta.dirname`),
 * and in the bundle every file is main.js, so they all go beside it.
 */
const RUNTIME_FILES = [
  { from: 'src/server/db/migrations', to: 'migrations' },
  { from: 'src/server/modules/auth/common-passwords.txt', to: 'common-passwords.txt' },
  { from: 'src/server/db/seed/demo-files', to: 'demo-files' },
];
/** How many times the bundled code names its own address: one for each file above. */
const OWN_ADDRESS = /import\.meta\.(url|dirname|filename)/g;

function newest(p) {
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = st.mtimeMs;
  for (const e of fs.readdirSync(p)) {
    if (e.endsWith('.test.ts')) continue;
    m = Math.max(m, newest(path.join(p, e)));
  }
  return m;
}

/** Bundles the server into dist/server; throws when the build fails. */
export async function buildServer() {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
  });
  const code = fs.readFileSync(outFile, 'utf8');
  const uses = code.match(OWN_ADDRESS)?.length ?? 0;
  if (uses !== RUNTIME_FILES.length) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw new Error(
      `The server's code names its own address ${uses} times, but scripts/lib/build-server.mjs ` +
        `copies ${RUNTIME_FILES.length} files it reads at run time: add the new file to RUNTIME_FILES.`,
    );
  }
  for (const f of RUNTIME_FILES) {
    fs.cpSync(path.join(root, f.from), path.join(outDir, f.to), { recursive: true });
  }
}

/** Builds the server when dist/server is missing or older than its sources (`npm start`). */
export async function buildServerIfStale() {
  const sources = ['src/server', 'src/shared', 'package-lock.json', 'scripts/lib/build-server.mjs']
    .map((p) => path.join(root, p))
    .filter((p) => fs.existsSync(p));
  if (fs.existsSync(outFile) && Math.max(...sources.map(newest)) <= fs.statSync(outFile).mtimeMs)
    return;
  console.log('Building the server…');
  await buildServer();
}
