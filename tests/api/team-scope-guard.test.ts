import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/database.js';
import type { DB } from '../../server/db/schema.js';
import { crossTeam, inTeam } from '../../server/db/team-scope.js';
import { withTeamScopeGuard } from '../../server/db/team-scope-guard.js';
import { insertTeam } from '../helpers/fixtures.js';
import { insertPlayer } from '../helpers/match-fixtures.js';
import { createTestDatabase, testDatabases } from '../helpers/test-app.js';

/**
 * The guard the API tests run the app under (tests/helpers/test-app.ts): a
 * query on a team table without the team's id fails before it reaches the
 * database, written with Kysely's builder or as raw SQL; a scoped one, a
 * team-scoped join and a marked cross-team query run.
 */
describe.each(testDatabases)('team scope guard ($name)', (kind) => {
  let database: Database;
  let db: Kysely<DB>;
  let team: number;
  let other: number;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    team = (await insertTeam(database.db, { code: 'oranje' })).id;
    other = (await insertTeam(database.db, { code: 'blauw' })).id;
    await insertPlayer(database.db, team, { firstName: 'Jan' });
    await insertPlayer(database.db, other, { firstName: 'Vreemd' });
    db = withTeamScopeGuard(database).db;
  });
  afterAll(() => database.destroy());

  const refused = /without the team's id/;

  it('refuses a read, a change and a delete of team rows without the team id', async () => {
    await expect(db.selectFrom('players').select('first_name').execute()).rejects.toThrow(refused);
    await expect(
      db.updateTable('players').set({ active: 0 }).where('first_name', '=', 'Jan').execute(),
    ).rejects.toThrow(refused);
    await expect(db.deleteFrom('fines').where('id', '=', 1).execute()).rejects.toThrow(refused);
    // Nothing ran: both players are still active.
    const active = await database.db.selectFrom('players').select('active').execute();
    expect(active.map((row) => row.active)).toEqual([1, 1]);
  });

  it('refuses a team_id that only an OR makes true, and an insert without team_id', async () => {
    await expect(
      db
        .selectFrom('players')
        .select('first_name')
        .where((eb) => eb.or([eb('team_id', '=', team), eb('active', '=', 1)]))
        .execute(),
    ).rejects.toThrow(refused);
    await expect(
      db
        .insertInto('team_admins')
        .values({ user_id: 1 } as never)
        .execute(),
    ).rejects.toThrow(refused);
  });

  it('refuses a join on ids alone, and accepts it joined on team_id too', async () => {
    await expect(
      inTeam(db, team)
        .selectFrom('players')
        .leftJoin('season_players', 'season_players.player_id', 'players.id')
        .select('players.first_name')
        .execute(),
    ).rejects.toThrow(/SelectQueryNode on season_players/);
    const rows = await inTeam(db, team)
      .selectFrom('players')
      .leftJoin('season_players', (join) =>
        join
          .onRef('season_players.team_id', '=', 'players.team_id')
          .onRef('season_players.player_id', '=', 'players.id'),
      )
      .select('players.first_name')
      .execute();
    expect(rows).toEqual([{ first_name: 'Jan' }]);
  });

  it("runs a scoped query, which sees only the team's rows", async () => {
    const names = await inTeam(db, other).selectFrom('players').select('first_name').execute();
    expect(names).toEqual([{ first_name: 'Vreemd' }]);
  });

  it('runs a query marked as crossing teams', async () => {
    const names = await crossTeam(db, 'this test reads every team')
      .selectFrom('players')
      .select('first_name')
      .orderBy('first_name')
      .execute();
    expect(names).toEqual([{ first_name: 'Jan' }, { first_name: 'Vreemd' }]);
  });

  it('refuses raw SQL that reads a team table without the team id, whole or in part', async () => {
    await expect(sql`select first_name from players`.execute(db)).rejects.toThrow(
      /RawNode on players without the team's id/,
    );
    await expect(
      inTeam(db, team)
        .selectFrom('players')
        .select(sql<number>`(select count(*) from fines)`.as('fines'))
        .execute(),
    ).rejects.toThrow(/SelectQueryNode on fines without the team's id/);
  });

  it('runs raw SQL that names the team id, refers to a scoped table, or is marked', async () => {
    const scoped = await sql<{
      first_name: string;
    }>`select first_name from players where team_id = ${other}`.execute(db);
    expect(scoped.rows).toEqual([{ first_name: 'Vreemd' }]);
    const column = await inTeam(db, team)
      .selectFrom('players')
      .select(sql<string>`upper(${sql.ref('players.first_name')})`.as('name'))
      .execute();
    expect(column).toEqual([{ name: 'JAN' }]);
    const everyTeam = await sql<{
      first_name: string;
    }>`select first_name from players order by first_name`.execute(
      crossTeam(db, 'this test reads every team'),
    );
    expect(everyTeam.rows.map((row) => row.first_name)).toEqual(['Jan', 'Vreemd']);
  });
});
