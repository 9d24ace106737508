// npm run mutation: Stryker changes the access-control code one small edit at a time
// (a role dropped from a permission, a check inverted, a limit off by one) and runs the
// suites that guard it; a change no test notices is a gap in those tests. Not part of
// `npm test`: it takes a long while. The report is reports/mutation/index.html.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/server/plugins/auth.ts',
    'src/shared/permissions.ts',
    'src/server/modules/auth/login-throttle.ts',
    'src/server/modules/auth/sessions.repository.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
