// Stryker's settings for `npm run mutation` (scripts/mutation.mjs runs it once per file,
// with that file's suites).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  coverageAnalysis: 'perTest',
  // TypeScript 7 (the native compiler) has no JavaScript API for Stryker to read
  // tsconfig.json with; the tests run through Vite, which needs no rewritten tsconfig.
  tsconfigFile: 'tsconfig.none.json',
  disableTypeChecks: true,
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  jsonReporter: { fileName: process.env.MUTATION_REPORT ?? 'reports/mutation/mutation.json' },
  htmlReporter: {
    fileName: (process.env.MUTATION_REPORT ?? 'reports/mutation/mutation.json').replace(
      /\.json$/,
      '.html',
    ),
  },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
