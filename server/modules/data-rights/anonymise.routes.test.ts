import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamAdminCookie, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import { insertAnswer } from '../../../tests/helpers/match-fixtures.js';
import {
  seedStandingsTeam,
  type StandingsTeam,
} from '../../../tests/helpers/standings-fixtures.js';
import { createTestApp, type TestApp, testDatabases } from '../../../tests/helpers/test-app.js';

describe.each(testDatabases)('anonymising a player on $name', (database) => {
  let t: TestApp;
  let team: StandingsTeam;
  let other: StandingsTeam;
  let admin: string;
  let pin: string;

  beforeAll(async () => {
    t = await createTestApp(database);
    const { db } = t.database;
    team = await seedStandingsTeam(db, 'oranje');
    other = await seedStandingsTeam(db, 'blauw');
    admin = await teamAdminCookie(db, 'beheer@oranje.nl', team.teamId);
    pin = await teamSessionCookie(db, team.teamId);
    const at = new Date().toISOString();
    // A device that said it was Eva, a note of hers, and a fine of hers in the trail.
    await db
      .insertInto('push_subscriptions')
      .values({
        team_id: team.teamId,
        user_id: null,
        player_id: team.players.eva,
        endpoint: 'https://push.example/eva',
        p256dh: 'p',
        auth: 'a',
        created_at: at,
      })
      .execute();
    await insertAnswer(db, team.teamId, {
      matchId: team.matches.m5Unfilled,
      playerId: team.players.eva,
      status: 'No',
      note: 'Op vakantie met Henk',
      updatedAt: at,
    });
    const snapshot = JSON.stringify({
      playerId: team.players.eva,
      player: 'Eva Mulder',
      paid: false,
    });
    await db
      .insertInto('audit_log')
      .values({
        team_id: team.teamId,
        at,
        actor: 'pin',
        actor_email: null,
        session_id: null,
        entity: 'fine',
        entity_id: team.fines.evaLate,
        player_id: team.players.eva,
        action: 'created',
        before: null,
        after: snapshot,
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const anonymise = (id: number, cookie?: string, code = team.code) =>
    t.inject({
      method: 'POST',
      url: `/api/${code}/player/${id}/anonymise`,
      headers: cookie ? { cookie } : {},
    });
  const read = async (path: string) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/${team.code}${path}`,
      headers: { cookie: pin },
    });
    expect(response.statusCode, path).toBe(200);
    return response.body;
  };
  /** What the counts say, whatever the names: standings and pot of the season she played. */
  const counts = async () =>
    Promise.all(
      ['goals', 'attendance', 'fines'].map(async (kind) =>
        (
          JSON.parse(await read(`/standings/${team.season1}/${kind}`)) as {
            playerId?: number;
            player?: { id: number };
          }[]
        ).map((row) => ({ ...row, player: undefined })),
      ),
    ).then(async (standings) => [...standings, await read(`/season/${team.season1}/balance`)]);

  it('refuses an active player with PlayerActive, and is for team admins only', async () => {
    const active = await anonymise(team.players.anne, admin);
    expect(active.statusCode).toBe(999);
    expect(active.json()).toEqual({ error: 'PlayerActive' });
    expect((await anonymise(team.players.eva)).statusCode).toBe(401);
    expect((await anonymise(team.players.eva, pin)).statusCode).toBe(403);
    expect((await anonymise(other.players.eva, admin)).statusCode).toBe(404);
    const bad = await t.inject({
      method: 'POST',
      url: `/api/${team.code}/player/abc/anonymise`,
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('makes a player who left "Oud-speler 1" everywhere, while everything still counts', async () => {
    const before = await counts();
    const response = await anonymise(team.players.eva, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: team.players.eva,
      firstName: 'Oud-speler',
      lastName: '1',
      nickName: null,
      active: false,
    });
    expect(await counts()).toEqual(before);

    const seen = [
      await read(`/player/${team.players.eva}`),
      await read(`/fine?seasonId=${team.season1}`),
      await read(`/audit`),
      await read(`/export/${team.season1}/fines.csv`),
      await read(`/export/${team.season1}/attendance.csv`),
      await read(`/match/${team.matches.m5Unfilled}/availability`),
    ].join('\n');
    expect(seen).toContain('Oud-speler 1');
    expect(seen).not.toContain('Eva');
    expect(seen).not.toContain('Mulder');
    expect(seen).not.toContain('Henk');

    const device = await t.database.db
      .selectFrom('push_subscriptions')
      .select('player_id')
      .where('endpoint', '=', 'https://push.example/eva')
      .executeTakeFirstOrThrow();
    expect(device.player_id).toBeNull();
  });

  it('counts on per team, and leaves an anonymised player as he is', async () => {
    await t.database.db
      .updateTable('players')
      .set({ active: 0 })
      .where('id', '=', team.players.cas)
      .execute();
    const cas = await anonymise(team.players.cas, admin);
    expect(cas.json()).toMatchObject({ firstName: 'Oud-speler', lastName: '2', nickName: null });
    const again = await anonymise(team.players.eva, admin);
    expect(again.json()).toMatchObject({ firstName: 'Oud-speler', lastName: '1' });
    const otherEva = await t.inject({
      method: 'GET',
      url: `/api/${other.code}/player/${other.players.eva}`,
    });
    expect(otherEva.json()).toMatchObject({ firstName: 'Eva', lastName: 'Mulder' });
  });
});
