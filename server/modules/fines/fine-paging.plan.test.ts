import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTeam } from '../../../tests/helpers/fixtures.js';
import { analyzeTables, queryPlan, wholeTableSteps } from '../../../tests/helpers/query-plan.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';
import {
  insertFineType,
  insertPlayer,
  insertSeason,
} from '../../../tests/helpers/fine-fixtures.js';
import type { FineListQuery } from '../../../domain/fines/fine-page.schema.js';
import { fineTotalsQuery } from './fine-query.js';
import { finePageRows } from './fines.repository.js';

/**
 * A page of fines is an index range on each database: no sort and no scan of all
 * of a team's fines, so a page costs the same in a season of 50 or 5,000 fines.
 * A season of 3,000 fines, so PostgreSQL's planner weighs a sort as it would for
 * a busy team.
 */
describe.each(testDatabases)('the fine page query plan on $name', (database) => {
  let t: TestApp;
  let teamId: number;
  let season: number;
  let player: number;
  let type: number;
  /** A cursor halfway down the season. */
  let halfway: { date: string; id: number };

  beforeAll(async () => {
    t = await createTestApp(database);
    const { db } = t.database;
    for (const code of ['blauw', 'oranje']) {
      const team = await insertTeam(db, { code });
      const players = [
        await insertPlayer(db, team.id, 'Jan'),
        await insertPlayer(db, team.id, 'Piet'),
      ];
      const seasonId = await insertSeason(db, team.id, '2026-2027', players);
      const typeId = await insertFineType(db, team.id, 'Te laat');
      const rows = Array.from({ length: code === 'oranje' ? 3000 : 50 }, (_, i) => ({
        team_id: team.id,
        season_id: seasonId,
        player_id: players[i % 2]!,
        fine_type_id: typeId,
        match_id: null,
        date: `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        description: `Boete ${i}`,
        paid: i % 3 === 0 ? (1 as const) : (0 as const),
        created_at: '2026-01-01T00:00:00.000Z',
      }));
      for (let from = 0; from < rows.length; from += 500) {
        await db
          .insertInto('fines')
          .values(rows.slice(from, from + 500))
          .execute();
      }
      // The busy team is the one asked about.
      [teamId, season, player, type] = [team.id, seasonId, players[0]!, typeId];
    }
    const last = await db
      .selectFrom('fines')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow();
    halfway = { date: '2026-06-15', id: last.id };
    await analyzeTables(t.database, ['fines', 'players', 'fine_types', 'matches']);
  });
  afterAll(async () => {
    await t.close();
  });

  const pageOf = (query: FineListQuery, paid: 0 | 1, from: { date: string; id: number } | null) =>
    finePageRows(t.database.db, teamId, { season, query, paid, from, take: 51 });
  const expectIndexRange = async (plan: Promise<string[]>) => {
    const steps = await plan;
    expect(wholeTableSteps(steps, 'fines'), steps.join('\n')).toEqual([]);
  };

  it('reads a first page, a later page and the paid part from an index, in its order', async () => {
    for (const paid of [0, 1] as const) {
      await expectIndexRange(queryPlan(t.database, pageOf({}, paid, null)));
      await expectIndexRange(queryPlan(t.database, pageOf({}, paid, halfway)));
    }
  });

  it('reads one player’s or the open fines from an index too', async () => {
    const from = halfway;
    await expectIndexRange(queryPlan(t.database, pageOf({ playerId: player }, 0, from)));
    await expectIndexRange(queryPlan(t.database, pageOf({ open: true }, 0, from)));
    await expectIndexRange(queryPlan(t.database, pageOf({ typeId: type }, 1, null)));
  });

  it('sums the totals over an index range, not the whole table', async () => {
    await expectIndexRange(
      queryPlan(t.database, fineTotalsQuery(t.database.db, teamId, season, {})),
    );
  });
});
