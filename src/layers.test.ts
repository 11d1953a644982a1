import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The SPA's layers (docs/developing.md) hold because lint refuses what breaks
 * them. These run the project's own eslint.config.js on a few lines placed, by
 * their path, in a feature or the shared floor, and read which rule answers.
 * Lint's type information comes only for files on disk, so a probe takes the path
 * of a test there: nothing imports a test, so a probe starts no import cycle.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;

// Loading the parser, TypeScript's project and the import graph takes seconds on a busy machine.
const LINT_TIMEOUT_MS = 60_000;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lint keeps the SPA in layers', { timeout: LINT_TIMEOUT_MS }, () => {
  it('refuses a feature importing another feature', async () => {
    const code =
      "import { dashboardKeys } from '../dashboard/api';\nexport const keys = dashboardKeys;\n";
    expect(await problems('src/features/audit/audit-format.test.ts', code)).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*A feature does not import another feature/,
      ),
    ]);
  });

  it('lets a feature import what features share', async () => {
    const code =
      "import { useSeasons } from '../../resources/seasons';\nexport const hook = useSeasons;\n";
    expect(await problems('src/features/audit/audit-format.test.ts', code)).toEqual([]);
  });

  it('refuses a feature importing the composition root', async () => {
    const code = "import TeamApp from '../../app/TeamApp';\nexport const app = TeamApp;\n";
    expect(await problems('src/features/audit/audit-format.test.ts', code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*src\/app is the composition root/),
    ]);
  });

  it('refuses the shared floor importing a feature', async () => {
    const code =
      "import { dashboardKeys } from '../features/dashboard/api';\nexport const keys = dashboardKeys;\n";
    expect(await problems('src/shell/shell-nav.test.ts', code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The shared floor/),
    ]);
  });

  it('refuses an import cycle', async () => {
    // The auth state navigates (it imports navigation.ts): navigation importing it back is a cycle.
    const code = "import { useAuth } from './auth-state';\nexport const auth = useAuth;\n";
    expect(await problems('src/lib/navigation.ts', code)).toEqual([
      'import-x/no-cycle: Dependency cycle detected',
    ]);
  });
});
