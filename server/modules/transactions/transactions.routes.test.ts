import { beforeAll, describe, expect, it } from 'vitest';
import { twoTeamsSuite } from '../../../tests/helpers/api-suite.js';
import { insertTeam, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';
import { insertSeason } from '../../../tests/helpers/fine-fixtures.js';

interface TransactionBody {
  id: number;
  seasonId: number;
  transactionType: 'Income' | 'Expense';
  date: string;
  amount: number;
  reason: string;
}

describe.each(testDatabases)('transactions API on $name', (database) => {
  const t = twoTeamsSuite(database);
  let oldSeason: number;
  let season: number;

  beforeAll(async () => {
    oldSeason = await insertSeason(t.database.db, t.team.id, '2025-2026');
    season = await insertSeason(t.database.db, t.team.id, '2026-2027');
    await insertSeason(t.database.db, t.other.id, '2026-2027');
  });

  const url = (path = '') => `/api/${t.team.code}/transaction${path}`;
  const create = (body: object, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({ method: 'POST', url: url(), payload: body, headers });
  const update = (id: number, body: object, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({ method: 'PUT', url: url(`/${id}`), payload: body, headers });
  const remove = (id: number, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({ method: 'DELETE', url: url(`/${id}`), headers });
  const read = (id: number) => t.inject({ method: 'GET', url: url(`/${id}`) });
  const sponsor = {
    amount: 150,
    date: '2026-09-01',
    reason: 'Sponsor bakker',
    transactionType: 'Income',
  };
  const add = async (body: object = sponsor): Promise<TransactionBody> => {
    const response = await create(body);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('adds, reads, changes and deletes a transaction in the current season', async () => {
    const created = await add({ ...sponsor, reason: ' Sponsor bakker ', amount: 150.5 });
    expect(created).toEqual({
      id: expect.any(Number),
      seasonId: season,
      transactionType: 'Income',
      date: '2026-09-01',
      amount: 150.5,
      reason: 'Sponsor bakker',
    });
    expect((await read(created.id)).json()).toEqual(created);

    const changed = await update(created.id, {
      amount: 0.01,
      date: '2026-09-02',
      reason: 'Ballen',
      transactionType: 'Expense',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      ...created,
      amount: 0.01,
      date: '2026-09-02',
      reason: 'Ballen',
      transactionType: 'Expense',
    });

    const removed = await remove(created.id);
    expect(removed.json()).toEqual({ ok: true });
    expect((await read(created.id)).statusCode).toBe(404);
  });

  it('lists a season newest first', async () => {
    const own = await insertTeam(t.database.db, { code: 'lijst' });
    const ownCookie = await teamSessionCookie(t.database.db, own.id);
    expect((await t.inject({ method: 'GET', url: `/api/${own.code}/transaction` })).json()).toEqual(
      [],
    );
    const first = await insertSeason(t.database.db, own.id, 'Eerste');
    const post = async (date: string, reason: string) =>
      (
        await t.inject({
          method: 'POST',
          url: `/api/${own.code}/transaction`,
          payload: { ...sponsor, date, reason },
          headers: { cookie: ownCookie },
        })
      ).json();
    const early = await post('2026-08-01', 'Vroeg');
    await insertSeason(t.database.db, own.id, 'Tweede');
    const late = await post('2026-10-01', 'Laat');
    const middle = await post('2026-09-01', 'Midden');
    const sameDayLater = await post('2026-09-01', 'Ook midden');

    const current = await t.inject({ method: 'GET', url: `/api/${own.code}/transaction` });
    expect(current.json().map((x: TransactionBody) => x.reason)).toEqual([
      'Laat',
      'Ook midden',
      'Midden',
    ]);
    expect(current.json().map((x: TransactionBody) => x.id)).toEqual([
      late.id,
      sameDayLater.id,
      middle.id,
    ]);
    const previous = await t.inject({
      method: 'GET',
      url: `/api/${own.code}/transaction?seasonId=${first}`,
    });
    expect(previous.json()).toEqual([early]);
  });

  it('answers bad input with 400 and the Dutch messages of the form', async () => {
    const expectIssue = async (body: object, path: string, message: string) => {
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual({ path, message });
    };
    await expectIssue({ ...sponsor, amount: undefined }, 'amount', 'Bedrag is verplicht');
    await expectIssue({ ...sponsor, amount: null }, 'amount', 'Bedrag is verplicht');
    for (const amount of [-5, 0, 2.555, 0.001, 100_000.01, 1e12, '12']) {
      await expectIssue({ ...sponsor, amount }, 'amount', 'Geef een geldig bedrag op');
    }
    await expectIssue({ ...sponsor, date: '2026-02-30' }, 'date', 'Ongeldige datum');
    await expectIssue({ ...sponsor, date: '' }, 'date', 'Datum is verplicht');
    await expectIssue({ ...sponsor, reason: '  ' }, 'reason', 'Omschrijving is verplicht');
    await expectIssue({ ...sponsor, reason: undefined }, 'reason', 'Omschrijving is verplicht');
    await expectIssue(
      { ...sponsor, transactionType: 'Gift' },
      'transactionType',
      'Kies inkomsten of uitgaven',
    );

    const existing = await add();
    const bad = await update(existing.id, { ...sponsor, amount: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toContainEqual({
      path: 'amount',
      message: 'Geef een geldig bedrag op',
    });
  });

  it('refuses changes to a locked season and new transactions before the first season', async () => {
    const oldRow = await t.database.db
      .insertInto('transactions')
      .values({
        team_id: t.team.id,
        season_id: oldSeason,
        transaction_type: 'Expense',
        date: '2025-10-01',
        amount_cents: 2000,
        reason: 'Oud',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const response of [await update(oldRow.id, sponsor), await remove(oldRow.id)]) {
      expect(response.statusCode).toBe(999);
      expect(response.json()).toEqual({ error: 'SeasonLocked' });
    }
    expect((await read(oldRow.id)).json()).toMatchObject({
      amount: 20,
      reason: 'Oud',
      seasonId: oldSeason,
    });

    const fresh = await insertTeam(t.database.db, { code: 'nieuw' });
    const freshCookie = await teamSessionCookie(t.database.db, fresh.id);
    const response = await t.inject({
      method: 'POST',
      url: `/api/${fresh.code}/transaction`,
      payload: sponsor,
      headers: { cookie: freshCookie },
    });
    expect(response.statusCode).toBe(999);
    expect(response.json()).toEqual({ error: 'NoSeason' });
  });

  it('refuses writes from visitors and other teams', async () => {
    const existing = await add();
    for (const headers of [{}, { cookie: t.otherPin }] as Record<string, string>[]) {
      expect((await create(sponsor, headers)).statusCode).toBe(401);
      expect((await update(existing.id, { ...sponsor, amount: 1 }, headers)).statusCode).toBe(401);
      expect((await remove(existing.id, headers)).statusCode).toBe(401);
    }
    expect((await read(existing.id)).json()).toEqual(existing);
  });

  it("treats another team's transactions and seasons as not found", async () => {
    const theirs = (
      await t.inject({
        method: 'POST',
        url: `/api/${t.other.code}/transaction`,
        payload: sponsor,
        headers: { cookie: t.otherPin },
      })
    ).json();
    expect((await read(theirs.id)).statusCode).toBe(404);
    expect((await update(theirs.id, { ...sponsor, reason: 'Gekaapt' })).statusCode).toBe(404);
    expect((await remove(theirs.id)).statusCode).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: url(`?seasonId=${theirs.seasonId}`) })).statusCode,
    ).toBe(404);
    expect(
      (await t.inject({ method: 'GET', url: url() })).json().map((x: TransactionBody) => x.id),
    ).not.toContain(theirs.id);
    const still = await t.inject({
      method: 'GET',
      url: `/api/${t.other.code}/transaction/${theirs.id}`,
    });
    expect(still.json()).toEqual(theirs);
  });
});
