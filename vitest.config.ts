import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { endpointRoutes } from './scripts/lib/endpoint-routes.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // The server's tests draw public pages with the web app's renderer from its sources
        // (src/web/entry-server.tsx), which calls the API through virtual:endpoints.
        plugins: [endpointRoutes()],
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), endpointRoutes()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
