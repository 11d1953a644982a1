import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'dist-server', 'data', 'node_modules', 'test-results'] },
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
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // The three code roots only meet through domain/ (ARCHITECTURE.md).
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
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/src/**'] }] },
  },
  // One pattern for every team write (server/db/team-write.ts): its transaction locks the team first.
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['server/modules/auth/**'],
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
  {
    files: ['src/pwa/sw.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
