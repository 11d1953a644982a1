import { afterAll, beforeAll, describe, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '../../../domain/audit/audit.schema.js';
import { insertTeam } from '../../../tests/helpers/fixtures.js';
import { analyzeTables, expectIndexRange } from '../../../tests/helpers/query-plan.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';
import { auditPageQuery } from './audit.repository.js';

/** A page of the log is an index range on `audit_log (team_id, id)`: no sort of all of a team's lines. */
describe.each(testDatabases)('the audit page query plan on $name', (database) => {
  let t: TestApp;
  let teamId: number;

  beforeAll(async () => {
    t = await createTestApp(database);
    for (const code of ['oranje', 'blauw']) {
      const team = await insertTeam(t.database.db, { code });
      const lines = Array.from({ length: 300 }, (_, i) => ({
        team_id: team.id,
        at: `2026-09-${String(1 + (i % 28)).padStart(2, '0')}T12:00:00.000Z`,
        actor: 'pin',
        actor_email: null,
        session_id: null,
        entity: 'fine' as const,
        entity_id: i + 1,
        player_id: null,
        action: 'created' as const,
        before: null,
        after: null,
      }));
      await t.database.db.insertInto('audit_log').values(lines).execute();
      teamId = team.id;
    }
    await analyzeTables(t.database, ['audit_log']);
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the newest page and an older one from an index, in its order', async () => {
    for (const beforeId of [null, 450]) {
      const query = auditPageQuery(
        t.database.db,
        teamId,
        {},
        { beforeId, take: AUDIT_PAGE_SIZE + 1 },
      );
      await expectIndexRange(t.database, query, 'audit_log');
    }
  });
});
