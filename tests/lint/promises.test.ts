import { describe, expect, it } from 'vitest';
import { LINT_TIMEOUT_MS, lintProblems as problems } from './lint-probe';

/**
 * A promise nobody waits for loses its error. Lint refuses one (type-aware rules in
 * eslint.config.js): probes placed in the server and the SPA (lint-probe.ts).
 */

const save =
  'async function save(id: number): Promise<void> {\n  if (id < 0) throw new Error(`${id}`);\n}\n';

describe('lint refuses a promise nobody waits for', { timeout: LINT_TIMEOUT_MS }, () => {
  it('refuses a floating promise in the server', async () => {
    const code = `${save}export function handle(id: number): void {\n  save(id);\n}\n`;
    expect(await problems('server/push/push-sender.test.ts', code)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-floating-promises: Promises must be awaited/),
    ]);
  });

  it('refuses a floating promise in the SPA', async () => {
    const code = `${save}export function onOnline(): void {\n  save(1).then(() => undefined);\n}\n`;
    expect(await problems('src/features/audit/audit-format.test.ts', code)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-floating-promises: /),
    ]);
  });

  it('accepts an awaited promise and an explicit fire and forget', async () => {
    const code = `${save}export async function handle(id: number): Promise<void> {\n  await save(id);\n  void save(id + 1);\n}\n`;
    expect(await problems('server/push/push-sender.test.ts', code)).toEqual([]);
  });

  it('refuses an async callback where nothing waits for it', async () => {
    const code = `${save}export function saveAll(ids: number[]): void {\n  ids.forEach(async (id) => {\n    await save(id);\n  });\n}\n`;
    expect(await problems('server/push/push-sender.test.ts', code)).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-misused-promises: /),
    ]);
  });
});
