import { beforeAll, describe, expect, it } from 'vitest';
import { twoTeamsSuite } from '../../../tests/helpers/api-suite.js';
import { insertUser, makeTeamAdmin, userSessionCookie } from '../../../tests/helpers/fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';
import {
  insertFineType,
  insertPlayer,
  insertSeason,
} from '../../../tests/helpers/fine-fixtures.js';

interface Entry {
  id: number;
  at: string;
  actor: string;
  actorEmail: string | null;
  sessionId: number | null;
  entity: string;
  entityId: number;
  playerId: number | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

describe.each(testDatabases)('audit trail on $name', (database) => {
  const t = twoTeamsSuite(database);
  let admin: string;
  let adminId: number;
  let jan: number;
  let piet: number;
  let red: number;

  beforeAll(async () => {
    const db = t.database.db;
    const user = await insertUser(db, { email: 'penningmeester@example.nl' });
    adminId = user.id;
    await makeTeamAdmin(db, user.id, t.team.id);
    admin = await userSessionCookie(db, user.id);
    jan = await insertPlayer(db, t.team.id, 'Jan', 'Jansen');
    piet = await insertPlayer(db, t.team.id, 'Piet', 'Bakker', 'Pietje');
    await insertSeason(db, t.team.id, '2026-2027', [jan, piet]);
    red = await insertFineType(db, t.team.id, 'Rode kaart', { amountCents: 1000 });
  });

  const call = async (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload: object = {},
  ) => {
    const response = await t.inject({
      method,
      url: `/api/${t.team.code}${url}`,
      headers: { cookie },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  /** A page of the log: its lines and the cursor of the next page. */
  const logPage = async (
    query = '',
    cookie = t.pin,
  ): Promise<{ items: Entry[]; nextCursor: string | null }> => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/audit${query}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const log = async (query = '', cookie = t.pin): Promise<Entry[]> =>
    (await logPage(query, cookie)).items;
  const newest = async (cookie = t.pin) => (await log('?limit=1', cookie))[0];

  it('records a fine created, changed, paid, unpaid and deleted, with who and before/after', async () => {
    const fine = await call('POST', '/fine', t.pin, {
      playerId: jan,
      typeId: red,
      data: { date: '2027-03-12', description: 'Ruzie met de scheids' },
    });
    const created = await newest();
    expect(created).toMatchObject({
      actor: 'pin',
      actorEmail: null,
      entity: 'fine',
      entityId: fine.id,
      playerId: jan,
      action: 'created',
      before: null,
      after: {
        player: 'Jan Jansen',
        type: 'Rode kaart',
        amount: 10,
        date: '2027-03-12',
        paid: false,
      },
    });
    expect(created?.sessionId).toEqual(expect.any(Number));

    await call('PUT', `/fine/${fine.id}`, admin, {
      playerId: piet,
      fineTypeId: red,
      data: { date: '2027-03-13', description: 'Ruzie met de scheids' },
    });
    expect(await newest(admin)).toMatchObject({
      actor: `user:${adminId}`,
      actorEmail: 'penningmeester@example.nl',
      action: 'changed',
      playerId: piet,
      before: { playerId: jan, player: 'Jan Jansen', date: '2027-03-12' },
      after: { playerId: piet, player: 'Pietje', date: '2027-03-13' },
    });

    await call('PUT', `/fine/${fine.id}/paid`, t.pin, { paid: true });
    expect(await newest()).toMatchObject({
      action: 'paid',
      before: { paid: false },
      after: { paid: true },
    });
    await call('PUT', `/fine/${fine.id}/paid`, t.pin, { paid: true });
    expect((await newest())?.action).toBe('paid');
    expect((await log(`?entity=fine&action=paid`)).length).toBe(1);

    await call('PUT', `/fine/${fine.id}/paid`, t.pin, { paid: false });
    expect(await newest()).toMatchObject({
      action: 'unpaid',
      before: { paid: true },
      after: { paid: false },
    });

    await call('DELETE', `/fine/${fine.id}`, t.pin);
    expect(await newest()).toMatchObject({
      entityId: fine.id,
      action: 'deleted',
      before: { player: 'Pietje', amount: 10 },
      after: null,
    });
  });

  it('records transactions created, changed and deleted', async () => {
    const body = { amount: 50, date: '2027-03-01', reason: 'Sponsor', transactionType: 'Income' };
    const transaction = await call('POST', '/transaction', t.pin, body);
    expect(await newest()).toMatchObject({
      entity: 'transaction',
      entityId: transaction.id,
      action: 'created',
      before: null,
      after: { transactionType: 'Income', amount: 50, reason: 'Sponsor', date: '2027-03-01' },
    });
    await call('PUT', `/transaction/${transaction.id}`, admin, { ...body, amount: 45.5 });
    expect(await newest()).toMatchObject({
      actor: `user:${adminId}`,
      action: 'changed',
      before: { amount: 50 },
      after: { amount: 45.5 },
    });
    await call('DELETE', `/transaction/${transaction.id}`, t.pin);
    expect(await newest()).toMatchObject({
      action: 'deleted',
      before: { amount: 45.5 },
      after: null,
    });
  });

  it("records a fine type's amount change, not a change of its description alone", async () => {
    const type = await call('POST', '/fine/types', t.pin, {
      description: 'Geel',
      matchRelated: false,
      amount: 2.5,
    });
    const before = (await log()).length;
    await call('PUT', `/fine/types/${type.id}`, t.pin, {
      description: 'Gele kaart',
      matchRelated: false,
      amount: 2.5,
      obsolete: false,
    });
    expect((await log()).length).toBe(before);
    await call('PUT', `/fine/types/${type.id}`, admin, {
      description: 'Gele kaart',
      matchRelated: false,
      amount: 3,
      obsolete: false,
    });
    expect(await newest()).toMatchObject({
      entity: 'fine_type',
      entityId: type.id,
      action: 'amount_changed',
      before: { description: 'Gele kaart', amount: 2.5 },
      after: { amount: 3 },
    });
  });

  it('records the fines a match fill creates, and those its reset removes', async () => {
    const db = t.database.db;
    const season = await db
      .selectFrom('seasons')
      .select('id')
      .where('team_id', '=', t.team.id)
      .executeTakeFirstOrThrow();
    const late = await insertFineType(db, t.team.id, 'Te laat', {
      amountCents: 250,
      matchRelated: true,
    });
    const match = await db
      .insertInto('matches')
      .values({
        team_id: t.team.id,
        season_id: season.id,
        date: '2026-01-10',
        match_type: 'League',
        opponent: 'VV Hoek',
        cancelled: 0,
        filled: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const filled = await call('POST', `/match/${match.id}/data`, t.pin, {
      absentPlayers: [],
      goals: [],
      fines: [
        { playerId: jan, fineTypeId: late },
        { playerId: piet, fineTypeId: late },
      ],
      tasks: [],
    });
    const created = (await log('?action=created&entity=fine&limit=2')).reverse();
    expect(created.map((e) => e.entityId).sort()).toEqual(
      filled.fines.map((f: { id: number }) => f.id).sort(),
    );
    expect(created.map((e) => e.after)).toEqual([
      expect.objectContaining({
        player: 'Jan Jansen',
        type: 'Te laat',
        amount: 2.5,
        matchId: match.id,
        date: '2026-01-10',
      }),
      expect.objectContaining({
        player: 'Pietje',
        type: 'Te laat',
        amount: 2.5,
        matchId: match.id,
      }),
    ]);

    await call('DELETE', `/match/${match.id}/data`, admin);
    const deleted = await log('?action=deleted&entity=fine&limit=2');
    expect(deleted.map((e) => e.entityId).sort()).toEqual(created.map((e) => e.entityId).sort());
    expect(
      deleted.every(
        (e) => e.actor === `user:${adminId}` && e.after === null && e.before?.matchId === match.id,
      ),
    ).toBe(true);
  });

  it('writes nothing when the change itself is refused', async () => {
    const count = (await log()).length;
    const refused = await t.inject({
      method: 'POST',
      url: `/api/${t.team.code}/fine`,
      headers: { cookie: t.pin },
      payload: { playerId: jan, typeId: 999999, data: { date: '2027-03-12', description: 'x' } },
    });
    expect(refused.statusCode).toBe(404);
    expect((await log()).length).toBe(count);
  });

  it('filters by entity, action, player and date range, and pages by id', async () => {
    const all = await log();
    const ids = (entries: Entry[]) => entries.map((e) => e.id);
    expect(ids(await log('?entity=transaction'))).toEqual(
      ids(all.filter((e) => e.entity === 'transaction')),
    );
    expect(ids(await log('?action=deleted'))).toEqual(
      ids(all.filter((e) => e.action === 'deleted')),
    );
    expect(ids(await log('?entity=fine&action=paid'))).toHaveLength(1);
    // A fine moved from Jan to Piet shows up under both.
    const aboutJan = all.filter((e) => e.playerId === jan || e.before?.playerId === jan);
    expect(ids(await log(`?playerId=${jan}`))).toEqual(ids(aboutJan));
    expect(aboutJan.map((e) => e.action)).toContain('changed');
    const today = t.clock.now.toISOString().slice(0, 10);
    expect(await log(`?from=${today}&to=${today}`)).toHaveLength(all.length);
    expect(await log('?to=2000-01-01')).toHaveLength(0);
    // The furthest date there is: everything happened before its end.
    expect(ids(await log('?to=9999-12-31'))).toEqual(ids(all));
    expect(ids(await log(`?from=${today}&to=9999-12-31`))).toEqual(ids(all));
    const firstPage = await logPage('?limit=2');
    const nextPage = await logPage(`?limit=2&cursor=${firstPage.nextCursor}`);
    expect(ids([...firstPage.items, ...nextPage.items])).toEqual(ids(all.slice(0, 4)));
    // Every page, following the cursor, is the whole log once; the last one has no next.
    const pages = [await logPage('?limit=3')];
    while (pages.at(-1)!.nextCursor !== null) {
      pages.push(await logPage(`?limit=3&cursor=${pages.at(-1)!.nextCursor}`));
    }
    expect(ids(pages.flatMap((page) => page.items))).toEqual(ids(all));
    expect(pages.at(-1)!.items.length).toBeGreaterThan(0);
  });

  it('answers bad filters with 400 and the Dutch message', async () => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/audit?from=2027-03-12&to=2027-03-01`,
      headers: { cookie: t.pin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({
      path: 'to',
      message: 'De einddatum ligt voor de begindatum',
    });
  });

  it("answers a player id beyond any id, a made-up or another team's cursor and a bad limit with 400", async () => {
    const ours = (await logPage('?limit=1')).nextCursor;
    expect(ours).toEqual(expect.any(String));
    const theirs = await t.inject({
      method: 'GET',
      url: `/api/${t.other.code}/audit?cursor=${ours}`,
      headers: { cookie: t.otherPin },
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().issues).toEqual([
      { path: 'cursor', message: expect.stringMatching(/pagina/) },
    ]);
    const forged = Buffer.from(
      JSON.stringify({ list: 'audit', team: t.team.id, after: { id: 'laatste' } }),
    ).toString('base64url');
    for (const query of [
      'playerId=2147483648',
      'cursor=nietsdan',
      `cursor=${forged}`,
      'beforeId=2147483648&cursor=eyJ9',
      'limit=0',
      'limit=101',
      'limit=abc',
    ]) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/${t.team.code}/audit?${query}`,
        headers: { cookie: t.pin },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toBe('ValidationError');
    }
  });

  it("shows a team admin's e-mail address to the team's admins only, not to pin holders", async () => {
    await call('POST', '/transaction', admin, {
      transactionType: 'Expense',
      date: '2027-03-20',
      amount: 12.5,
      reason: 'Ballen',
    });
    const byAdmin = await newest(admin);
    expect(byAdmin).toMatchObject({
      actor: `user:${adminId}`,
      actorEmail: 'penningmeester@example.nl',
    });
    const byPin = await newest(t.pin);
    expect(byPin).toEqual({ ...byAdmin, actorEmail: null });
    const all = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/audit`,
      headers: { cookie: t.pin },
    });
    expect(all.body).not.toContain('penningmeester@example.nl');
  });

  it('is for members only, per team, and cannot be changed through the API', async () => {
    expect((await t.inject({ method: 'GET', url: `/api/${t.team.code}/audit` })).statusCode).toBe(
      401,
    );
    const theirs = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/audit`,
      headers: { cookie: t.otherPin },
    });
    expect(theirs.statusCode).toBe(401);
    const ownLog = await t.inject({
      method: 'GET',
      url: `/api/${t.other.code}/audit`,
      headers: { cookie: t.otherPin },
    });
    expect(ownLog.json()).toEqual({ items: [], nextCursor: null, totals: {} });
    const ourPlayer = await t.inject({
      method: 'GET',
      url: `/api/${t.other.code}/audit?playerId=${jan}`,
      headers: { cookie: t.otherPin },
    });
    expect(ourPlayer.statusCode).toBe(404);
    const entry = (await log())[0];
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const url =
        method === 'POST' ? `/api/${t.team.code}/audit` : `/api/${t.team.code}/audit/${entry?.id}`;
      const response = await t.inject({ method, url, headers: { cookie: t.pin }, payload: {} });
      expect(response.statusCode).toBe(404);
    }
    expect((await log())[0]).toEqual(entry);
  });
});
