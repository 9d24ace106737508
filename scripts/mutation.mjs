// `npm run mutation`: Stryker changes the access-control code one small edit at a time (a
// role dropped from a permission, a check inverted, a limit off by one) and runs the suites
// that guard that file; a change no test notices is a gap in them. One Stryker run per file,
// each with only its own suites, because a change to a module-level table (the permissions)
// runs every test it is given. Not part of `npm test`. MUTATE=permissions,auth runs some.
// Prints each file's score; reports/mutation/<name>.html has the surviving mutants.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const TARGETS = {
  permissions: {
    file: 'src/shared/permissions.ts',
    tests: [
      'src/server/authorization-matrix.test.ts',
      'src/server/modules/auth/sessions.test.ts',
      'src/server/modules/auth/password-policy.test.ts',
    ],
  },
  auth: {
    file: 'src/server/plugins/auth.ts',
    tests: [
      'src/server/authorization-matrix.test.ts',
      'src/server/cross-site.test.ts',
      'src/server/modules/auth/sessions.test.ts',
      'src/server/modules/auth/password-policy.test.ts',
      'src/server/plugins/endpoints.test.ts',
    ],
  },
  'login-throttle': {
    file: 'src/server/modules/auth/login-throttle.ts',
    tests: [
      'src/server/modules/auth/login-throttle.test.ts',
      'src/server/modules/auth/auth.test.ts',
    ],
  },
  sessions: {
    file: 'src/server/modules/auth/sessions.repository.ts',
    tests: [
      'src/server/modules/auth/sessions.repository.test.ts',
      'src/server/modules/auth/sessions.test.ts',
      'src/server/modules/auth/auth.test.ts',
      'src/server/cross-site.test.ts',
    ],
  },
};

const wanted = (process.env.MUTATE ?? Object.keys(TARGETS).join(',')).split(',');
const rows = [];
let failed = false;
for (const name of wanted) {
  const target = TARGETS[name];
  if (!target) throw new Error(`MUTATE: no target ${name} (${Object.keys(TARGETS).join(', ')})`);
  const report = path.join(root, 'reports/mutation', `${name}.json`);
  fs.rmSync(report, { force: true });
  console.log(`\n▶ mutation: ${target.file}`);
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/stryker'),
    ['run', '--mutate', target.file],
    {
      cwd: root,
      stdio: 'inherit',
      // PGlite only: the suites' PostgreSQL half would double the time and test nothing more here.
      env: {
        ...process.env,
        TEST_DATABASE_URL: '',
        MUTATION_TESTS: target.tests.join(','),
        MUTATION_REPORT: report,
      },
    },
  );
  if (run.status !== 0 || !fs.existsSync(report)) {
    failed = true;
    rows.push(`${target.file}: Stryker failed (exit ${run.status})`);
    continue;
  }
  const mutants = Object.values(JSON.parse(fs.readFileSync(report, 'utf8')).files).flatMap(
    (f) => f.mutants,
  );
  const n = (status) => mutants.filter((m) => m.status === status).length;
  const detected = n('Killed') + n('Timeout');
  const undetected = n('Survived') + n('NoCoverage');
  const score = (100 * detected) / Math.max(1, detected + undetected);
  if (score < 90) failed = true;
  rows.push(
    `${target.file}: ${score.toFixed(1)}% (${n('Killed')} killed, ${n('Timeout')} timed out, ${n('Survived')} survived, ${n('NoCoverage')} not covered)`,
  );
}
console.log(`\nMutation scores (at least 90% each):\n${rows.map((r) => `  ${r}`).join('\n')}`);
process.exit(failed ? 1 : 0);
