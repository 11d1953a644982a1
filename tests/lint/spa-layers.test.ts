import { describe, expect, it } from 'vitest';
import { LINT_TIMEOUT_MS, lintProblems as problems } from './lint-probe';

/**
 * The SPA's layers (docs/architecture.md) hold because lint refuses what breaks
 * them: probes placed in a feature or the shared floor (lint-probe.ts).
 */

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

  it("refuses the app importing the page tests' helpers, which only tests may use", async () => {
    const code =
      "import { renderPage } from '../../testing/render-page';\nexport const render = renderPage;\n";
    expect(await problems('src/features/audit/audit-format.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Test-only code/),
    ]);
    expect(await problems('src/features/audit/audit-format.test.ts', code)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // The auth state navigates (it imports navigation.ts): navigation importing it back is a cycle.
    const code = "import { useAuth } from './auth-state';\nexport const auth = useAuth;\n";
    expect(await problems('src/lib/navigation.ts', code)).toEqual([
      'import-x/no-cycle: Dependency cycle detected',
    ]);
  });
});
