// `npm test`: lint, typecheck, unit and integration tests, the build, end-to-end tests.
// Runs every step even when one fails, then prints one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (n) => path.join(root, 'node_modules/.bin', n);
const reports = path.join(root, 'reports');
fs.mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function step(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

/** A check that is not a test runner counts as one test. */
function check(name, cmd, args) {
  if (step(name, cmd, args)) passed++;
  else {
    failed++;
    failures.push(name);
  }
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

check('lint (biome)', bin('biome'), ['check', '.']);
check('boundaries (scripts/check-boundaries.ts)', bin('tsx'), ['scripts/check-boundaries.ts']);
check('typecheck (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);

const vitestJson = path.join(reports, 'vitest.json');
fs.rmSync(vitestJson, { force: true });
const unitOk = step('unit and integration tests (vitest)', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const v = readJson(vitestJson);
if (v) {
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  if (v.numFailedTests > 0 || !unitOk) failures.push('vitest');
  if (!unitOk && v.numFailedTests === 0) failed++;
} else {
  failed++;
  failures.push('vitest (no report)');
}

const buildOk = step('build (vite: the app and its server renderer)', process.execPath, [
  path.join(root, 'scripts/build-web.mjs'),
]);
if (buildOk) {
  passed++;
  check('home page first-load budget', process.execPath, [path.join(root, 'scripts/size.mjs')]);
  const pwJson = path.join(reports, 'playwright.json');
  fs.rmSync(pwJson, { force: true });
  const e2eOk = step('end-to-end tests (playwright, chromium)', bin('playwright'), ['test'], {});
  const p = readJson(pwJson);
  if (p?.stats) {
    passed += p.stats.expected;
    failed += p.stats.unexpected + p.stats.flaky;
    if (!e2eOk || p.stats.unexpected > 0) failures.push('playwright');
    if (!e2eOk && p.stats.unexpected === 0 && p.stats.flaky === 0) failed++;
  } else {
    failed++;
    failures.push('playwright (no report)');
  }
} else {
  failed++;
  failures.push('build');
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
