import { beforeAll, describe, expect, it } from 'vitest';
import { twoTeamsSuite } from '../../../tests/helpers/api-suite.js';
import { insertTeam, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';
import {
  insertFine,
  insertFineType,
  insertMatchFine,
  insertPlayer,
  insertSeason,
} from '../../../tests/helpers/fine-fixtures.js';

interface FineBody {
  id: number;
  player: {
    id: number;
    firstName: string;
    lastName: string;
    nickName: string | null;
    active: boolean;
  };
  seasonId: number;
  type: { id: number; description: string; amount: number | null; task: string | null };
  data: { date: string; description?: string; matchId?: number; opponent?: string };
  paid: boolean;
}

describe.each(testDatabases)('fines API on $name', (database) => {
  const t = twoTeamsSuite(database);
  let oldSeason: number;
  let season: number;
  let jan: number;
  let piet: number;
  let newcomer: number;
  let late: number;
  let red: number;
  let bar: number;
  let theirPlayer: number;
  let theirType: number;

  beforeAll(async () => {
    const db = t.database.db;
    jan = await insertPlayer(db, t.team.id, 'Jan', 'Jansen');
    piet = await insertPlayer(db, t.team.id, 'Piet', 'Bakker', 'Pietje');
    newcomer = await insertPlayer(db, t.team.id, 'Nieuw', 'Lid');
    oldSeason = await insertSeason(db, t.team.id, '2025-2026', [jan, piet, newcomer]);
    season = await insertSeason(db, t.team.id, '2026-2027', [jan, piet]);
    late = await insertFineType(db, t.team.id, 'Te laat', { amountCents: 250, matchRelated: true });
    red = await insertFineType(db, t.team.id, 'Rode kaart', { amountCents: 1000 });
    bar = await insertFineType(db, t.team.id, 'Bardienst vergeten', { task: 'Bardienst draaien' });
    theirPlayer = await insertPlayer(db, t.other.id, 'Kees', 'Blauw');
    await insertSeason(db, t.other.id, '2026-2027', [theirPlayer]);
    theirType = await insertFineType(db, t.other.id, 'Van blauw');
  });

  const url = (path = '') => `/api/${t.team.code}/fine${path}`;
  const create = (body: object, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({ method: 'POST', url: url(), payload: body, headers });
  const update = (id: number, body: object, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({ method: 'PUT', url: url(`/${id}`), payload: body, headers });
  const remove = (id: number, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({ method: 'DELETE', url: url(`/${id}`), headers });
  const setPaid = (
    id: number,
    paid: boolean,
    headers: Record<string, string> = { cookie: t.pin },
  ) => t.inject({ method: 'PUT', url: url(`/${id}/paid`), payload: { paid }, headers });
  const read = (id: number) => t.inject({ method: 'GET', url: url(`/${id}`) });
  const manual = (
    playerId: number,
    typeId: number,
    date = '2026-09-12',
    description = 'Te laat op training',
  ) => ({
    playerId,
    typeId,
    data: { date, description },
  });
  const giveFine = async (...args: Parameters<typeof manual>): Promise<FineBody> => {
    const response = await create(manual(...args));
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('gives a manual fine in the current season and reads it back', async () => {
    const response = await create(manual(piet, red, '2026-09-05', ' Natrappen '));
    expect(response.statusCode).toBe(200);
    const fine = response.json();
    expect(fine).toEqual({
      id: expect.any(Number),
      player: { id: piet, firstName: 'Piet', lastName: 'Bakker', nickName: 'Pietje', active: true },
      seasonId: season,
      type: {
        id: red,
        description: 'Rode kaart',
        matchRelated: false,
        amount: 10,
        task: null,
        obsolete: false,
      },
      data: { date: '2026-09-05', description: 'Natrappen' },
      paid: false,
    });
    expect((await read(fine.id)).json()).toEqual(fine);
  });

  it('changes a manual fine', async () => {
    const fine = await giveFine(jan, late);
    const response = await update(fine.id, {
      playerId: piet,
      fineTypeId: bar,
      data: { date: '2026-09-20', description: 'Vergeten' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: fine.id,
      player: { id: piet },
      type: { id: bar, task: 'Bardienst draaien', amount: null },
      data: { date: '2026-09-20', description: 'Vergeten' },
    });
  });

  it('lists a season: unpaid first, then newest, higher amount, type description and player name', async () => {
    const own = await insertTeam(t.database.db, { code: 'lijst' });
    const ownCookie = await teamSessionCookie(t.database.db, own.id);
    const db = t.database.db;
    const anna = await insertPlayer(db, own.id, 'Anna', 'Zwart');
    const bram = await insertPlayer(db, own.id, 'Bram', 'Appel');
    const first = await insertSeason(db, own.id, 'Eerste', [anna, bram]);
    const current = await insertSeason(db, own.id, 'Tweede', [anna, bram]);
    const cheap = await insertFineType(db, own.id, 'Zeuren', { amountCents: 50 });
    const dear = await insertFineType(db, own.id, 'Rode kaart', { amountCents: 1000 });
    const alsoDear = await insertFineType(db, own.id, 'Eigen doelpunt', { amountCents: 1000 });
    const fine = (
      playerId: number,
      fineTypeId: number,
      date: string,
      paid = false,
      seasonId = current,
    ) =>
      insertFine(db, {
        teamId: own.id,
        seasonId,
        playerId,
        fineTypeId,
        date,
        description: 'x',
        paid,
      });
    const paidNewest = await fine(anna, dear, '2026-10-01', true);
    const oldest = await fine(anna, dear, '2026-08-01');
    const newCheap = await fine(anna, cheap, '2026-09-01');
    const newDearRodeBram = await fine(bram, dear, '2026-09-01');
    const newDearRodeAnna = await fine(anna, dear, '2026-09-01');
    const newDearEigen = await fine(bram, alsoDear, '2026-09-01');
    const { fineId: matchFine } = await insertMatchFine(db, {
      teamId: own.id,
      seasonId: current,
      playerId: bram,
      fineTypeId: cheap,
      date: '2026-09-15',
      opponent: 'VV Buren',
    });
    const earlier = await fine(anna, cheap, '2025-09-01', false, first);

    const listed = await t.inject({
      method: 'GET',
      url: `/api/${own.code}/fine`,
      headers: { cookie: ownCookie },
    });
    expect(listed.json().map((f: FineBody) => f.id)).toEqual([
      matchFine,
      newDearEigen,
      newDearRodeAnna,
      newDearRodeBram,
      newCheap,
      oldest,
      paidNewest,
    ]);
    expect(listed.json()[0].data).toEqual({
      matchId: expect.any(Number),
      date: '2026-09-15',
      opponent: 'VV Buren',
    });

    const bySeason = await t.inject({
      method: 'GET',
      url: `/api/${own.code}/fine?seasonId=${first}`,
    });
    expect(bySeason.json().map((f: FineBody) => f.id)).toEqual([earlier]);
  });

  it('answers a list for a team without seasons with no fines, and another team’s season with 404', async () => {
    const empty = await insertTeam(t.database.db, { code: 'leeg' });
    expect((await t.inject({ method: 'GET', url: `/api/${empty.code}/fine` })).json()).toEqual([]);
    const theirSeason = await insertSeason(t.database.db, empty.id, 'Van leeg');
    expect(
      (await t.inject({ method: 'GET', url: url(`?seasonId=${theirSeason}`) })).statusCode,
    ).toBe(404);
  });

  it('answers bad input with 400 and the Dutch messages of the form', async () => {
    const expectIssues = async (
      response: Awaited<ReturnType<typeof create>>,
      issues: { path: string; message: string }[],
    ) => {
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual(expect.arrayContaining(issues));
    };
    await expectIssues(await create({ data: { date: '', description: ' ' } }), [
      { path: 'playerId', message: 'Speler is verplicht' },
      { path: 'typeId', message: 'Boete is verplicht' },
      { path: 'data.date', message: 'Datum is verplicht' },
      { path: 'data.description', message: 'Omschrijving is verplicht' },
    ]);
    await expectIssues(await create(manual(jan, late, '2026-02-30')), [
      { path: 'data.date', message: 'Ongeldige datum' },
    ]);
    await expectIssues(await create({ playerId: jan, typeId: late }), [
      { path: 'data', message: expect.any(String) },
    ]);
    const fine = await giveFine(jan, late);
    await expectIssues(
      await update(fine.id, { playerId: null, typeId: late, data: { date: '2026-13-01' } }),
      [
        { path: 'playerId', message: 'Speler is verplicht' },
        { path: 'fineTypeId', message: 'Boete is verplicht' },
        { path: 'data.date', message: 'Ongeldige datum' },
      ],
    );
    await expectIssues(await setPaid(fine.id, 'ja' as unknown as boolean), [
      { path: 'paid', message: 'Betaald is verplicht' },
    ]);
  });

  it('refuses a player outside the season, and new fines of an inactive type', async () => {
    const outside = await create(manual(newcomer, late));
    expect(outside.statusCode).toBe(999);
    expect(outside.json()).toEqual({ error: 'PlayerNotInSeason' });

    const fine = await giveFine(jan, late);
    const moved = await update(fine.id, { playerId: newcomer, fineTypeId: late, data: fine.data });
    expect(moved.json()).toEqual({ error: 'PlayerNotInSeason' });

    const retired = await insertFineType(t.database.db, t.team.id, 'Oude regel');
    await t.database.db
      .updateTable('fine_types')
      .set({ obsolete: 1 })
      .where('id', '=', retired)
      .execute();
    const withRetired = await create(manual(jan, retired));
    expect(withRetired.statusCode).toBe(400);
    expect(withRetired.json().issues).toEqual([
      { path: 'typeId', message: 'Dit boetetype is niet meer actief' },
    ]);

    // A fine given before its type retired keeps that type when edited.
    const given = await insertFine(t.database.db, {
      teamId: t.team.id,
      seasonId: season,
      playerId: jan,
      fineTypeId: retired,
      date: '2026-09-01',
      description: 'Van vroeger',
    });
    const kept = await update(given, {
      playerId: jan,
      fineTypeId: retired,
      data: { date: '2026-09-02', description: 'Nog steeds' },
    });
    expect(kept.statusCode).toBe(200);
    expect(
      (await update(fine.id, { playerId: jan, fineTypeId: retired, data: fine.data })).statusCode,
    ).toBe(400);
  });

  it('toggles paid, and refuses to delete a paid fine', async () => {
    const fine = await giveFine(jan, red);
    const paid = await setPaid(fine.id, true);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id: fine.id, paid: true });

    const refused = await remove(fine.id);
    expect(refused.statusCode).toBe(999);
    expect(refused.json()).toEqual({ error: 'FinePaid' });
    expect((await read(fine.id)).statusCode).toBe(200);

    expect((await setPaid(fine.id, false)).json().paid).toBe(false);
    const removed = await remove(fine.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ ok: true });
    expect((await read(fine.id)).statusCode).toBe(404);
  });

  it('ends parallel paid toggles in one consistent state', async () => {
    const fine = await giveFine(piet, late);
    const allPaid = await Promise.all(Array.from({ length: 8 }, () => setPaid(fine.id, true)));
    expect(allPaid.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await read(fine.id)).json().paid).toBe(true);

    const mixed = await Promise.all(
      Array.from({ length: 8 }, (_, i) => setPaid(fine.id, i % 2 === 0)),
    );
    expect(mixed.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const final = (await read(fine.id)).json().paid;
    const inList = (await t.inject({ method: 'GET', url: url() }))
      .json()
      .find((f: FineBody) => f.id === fine.id);
    expect(inList.paid).toBe(final);
    const rows = await t.database.db
      .selectFrom('fines')
      .select('paid')
      .where('id', '=', fine.id)
      .execute();
    expect(rows).toEqual([{ paid: final ? 1 : 0 }]);
  });

  it('leaves match fines to their match: no edit or delete here, but paying works', async () => {
    const { fineId, matchId } = await insertMatchFine(t.database.db, {
      teamId: t.team.id,
      seasonId: season,
      playerId: jan,
      fineTypeId: late,
      date: '2026-09-14',
      opponent: 'FC Kaaskop',
    });
    expect((await read(fineId)).json().data).toEqual({
      matchId,
      date: '2026-09-14',
      opponent: 'FC Kaaskop',
    });
    const edit = await update(fineId, {
      playerId: jan,
      fineTypeId: late,
      data: { date: '2026-09-14', description: 'x' },
    });
    expect(edit.statusCode).toBe(999);
    expect(edit.json()).toEqual({ error: 'MatchFilled' });
    expect((await remove(fineId)).json()).toEqual({ error: 'MatchFilled' });
    expect((await setPaid(fineId, true)).json().paid).toBe(true);
  });

  it('refuses every write to a fine of a locked season', async () => {
    const fineId = await insertFine(t.database.db, {
      teamId: t.team.id,
      seasonId: oldSeason,
      playerId: jan,
      fineTypeId: late,
      date: '2025-10-01',
      description: 'Vorig seizoen',
    });
    for (const response of [
      await update(fineId, {
        playerId: jan,
        fineTypeId: late,
        data: { date: '2025-10-02', description: 'x' },
      }),
      await setPaid(fineId, true),
      await remove(fineId),
    ]) {
      expect(response.statusCode).toBe(999);
      expect(response.json()).toEqual({ error: 'SeasonLocked' });
    }
    expect((await read(fineId)).json()).toMatchObject({
      paid: false,
      data: { description: 'Vorig seizoen' },
    });
  });

  it('refuses a manual fine before the team has a season', async () => {
    const fresh = await insertTeam(t.database.db, { code: 'nieuw' });
    const freshCookie = await teamSessionCookie(t.database.db, fresh.id);
    const player = await insertPlayer(t.database.db, fresh.id, 'Eerste');
    const type = await insertFineType(t.database.db, fresh.id, 'Te laat');
    const response = await t.inject({
      method: 'POST',
      url: `/api/${fresh.code}/fine`,
      payload: manual(player, type),
      headers: { cookie: freshCookie },
    });
    expect(response.statusCode).toBe(999);
    expect(response.json()).toEqual({ error: 'NoSeason' });
  });

  it('refuses writes from visitors and other teams', async () => {
    const fine = await giveFine(jan, late);
    for (const headers of [{}, { cookie: t.otherPin }] as Record<string, string>[]) {
      expect((await create(manual(jan, late), headers)).statusCode).toBe(401);
      expect(
        (await update(fine.id, { playerId: jan, fineTypeId: late, data: fine.data }, headers))
          .statusCode,
      ).toBe(401);
      expect((await setPaid(fine.id, true, headers)).statusCode).toBe(401);
      expect((await remove(fine.id, headers)).statusCode).toBe(401);
    }
    expect((await read(fine.id)).json()).toEqual(fine);
  });

  it("treats another team's fines, players and types as not found", async () => {
    const theirs = (
      await t.inject({
        method: 'POST',
        url: `/api/${t.other.code}/fine`,
        payload: manual(theirPlayer, theirType),
        headers: { cookie: t.otherPin },
      })
    ).json();
    expect((await read(theirs.id)).statusCode).toBe(404);
    expect(
      (await update(theirs.id, { playerId: jan, fineTypeId: late, data: theirs.data })).statusCode,
    ).toBe(404);
    expect((await setPaid(theirs.id, true)).statusCode).toBe(404);
    expect((await remove(theirs.id)).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: url() })).json().map((f: FineBody) => f.id),
    ).not.toContain(theirs.id);

    const withTheirPlayer = await create(manual(theirPlayer, late));
    expect(withTheirPlayer.statusCode).toBe(404);
    const withTheirType = await create(manual(jan, theirType));
    expect(withTheirType.statusCode).toBe(404);
    const mine = await giveFine(jan, late);
    expect(
      (await update(mine.id, { playerId: theirPlayer, fineTypeId: late, data: mine.data }))
        .statusCode,
    ).toBe(404);
    expect(
      (await update(mine.id, { playerId: jan, fineTypeId: theirType, data: mine.data })).statusCode,
    ).toBe(404);

    const still = await t.inject({ method: 'GET', url: `/api/${t.other.code}/fine/${theirs.id}` });
    expect(still.json()).toMatchObject({ paid: false, player: { id: theirPlayer } });
  });
});
