import { describe, expect, it } from 'vitest';
import { twoTeamsSuite } from '../../../tests/helpers/api-suite.js';
import {
  insertTeam,
  insertUser,
  teamSessionCookie,
  userSessionCookie,
} from '../../../tests/helpers/fixtures.js';
import { insertSeason } from '../../../tests/helpers/match-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

describe.each(testDatabases)('players API on $name', (database) => {
  const t = twoTeamsSuite(database);

  const create = (body: unknown, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({
      method: 'POST',
      url: `/api/${t.team.code}/player`,
      payload: body as object,
      headers,
    });

  it('creates, reads, lists and updates a player', async () => {
    const created = await create({ firstName: ' Jan ', lastName: 'Jansen', nickName: 'JJ' });
    expect(created.statusCode).toBe(200);
    const player = created.json();
    expect(player).toMatchObject({
      firstName: 'Jan',
      lastName: 'Jansen',
      nickName: 'JJ',
      active: true,
    });

    const fetched = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/player/${player.id}`,
    });
    expect(fetched.json()).toEqual(player);

    const updated = await t.inject({
      method: 'PUT',
      url: `/api/${t.team.code}/player/${player.id}`,
      headers: { cookie: t.pin },
      payload: { firstName: 'Jan', lastName: 'Jansen', nickName: '', active: false },
    });
    expect(updated.json()).toMatchObject({ nickName: null, active: false });

    const active = await t.inject({ method: 'GET', url: `/api/${t.team.code}/player` });
    expect(active.json().map((p: { id: number }) => p.id)).not.toContain(player.id);
    const all = await t.inject({ method: 'GET', url: `/api/${t.team.code}/player?all=true` });
    expect(all.json().map((p: { id: number }) => p.id)).toContain(player.id);
  });

  it('adds a new player to the current season unless asked not to', async () => {
    const old = await insertSeason(t.database.db, t.team.id, { description: '2025-2026' });
    const current = await insertSeason(t.database.db, t.team.id, { description: '2026-2027' });
    const seasonPlayers = async (seasonId: number) =>
      (await t.inject({ method: 'GET', url: `/api/${t.team.code}/season/${seasonId}` })).json()
        .playerIds as number[];

    const joining = (await create({ firstName: 'Nieuw', lastName: 'Lid' })).json();
    const guest = (
      await create({ firstName: 'Gast', lastName: 'Speler', addToCurrentSeason: false })
    ).json();

    expect(await seasonPlayers(current)).toContain(joining.id);
    expect(await seasonPlayers(current)).not.toContain(guest.id);
    expect(await seasonPlayers(old)).not.toContain(joining.id);

    const bad = await create({ firstName: 'Kees', lastName: 'Kok', addToCurrentSeason: 'ja' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'addToCurrentSeason', message: 'Kies of de speler in het huidige seizoen komt' },
    ]);
  });

  it('creates a player before the first season without a season to join', async () => {
    const fresh = await insertTeam(t.database.db, { code: 'nieuwteam' });
    const response = await t.inject({
      method: 'POST',
      url: `/api/${fresh.code}/player`,
      payload: { firstName: 'Eerste', lastName: 'Speler' },
      headers: { cookie: await teamSessionCookie(t.database.db, fresh.id) },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers bad input with 400 and the Dutch messages of the form', async () => {
    const response = await create({ firstName: '  ', nickName: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'ValidationError',
      issues: expect.arrayContaining([
        { path: 'firstName', message: 'Voornaam is verplicht' },
        { path: 'lastName', message: 'Achternaam is verplicht' },
      ]),
    });
  });

  it('refuses a duplicate name and a duplicate nickname with the domain errors', async () => {
    await create({ firstName: 'Piet', lastName: 'Bakker', nickName: 'Pietje' });
    const sameName = await create({ firstName: 'Piet', lastName: 'Bakker' });
    expect(sameName.statusCode).toBe(999);
    expect(sameName.json()).toEqual({ error: 'NameAlreadyExists' });
    const sameNick = await create({ firstName: 'Karel', lastName: 'Bakker', nickName: 'Pietje' });
    expect(sameNick.statusCode).toBe(999);
    expect(sameNick.json()).toEqual({ error: 'NickNameAlreadyExists' });
  });

  it('refuses writes from visitors, other teams and users who do not run the team', async () => {
    expect((await create({ firstName: 'A', lastName: 'B' }, {})).statusCode).toBe(401);
    expect(
      (await create({ firstName: 'A', lastName: 'B' }, { cookie: t.otherPin })).statusCode,
    ).toBe(401);
    const stranger = await insertUser(t.database.db, { email: 'vreemde@example.nl' });
    const strangerCookie = await userSessionCookie(t.database.db, stranger.id);
    expect(
      (await create({ firstName: 'A', lastName: 'B' }, { cookie: strangerCookie })).statusCode,
    ).toBe(403);
  });

  it("treats another team's player as not found", async () => {
    const theirs = (
      await t.inject({
        method: 'POST',
        url: `/api/${t.other.code}/player`,
        headers: { cookie: t.otherPin },
        payload: { firstName: 'Kees', lastName: 'Blauw' },
      })
    ).json();
    expect(
      (await t.inject({ method: 'GET', url: `/api/${t.team.code}/player/${theirs.id}` }))
        .statusCode,
    ).toBe(404);
    const put = await t.inject({
      method: 'PUT',
      url: `/api/${t.team.code}/player/${theirs.id}`,
      headers: { cookie: t.pin },
      payload: { firstName: 'Gekaapt', lastName: 'Blauw', active: true },
    });
    expect(put.statusCode).toBe(404);
    const still = await t.inject({
      method: 'GET',
      url: `/api/${t.other.code}/player/${theirs.id}`,
    });
    expect(still.json().firstName).toBe('Kees');
  });
});
