import { describe, expect, it } from 'vitest';
import { LINT_TIMEOUT_MS, lintProblems as problems } from './lint-probe';

/**
 * The server's modules (docs/architecture.md) meet only through each other's public.ts, along
 * the edges eslint.config.js names: probes placed in a module and around the modules.
 */

const refused = [
  expect.stringMatching(/^import-x\/no-restricted-paths: .*only through its public\.ts/),
];

describe('lint keeps the server modules apart', { timeout: LINT_TIMEOUT_MS }, () => {
  it("refuses a module importing another module's inner file", async () => {
    const code =
      "import { listAvailability } from '../availability/availability.repository.js';\nexport const list = listAvailability;\n";
    expect(await problems('server/modules/reminders/reminders.test.ts', code)).toEqual(refused);
  });

  it('lets a module import a named edge through its public file', async () => {
    const code =
      "import { listAvailability } from '../availability/public.js';\nexport const list = listAvailability;\n";
    expect(await problems('server/modules/reminders/reminders.test.ts', code)).toEqual([]);
  });

  it('lets every module use the base modules (audit, seasons, players)', async () => {
    const code =
      "import { assertSeasonOpen } from '../seasons/public.js';\nexport const check = assertSeasonOpen;\n";
    expect(await problems('server/modules/exports/exports.routes.test.ts', code)).toEqual([]);
  });

  it('refuses an edge eslint.config.js does not name, even through the public file', async () => {
    const code =
      "import { selectFinesWithPlayerAndType } from '../fines/public.js';\nexport const query = selectFinesWithPlayerAndType;\n";
    expect(await problems('server/modules/matches/matches.routes.test.ts', code)).toEqual(refused);
  });

  it("refuses the server around the modules reaching a module's inner file", async () => {
    const code =
      "import { sendDueReminders } from '../modules/reminders/reminders.js';\nexport const send = sendDueReminders;\n";
    expect(await problems('server/push/push-sender.test.ts', code)).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*reached through its public\.ts/),
    ]);
  });
});
