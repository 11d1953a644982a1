import { beforeAll, describe, expect, it } from 'vitest';
import { teamAndOtherSuite } from '../../../tests/helpers/api-suite.js';
import {
  day,
  insertMatch,
  insertPlayer,
  insertSeason,
} from '../../../tests/helpers/match-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

const HOUR = 60 * 60 * 1000;

/**
 * Player of the match (issue 31): after a fill each player who was there votes
 * for another who was there, for 48 hours by the server's clock; once closed the
 * most votes win (ties share) and count as titles in the goals standing.
 */
describe.each(testDatabases)('player of the match on $name', (database) => {
  const t = teamAndOtherSuite(database, {
    team: { code: 'demo', name: 'VV Demo' },
    other: { code: 'ander', name: 'Ander' },
    adminEmail: 'trainer@demo.nl',
  });
  let season: number;
  let p: { anne: number; bram: number; cor: number; daan: number; eef: number; gast: number };
  let theirPlayer: number;
  let theirMatch: number;

  beforeAll(async () => {
    const db = t.database.db;
    const player = (firstName: string, lastName: string) =>
      insertPlayer(db, t.team.id, { firstName, lastName });
    p = {
      anne: await player('Anne', 'de Vries'),
      bram: await player('Bram', 'Smit'),
      cor: await player('Cor', 'Vos'),
      daan: await player('Daan', 'Bos'),
      eef: await player('Eef', 'Kok'),
      // Not in the season: never there.
      gast: await player('Gast', 'Speler'),
    };
    season = await insertSeason(db, t.team.id, {
      description: '2026-2027',
      playerIds: [p.anne, p.bram, p.cor, p.daan, p.eef],
    });
    theirPlayer = await insertPlayer(db, t.other.id, { firstName: 'Vreemd', lastName: 'Eend' });
    const theirSeason = await insertSeason(db, t.other.id, {
      description: '2026-2027',
      playerIds: [theirPlayer],
    });
    theirMatch = await insertMatch(db, t.other.id, theirSeason, { date: day(-1) });
  });

  const playedMatch = (opponent = 'SC Noordwijk') =>
    insertMatch(t.database.db, t.team.id, season, { date: day(-1), opponent });
  /** Filled through the API at the test clock's now, Eef absent. */
  const fill = async (matchId: number) => {
    const response = await t.inject({
      method: 'POST',
      url: `/api/${t.team.code}/match/${matchId}/data`,
      headers: { cookie: t.pin },
      payload: { absentPlayers: [p.eef], goals: [], fines: [], tasks: [] },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const vote = (
    matchId: number,
    voterId: number,
    playerId: number,
    cookie = t.pin,
    code = t.team.code,
  ) =>
    t.inject({
      method: 'POST',
      url: `/api/${code}/match/${matchId}/vote`,
      headers: cookie ? { cookie } : {},
      payload: { voterId, playerId },
    });
  const votes = async (matchId: number, cookie?: string) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/match/${matchId}/votes`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const storedVotes = (matchId: number) =>
    t.database.db
      .selectFrom('match_votes')
      .select(['voter_id', 'player_id'])
      .where('match_id', '=', matchId)
      .orderBy('voter_id')
      .execute();
  const names = (players: { firstName: string }[]) => players.map((pl) => pl.firstName);
  /** A season of its own (the newest), so the matches of the tests before do not count. */
  const newSeason = async (description: string) => {
    season = await insertSeason(t.database.db, t.team.id, {
      description,
      playerIds: [p.anne, p.bram, p.cor, p.daan, p.eef],
    });
  };
  /** The season's goals standing, asked with the ETag of an answer the browser kept. */
  const goalStanding = (etag?: string) =>
    t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/standings/${season}/goals`,
      headers: etag ? { 'if-none-match': etag } : {},
    });
  /** [first name, goals, titles] per row of a goals standing. */
  const goalRows = (response: { json(): unknown }) =>
    (response.json() as [{ firstName: string }, number, number][]).map(([player, g, titles]) => [
      player.firstName,
      g,
      titles,
    ]);

  it('takes one vote per voter, a second replacing the first, and shows nothing of it while open', async () => {
    const matchId = await playedMatch();
    await fill(matchId);
    expect((await vote(matchId, p.anne, p.bram)).statusCode).toBe(200);
    expect((await vote(matchId, p.cor, p.bram)).statusCode).toBe(200);
    const changed = await vote(matchId, p.anne, p.daan);
    expect(changed.statusCode).toBe(200);
    expect(await storedVotes(matchId)).toEqual([
      { voter_id: p.anne, player_id: p.daan },
      { voter_id: p.cor, player_id: p.bram },
    ]);
    const open = await votes(matchId);
    expect(open).toMatchObject({ open: true, ballots: 2, counts: [], winners: [] });
    expect(open.closesAt).toBe(new Date(t.clock.now.getTime() + 48 * HOUR).toISOString());
    // Who was there: who may vote and be chosen.
    expect(names(open.candidates)).toEqual(['Anne', 'Bram', 'Cor', 'Daan']);
    expect(changed.json()).toEqual(open);
  });

  it('refuses with the domain errors, 404 for unknown players and matches, 401 for visitors', async () => {
    const matchId = await playedMatch();
    const unfilled = await playedMatch('Nog niet');
    await fill(matchId);
    const refusals: [Promise<{ statusCode: number; json(): unknown }>, number, unknown][] = [
      [vote(matchId, p.anne, p.anne), 999, { error: 'VoteForSelf' }],
      [vote(matchId, p.eef, p.bram), 999, { error: 'PlayerAbsent' }],
      [vote(matchId, p.anne, p.eef), 999, { error: 'PlayerAbsent' }],
      [vote(matchId, p.anne, p.gast), 999, { error: 'PlayerAbsent' }],
      [vote(unfilled, p.anne, p.bram), 999, { error: 'MatchNotFilled' }],
      [vote(matchId, p.anne, 999_999), 404, { error: 'NotFound', message: 'Speler niet gevonden' }],
      [
        vote(matchId, theirPlayer, p.bram),
        404,
        { error: 'NotFound', message: 'Speler niet gevonden' },
      ],
      [
        vote(theirMatch, p.anne, p.bram),
        404,
        { error: 'NotFound', message: 'Wedstrijd niet gevonden' },
      ],
      [vote(matchId, p.anne, p.bram, ''), 401, expect.anything()],
      [vote(matchId, p.anne, p.bram, t.otherPin), 401, expect.anything()],
      [
        vote(matchId, p.anne, 0),
        400,
        { error: 'ValidationError', issues: [{ path: 'playerId', message: 'Kies een speler' }] },
      ],
    ];
    for (const [request, status, body] of refusals) {
      const response = await request;
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(body);
    }
    expect(await storedVotes(matchId)).toEqual([]);
    // A team admin's session votes like the pin.
    expect((await vote(matchId, p.bram, p.cor, t.admin)).statusCode).toBe(200);
    // Another team's match reads as not found.
    const theirs = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/match/${theirMatch}/votes`,
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('closes 48 hours after the fill by the server clock; then the most votes win, ties shared', async () => {
    const matchId = await playedMatch();
    await fill(matchId);
    await vote(matchId, p.anne, p.bram);
    await vote(matchId, p.bram, p.cor);
    await vote(matchId, p.daan, p.bram);
    await vote(matchId, p.cor, p.daan);
    t.clock.advance(48 * HOUR - 1000);
    expect((await vote(matchId, p.cor, p.anne)).statusCode).toBe(200);
    t.clock.advance(1000);
    const late = await vote(matchId, p.cor, p.bram);
    expect(late.statusCode).toBe(999);
    expect(late.json()).toEqual({ error: 'VotingClosed' });

    const closed = await votes(matchId);
    expect(closed.open).toBe(false);
    expect(closed.ballots).toBe(4);
    expect(
      closed.counts.map((c: { player: { firstName: string }; votes: number }) => [
        c.player.firstName,
        c.votes,
      ]),
    ).toEqual([
      ['Bram', 2],
      ['Anne', 1],
      ['Cor', 1],
    ]);
    expect(closed.winners).toEqual([p.bram]);
    // Who voted for whom is nowhere in the answer.
    expect(JSON.stringify(closed)).not.toMatch(/voter/i);

    const tie = await playedMatch('Gelijkspel');
    await fill(tie);
    await vote(tie, p.anne, p.cor);
    await vote(tie, p.bram, p.daan);
    t.clock.advance(49 * HOUR);
    expect((await votes(tie)).winners).toEqual([p.cor, p.daan]);
  });

  it('shows names as the visitor view allows', async () => {
    const matchId = await playedMatch();
    await fill(matchId);
    await vote(matchId, p.anne, p.bram);
    t.clock.advance(49 * HOUR);
    // The team's privacy setting, written directly: the admin's login has expired on this clock.
    const showNames = (mode: 'full' | 'initials') =>
      t.database.db
        .updateTable('teams')
        .set({ show_names: mode })
        .where('id', '=', t.team.id)
        .execute();
    await showNames('initials');
    try {
      const visitor = await votes(matchId);
      expect(visitor.counts[0].player).toMatchObject({ firstName: 'B.S.', lastName: '' });
      expect(names(visitor.candidates)).toContain('A.d.V.');
      expect(JSON.stringify(visitor)).not.toContain('Smit');
      const member = await votes(matchId, t.pin);
      expect(member.counts[0].player).toMatchObject({ firstName: 'Bram', lastName: 'Smit' });
    } finally {
      await showNames('full');
    }
  });

  it('removes the votes on a reset, puts them back with its undo, and a new fill opens a new 48 hours', async () => {
    const matchId = await playedMatch();
    await fill(matchId);
    await vote(matchId, p.anne, p.bram);
    const filledAt = t.clock.now.getTime();
    t.clock.advance(40 * HOUR);
    const write = (method: 'DELETE' | 'POST', path: string) =>
      t.inject({
        method,
        url: `/api/${t.team.code}${path}`,
        headers: { cookie: t.pin },
        payload: {},
      });
    expect((await write('DELETE', `/match/${matchId}/data`)).statusCode).toBe(200);
    expect(await storedVotes(matchId)).toEqual([]);
    expect(await votes(matchId)).toEqual({
      closesAt: null,
      open: false,
      ballots: 0,
      counts: [],
      winners: [],
      candidates: [],
    });
    const notFilled = await vote(matchId, p.anne, p.bram);
    expect(notFilled.json()).toEqual({ error: 'MatchNotFilled' });

    // The undo brings back the fill as it was: its votes and its closing time.
    expect((await write('POST', `/match/${matchId}/data/restore`)).statusCode).toBe(200);
    expect(await storedVotes(matchId)).toEqual([{ voter_id: p.anne, player_id: p.bram }]);
    expect((await votes(matchId)).closesAt).toBe(new Date(filledAt + 48 * HOUR).toISOString());

    // Reset and fill anew: no votes, and 48 hours from now.
    expect((await write('DELETE', `/match/${matchId}/data`)).statusCode).toBe(200);
    await fill(matchId);
    const fresh = await votes(matchId);
    expect(fresh).toMatchObject({ open: true, ballots: 0 });
    expect(fresh.closesAt).toBe(new Date(t.clock.now.getTime() + 48 * HOUR).toISOString());
    t.clock.advance(20 * HOUR);
    expect((await vote(matchId, p.anne, p.cor)).statusCode).toBe(200);
  });

  it('invites the vote in the push that tells the team about the fill', async () => {
    const matchId = await playedMatch('Push FC');
    t.pushes.length = 0;
    await fill(matchId);
    expect(t.pushes).toEqual([
      {
        teamId: t.team.id,
        message: {
          title: 'Wedstrijd ingevuld',
          body: 'VV Demo – Push FC: 0 doelpunten, 0 boetes, 0 taken. Stem op de man van de wedstrijd!',
          url: `/?matchId=${matchId}`,
        },
      },
    ]);
  });

  it("counts the titles of a season's closed votes in the goals standing and on the player's page", async () => {
    await newSeason('2027-2028');
    const first = await playedMatch('Eerste');
    const second = await playedMatch('Tweede');
    await fill(first);
    await fill(second);
    const scored = await t.inject({
      method: 'POST',
      url: `/api/${t.team.code}/match/${await playedMatch('Derde')}/data`,
      headers: { cookie: t.pin },
      payload: { absentPlayers: [], goals: [{ playerId: p.anne, goals: 2 }], fines: [], tasks: [] },
    });
    expect(scored.statusCode).toBe(200);
    await vote(first, p.anne, p.bram);
    await vote(first, p.cor, p.bram);
    await vote(first, p.bram, p.cor);
    await vote(second, p.anne, p.cor);
    await vote(second, p.bram, p.daan);
    const goals = async () => goalRows(await goalStanding());
    // Open votes give no title yet.
    expect(await goals()).toEqual([['Anne', 2, 0]]);
    t.clock.advance(48 * HOUR);
    expect(await goals()).toEqual([
      ['Anne', 2, 0],
      ['Bram', 0, 1],
      ['Cor', 0, 1],
      ['Daan', 0, 1],
    ]);
    const page = (
      await t.inject({ method: 'GET', url: `/api/${t.team.code}/player/${p.bram}/page` })
    ).json();
    expect(page).toMatchObject({ goals: 0, titles: 1 });
  });

  it('shows the title in the goals standing the moment the vote closes, also to a browser that kept the answer', async () => {
    await newSeason('2028-2029');
    const matchId = await playedMatch('Vierde');
    await fill(matchId);
    await vote(matchId, p.anne, p.bram);
    const open = await goalStanding();
    expect(open.json()).toEqual([]);
    const etag = open.headers.etag as string;

    // Cached (15 minutes at most) a minute before the close: kept only until it.
    t.clock.advance(48 * HOUR - 60 * 1000);
    expect((await goalStanding(etag)).statusCode).toBe(304);
    t.clock.advance(60 * 1000);
    const closed = await goalStanding(etag);
    expect(closed.statusCode).toBe(200);
    expect(goalRows(closed)).toEqual([['Bram', 0, 1]]);
  });
});
