import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const { 'import-x/resolver': _typescriptResolver, ...typescriptSettings } =
  importX.flatConfigs.typescript.settings;

/** Every feature folder of the SPA: each one gets its own zone below. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** Every feature module of the server: each one gets its own zone below. */
const serverModules = readdirSync(new URL('./server/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The server's code around its modules (app, http, db, …): it reaches a module only by its public.ts. */
const outsideServerModules = readdirSync(new URL('./server', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.name !== 'modules')
  .map((entry) => `./server/${entry.name}`);
/**
 * Modules every server module may use (through their public.ts): the audit trail every write
 * records, and the season and player every record belongs to.
 */
const baseModules = ['audit', 'seasons', 'players'];
/** The other edges between server modules, each with its reason. Nothing else crosses. */
const moduleEdges = {
  admin: ['teams'], // the overview shows teams as the teams module shapes them
  archive: ['exports', 'teams'], // the season CSV files beside the archive's document; a team from an archive
  audit: ['fines'], // the trail names a fine as the fine list does (one fine query)
  availability: ['reminders', 'task-lists'], // a reminder's answer link; who washes the shirts
  'bank-statements': ['transactions'], // a statement line can become a transaction
  exports: ['fines', 'matches', 'player-of-the-match'], // the season's fines as the fine list reads them; which matches count for attendance; who was player of the match
  fill: ['fines', 'task-lists'], // a fill writes the match's fines and draws
  'fine-pot': ['matches'], // fines per counted match (the fine-pot chart)
  'player-page': ['fines', 'standings'], // a player's fines as the fine list reads them; his goals and attendance
  reminders: ['availability'], // who has not answered yet
  'season-recap': ['standings', 'fine-pot', 'matches'], // the season's leaders, its pot, its matches
  settlement: ['fine-pot', 'payments'], // the pot beside the bank; a payment reference per player
  standings: ['matches', 'player-of-the-match'], // which matches count for attendance; titles in the goals standing
  'team-login': ['account'], // a pin login starts a session as a user login does
};
/** The SPA's shared floor: what features build on. It never reaches up into a feature or the app. */
const sharedFloor = ['./src/lib', './src/shell', './src/pwa', './src/resources'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'dist-server',
      'dist-bench',
      'data',
      'node_modules',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The service worker has its own globals (below).
  {
    ignores: ['src/pwa/sw.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Type-aware rules on the TypeScript code (types/ holds only declarations): the project
  // service finds each file's tsconfig, tsconfig.json (the catch-all); the service worker,
  // which that one leaves out, is the one file given its own (tsconfig.sw.json, WebWorker).
  {
    files: ['{src,server,domain,tests,scripts,bench}/**/*.{ts,tsx}', '*.ts'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['src/pwa/sw.ts'],
          defaultProject: 'tsconfig.sw.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `void promise` stays the explicit "fire and forget" (the rule's default).
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function where a void callback is expected loses its rejection. JSX event
      // handlers are left out (the usual setting): React ignores what they return, so an async
      // handler handles its own errors.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // The three code roots only meet through domain/ (docs/architecture.md).
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/server/**', '**/src/**', 'react', 'fastify', 'kysely'] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '!@emotion/server/**'] }],
    },
  },
  // src/testing (the page tests' helpers, MSW, Testing Library) is for tests only: the app
  // never imports it, so no build can include it.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '!@emotion/server/**'] },
            {
              group: ['**/testing/**', 'msw', 'msw/*', '@testing-library/*'],
              message: 'Test-only code: import it from a *.test.tsx file.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/**'] }] },
  },
  // One pattern for every team write (server/db/team-write.ts): its transaction locks the team first.
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/account/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction']",
          message:
            'A team write runs in teamWrite(db, teamId, …) (server/db/team-write.ts), which locks the team before its checks.',
        },
      ],
    },
  },
  // The SPA's shape (docs/developing.md): shared floor → features → app (the composition root).
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'domain/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // import-x's TypeScript settings (which files it parses, with which parser), but Node's
      // resolution with TypeScript's extensions instead of a separate TypeScript resolver
      // package: the server imports `./x.js` for `x.ts`, the SPA leaves the extension off.
      ...typescriptSettings,
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are relative to this file's folder, wherever ESLint runs from.
          basePath: fileURLToPath(new URL('.', import.meta.url)),
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message:
                'A feature does not import another feature: move what both need to src/resources or src/shell, or compose them in a route (src/app).',
            })),
            ...serverModules.map((module) => ({
              target: `./server/modules/${module}`,
              from: './server/modules',
              except: [
                `./${module}`,
                ...[...baseModules, ...(moduleEdges[module] ?? [])]
                  .filter((other) => other !== module)
                  .map((other) => `./${other}/public.ts`),
              ],
              message:
                'A server module imports another only through its public.ts, and only along the edges eslint.config.js names (baseModules, moduleEdges).',
            })),
            {
              target: [...outsideServerModules, './tests', './bench', './scripts'],
              from: './server/modules',
              except: serverModules.flatMap((module) => [
                `./${module}/public.ts`,
                `./${module}/module.ts`,
              ]),
              message:
                'Outside server/modules, a module is reached through its public.ts (or registered by its module.ts), never its inner files.',
            },
            {
              target: './src/features',
              from: './src/app',
              message:
                'src/app is the composition root: features import only downward (src/lib, src/shell, src/pwa, src/resources).',
            },
            {
              target: sharedFloor,
              from: ['./src/features', './src/app'],
              message:
                'The shared floor (src/lib, src/shell, src/pwa, src/resources) does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  // Transactions are opened in one layer: a repository's write function, never a route.
  {
    files: ['server/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction']",
          message: 'Routes open no transaction: the repository function does (docs/developing.md).',
        },
        {
          selector: "CallExpression[callee.name='teamWrite']",
          message: 'Routes open no transaction: the repository function calls teamWrite.',
        },
      ],
    },
  },
  {
    files: ['src/pwa/sw.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
