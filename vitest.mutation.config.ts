import { defineConfig } from 'vitest/config';

/** The suites `npm run mutation` runs against each change Stryker makes (stryker.config.mjs). */
export default defineConfig({
  test: {
    name: 'mutation',
    include: [
      'src/server/authorization-matrix.test.ts',
      'src/server/cross-site.test.ts',
      'src/server/bad-input.test.ts',
      'src/server/modules/auth/*.test.ts',
      'src/shared/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
