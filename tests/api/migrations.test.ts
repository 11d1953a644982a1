import { PostgresIntrospector, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFor, migratorFor, type Database } from '../../server/db/database.js';
import {
  createTestApp,
  createTestDatabase,
  testDatabases,
  type TestApp,
} from '../helpers/test-app.js';

/**
 * Every migration goes up over a team's real rows, written as the first release
 * wrote them, one migration at a time; afterwards the app of today serves that
 * team's season as it was: standings, fines, the fine pot.
 */
describe.each(testDatabases)('migrations on $name', (kind) => {
  let database: Database;
  let t: TestApp | undefined;
  afterAll(async () => {
    if (t) await t.close();
    else await database?.destroy();
  });

  /** The rows of a season as 001-init's tables hold them: plain SQL, no code of today. */
  async function writeFirstReleaseTeam() {
    const run = (query: ReturnType<typeof sql>) => query.execute(database.db);
    const now = '2025-08-01T10:00:00.000Z';
    await run(
      sql`insert into teams (name, team_code, pin_hash, data_version, created_at) values ('FC Oud', 'oud', 'x', 3, ${now})`,
    );
    const teamId = await idOf(sql`select id from teams where team_code = 'oud'`);
    for (const [first, last] of [
      ['Anne', 'de Vries'],
      ['Bram', 'Bakker'],
      ['Cas', 'Mulder'],
    ]) {
      await run(
        sql`insert into players (team_id, first_name, last_name, active) values (${teamId}, ${first}, ${last}, 1)`,
      );
    }
    const player = (first: string) =>
      idOf(sql`select id from players where team_id = ${teamId} and first_name = ${first}`);
    const [anne, bram, cas] = [await player('Anne'), await player('Bram'), await player('Cas')];
    await run(
      sql`insert into seasons (team_id, description, created_at) values (${teamId}, '2025-2026', ${now})`,
    );
    const seasonId = await idOf(sql`select id from seasons where team_id = ${teamId}`);
    for (const playerId of [anne, bram, cas]) {
      await run(
        sql`insert into season_players (team_id, season_id, player_id) values (${teamId}, ${seasonId}, ${playerId})`,
      );
    }
    await run(
      sql`insert into matches (team_id, season_id, date, match_type, opponent, cancelled, filled) values (${teamId}, ${seasonId}, '2025-09-06', 'Competitie', 'SV Oost', 0, 1)`,
    );
    const matchId = await idOf(sql`select id from matches where team_id = ${teamId}`);
    await run(
      sql`insert into match_goals (team_id, match_id, player_id, goals) values (${teamId}, ${matchId}, ${anne}, 2)`,
    );
    await run(
      sql`insert into match_absences (team_id, match_id, player_id) values (${teamId}, ${matchId}, ${cas})`,
    );
    await run(
      sql`insert into fine_types (team_id, description, match_related, amount_cents, obsolete) values (${teamId}, 'Te laat', 1, 250, 0)`,
    );
    const fineTypeId = await idOf(sql`select id from fine_types where team_id = ${teamId}`);
    for (const [playerId, paid] of [
      [bram, 0],
      [bram, 1],
    ] as const) {
      await run(
        sql`insert into fines (team_id, season_id, player_id, fine_type_id, match_id, date, paid, created_at) values (${teamId}, ${seasonId}, ${playerId}, ${fineTypeId}, ${matchId}, '2025-09-06', ${paid}, ${now})`,
      );
    }
    await run(
      sql`insert into transactions (team_id, season_id, transaction_type, date, amount_cents, reason) values (${teamId}, ${seasonId}, 'Expense', '2025-09-10', 1000, 'Bitterballen')`,
    );
    return { teamId, seasonId, matchId, anne, bram };
  }

  async function idOf(query: ReturnType<typeof sql>): Promise<number> {
    const { rows } = await query.execute(database.db);
    return Number((rows[0] as { id: number | string }).id);
  }

  const COUNTED = ['teams', 'players', 'seasons', 'matches', 'fines', 'transactions'] as const;
  async function counts(): Promise<Record<string, number>> {
    const result: Record<string, number> = {};
    for (const table of COUNTED) {
      const { rows } = await sql<{
        n: number | string;
      }>`select count(*) as n from ${sql.table(table)}`.execute(database.db);
      result[table] = Number(rows[0]?.n);
    }
    return result;
  }

  it("goes up one migration at a time over a team's rows, and the app serves them after", async () => {
    database = await createTestDatabase(kind, { migrate: false });
    const migrator = await migratorFor(database);
    const [first, ...rest] = Object.keys(migrationsFor(database.dialect));
    expect(rest.length).toBeGreaterThan(0);
    expect((await migrator.migrateTo(first as string)).error).toBeUndefined();
    const team = await writeFirstReleaseTeam();
    const before = await counts();
    expect(before).toEqual({
      teams: 1,
      players: 3,
      seasons: 1,
      matches: 1,
      fines: 2,
      transactions: 1,
    });

    for (const name of rest) {
      const { error, results } = await migrator.migrateTo(name);
      expect(error, name).toBeUndefined();
      expect(results?.map((result) => [result.migrationName, result.status])).toEqual([
        [name, 'Success'],
      ]);
      expect(await counts(), name).toEqual(before);
    }

    t = await createTestApp(kind, { database });
    const get = async (url: string) => {
      const response = await t!.inject({ method: 'GET', url: `/api/oud${url}` });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };
    const goals = await get(`/standings/${team.seasonId}/goals`);
    expect(goals).toEqual([[expect.objectContaining({ id: team.anne, firstName: 'Anne' }), 2, 0]]);
    const attendance = await get(`/standings/${team.seasonId}/attendance`);
    expect(
      attendance.map((row: { player: { firstName: string }; present: number; absent: number }) => [
        row.player.firstName,
        row.present,
        row.absent,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Anne', 1, 0],
        ['Bram', 1, 0],
        ['Cas', 0, 1],
      ]),
    );
    const fines = await get(`/standings/${team.seasonId}/fines`);
    expect(fines).toEqual([
      { player: expect.objectContaining({ id: team.bram }), count: 2, total: 5, yellow: 0, red: 0 },
    ]);
    // A match filled before votes existed has no vote (013-match-day leaves its fill time empty).
    expect(await get(`/match/${team.matchId}/votes`)).toMatchObject({
      closesAt: null,
      open: false,
    });
    expect((await get(`/match/${team.matchId}/filled`)).cards).toEqual([]);
  });

  if (kind.name === 'postgres') {
    it('reads the tables of its own schema only, as Kysely reads them there', async () => {
      const mine = await createTestDatabase(kind);
      const other = await createTestDatabase(kind, { migrate: false });
      try {
        await other.db.schema.createTable('alleen_daar').addColumn('x', 'integer').execute();
        const tables = await mine.db.introspection.getTables();
        expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([mine.schema]));
        const names = tables.map((table) => table.name);
        expect(names).toContain('teams');
        expect(names).not.toContain('alleen_daar');
        expect(names).not.toContain('kysely_migration');
        const internal = await mine.db.introspection.getTables({ withInternalKyselyTables: true });
        expect(internal.map((table) => table.name)).toContain('kysely_migration');
        // Column for column what Kysely's own read gives for this schema.
        const kysely = await new PostgresIntrospector(mine.db).getTables();
        expect(tables).toEqual(kysely.filter((table) => table.schema === mine.schema));
      } finally {
        await mine.destroy();
        await other.destroy();
      }
    });
  }
});
