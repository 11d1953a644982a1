import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

/**
 * The project's own eslint.config.js run on a few lines placed, by their path, somewhere in the
 * tree: which rules answer. Lint's type information comes only for files on disk, so a probe
 * takes the path of a test there: nothing imports a test, so a probe starts no import cycle.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint | undefined;

/** Loading the parser, TypeScript's project and the import graph takes seconds on a busy machine. */
export const LINT_TIMEOUT_MS = 60_000;

export async function lintProblems(filePath: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}
