import { defineConfig } from 'vitest/config';

/**
 * Three projects: unit (pure domain/ and src/ logic), api (the server through
 * app.inject on real SQLite, and PostgreSQL when TEST_DATABASE_URL is set) and
 * e2e (the built app in Debian's Chromium).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/pg-global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One browser and one server at a time: 2 cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
