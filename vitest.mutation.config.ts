import { defineConfig } from 'vitest/config';

/**
 * The suites `npm run mutation` runs against each change Stryker makes to one file
 * (scripts/mutation.mjs names them in MUTATION_TESTS; stryker.config.mjs).
 */
export default defineConfig({
  test: {
    name: 'mutation',
    include: (process.env.MUTATION_TESTS ?? 'src/server/authorization-matrix.test.ts').split(','),
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
