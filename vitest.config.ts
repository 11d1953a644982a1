import { defineConfig } from 'vitest/config';

/**
 * Four projects: unit (domain/ rules, src/ logic, the page tests and the lint probes), api
 * (the server through app.inject on real SQLite, and PostgreSQL when TEST_DATABASE_URL is set),
 * e2e (the built app in Debian's Chromium) and deploy (the production recipe of deploy/ with
 * Caddy, on the built app). A page test (`*Page.test.tsx`) says
 * `// @vitest-environment happy-dom` in its first line; the rest of the unit project runs in Node.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          // A page test types into a page's fields like a person: on a machine shared with other
          // work that takes longer than vitest's 5 s default, without anything being wrong.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          // @fastify/autoload imports server/modules/*/module.ts: run it through Vitest's module
          // runner, which compiles TypeScript, instead of Node's own import().
          server: { deps: { inline: ['@fastify/autoload'] } },
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
          server: { deps: { inline: ['@fastify/autoload'] } },
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A condition in the browser may take seconds on a busy machine (vitest's default: 1 s);
          // the same patience as the locators' own waits.
          expect: { poll: { timeout: 15_000 } },
          // One browser and one server at a time: 2 cores.
          fileParallelism: false,
        },
      },
      {
        test: {
          // deploy/ run for real: Caddy in front of two compiled instances (`npm run build` first).
          name: 'deploy',
          include: ['tests/deploy/**/*.test.ts'],
          environment: 'node',
          testTimeout: 150_000,
          hookTimeout: 150_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
