import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamAdminCookie, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import {
  seedStandingsTeam,
  type StandingsTeam,
} from '../../../tests/helpers/standings-fixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';

interface ArchiveDocument {
  format: string;
  version: number;
  team: { name: string; team_code: string; pin_hash?: string };
  tables: Record<string, Record<string, unknown>[]>;
}

describe.each(testDatabases)('team archive on $name', (database) => {
  let t: TestApp;
  let team: StandingsTeam;
  let other: StandingsTeam;
  let adminCookie: string;
  let otherAdminCookie: string;

  beforeAll(async () => {
    t = await createTestApp(database);
    const { db } = t.database;
    team = await seedStandingsTeam(db, 'oranje');
    other = await seedStandingsTeam(db, 'blauw');
    await db
      .updateTable('players')
      .set({ first_name: 'Zeger' })
      .where('team_id', '=', other.teamId)
      .execute();
    adminCookie = await teamAdminCookie(db, 'beheer@oranje.nl', team.teamId);
    otherAdminCookie = await teamAdminCookie(db, 'beheer@blauw.nl', other.teamId);
  });
  afterAll(async () => {
    await t?.close();
  });

  const download = (code: string, cookie?: string) =>
    t.inject({
      method: 'GET',
      url: `/api/${code}/archive`,
      headers: cookie ? { cookie } : {},
    });

  const unzip = async () => {
    const response = await download(team.code, adminCookie);
    expect(response.statusCode, response.body).toBe(200);
    return { response, files: unzipSync(new Uint8Array(response.rawPayload)) };
  };

  it('gives a team admin one ZIP with the versioned document and every season as CSV', async () => {
    const { response, files } = await unzip();
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="oranje-archief-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(Object.keys(files).sort()).toEqual(
      [
        'teampot-archief.json',
        ...[`${team.season1}-2024-2025`, `${team.season2}-2025-2026`].flatMap((folder) =>
          ['wedstrijden', 'doelpunten', 'kaarten', 'aanwezigheid', 'boetes', 'transacties'].map(
            (name) => `seizoenen/${folder}/${name}.csv`,
          ),
        ),
      ].sort(),
    );
    const fines = strFromU8(files[`seizoenen/${team.season1}-2024-2025/boetes.csv`]!);
    expect(fines).toContain('Anne de Vries');
  });

  it("holds every row the team owns, and nothing of another team's", async () => {
    const { files } = await unzip();
    const text = strFromU8(files['teampot-archief.json']!);
    const document = JSON.parse(text) as ArchiveDocument;
    expect(document.format).toBe('teampot-team-archief');
    expect(document.version).toBe(1);
    expect(document.team.name).toBe('FC Oranje');
    expect(document.team.team_code).toBe('oranje');
    expect(document.team).toHaveProperty('deleted_at', null);
    expect(text).not.toContain('pin_hash');
    expect(text).not.toContain('Zeger');
    const { db } = t.database;
    for (const table of ['players', 'matches', 'fines', 'transactions', 'task_draws'] as const) {
      const rows = await db
        .selectFrom(table)
        .select('id')
        .where('team_id', '=', team.teamId)
        .execute();
      const ids = (document.tables[table] ?? []).map((row) => row.id);
      expect(ids, table).toEqual(rows.map((row) => row.id).sort((a, b) => a - b));
    }
    expect(document.tables.players!.map((p) => p.first_name)).toEqual([
      'Anne',
      'Bram',
      'Cas',
      'Dirk',
      'Eva',
    ]);
    expect(document.tables.match_goals!.length).toBeGreaterThan(0);
    expect(document.tables.season_players!.length).toBeGreaterThan(0);
    expect(document.tables.fine_types!.map((f) => f.description)).toContain('Te laat');
    expect(text).not.toContain('"team_id"');
  });

  it('is for team admins only', async () => {
    const pinCookie = await teamSessionCookie(t.database.db, team.teamId);
    expect((await download(team.code)).statusCode).toBe(401);
    expect((await download(team.code, pinCookie)).statusCode).toBe(403);
    expect((await download(team.code, otherAdminCookie)).statusCode).toBe(403);
    const otherPin = await teamSessionCookie(t.database.db, other.teamId);
    expect((await download(team.code, otherPin)).statusCode).toBe(401);
    expect((await download('onbekend', adminCookie)).statusCode).toBe(998);
  });
});
