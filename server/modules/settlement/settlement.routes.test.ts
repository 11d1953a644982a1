import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standingsSuite } from '../../../tests/helpers/api-suite.js';
import { isCreditorReference } from '../../../domain/payments/creditor-reference.js';
import { insertTeam, teamAdminCookie, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import {
  insertFine,
  insertFineType,
  insertMatch,
  insertPlayer,
  insertSeason,
  insertTransaction,
} from '../../../tests/helpers/standings-fixtures.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';

interface Settlement {
  seasonId: number;
  description: string;
  locked: boolean;
  players: {
    player: { id: number; firstName: string };
    openAmount: number;
    fineCount: number;
    reference: string;
  }[];
  openTotal: number;
  expectedBalance: number;
  totalPot: number;
  bankBalance: number | null;
  bankBalanceEnteredAt: string | null;
  difference: number | null;
}

interface Balance {
  unpaidFines: number;
  paidFines: number;
  transactions: number;
  balance: number;
}

const cents = (euros: number) => Math.round(euros * 100);

describe.each(testDatabases)('season settlement on $name', (database) => {
  const t = standingsSuite(database, { adminEmail: 'penningmeester@example.nl' });

  const call = (
    method: 'GET' | 'PUT',
    seasonId: number,
    {
      cookie = t.admin,
      team = t.team.code,
      payload,
    }: { cookie?: string; team?: string; payload?: object } = {},
  ) =>
    t.inject({
      method,
      url: `/api/${team}/season/${seasonId}/settlement`,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const settlementOf = async (seasonId: number, team = t.team.code, cookie = t.admin) => {
    const response = await call('GET', seasonId, { team, cookie });
    expect(response.statusCode).toBe(200);
    return response.json() as Settlement;
  };
  const balanceOf = async (seasonId: number, team = t.team.code) =>
    (
      await t.inject({ method: 'GET', url: `/api/${team}/season/${seasonId}/balance` })
    ).json() as Balance;

  it('lists who still owes what, most first, with the pot beside it', async () => {
    const settlement = await settlementOf(t.team.season1);
    // Eva: red + late unpaid = € 12,50; Anne: late unpaid = € 2,50; Cassie's cake is a task.
    expect(
      settlement.players.map((row) => [row.player.firstName, row.openAmount, row.fineCount]),
    ).toEqual([
      ['Eva', 12.5, 2],
      ['Anne', 2.5, 1],
    ]);
    expect(settlement).toMatchObject({
      seasonId: t.team.season1,
      description: '2024-2025',
      locked: true,
      openTotal: 15,
      expectedBalance: 44.75,
      totalPot: 59.75,
      bankBalance: null,
      bankBalanceEnteredAt: null,
      difference: null,
    });
  });

  it('gives each player the payment reference his pay-by-QR transfer carries', async () => {
    const settlement = await settlementOf(t.team.season1);
    for (const row of settlement.players) {
      expect(isCreditorReference(row.reference)).toBe(true);
      const payment = await t.inject({
        method: 'GET',
        url: `/api/${t.team.code}/fine/payment/${row.player.id}`,
      });
      expect(payment.json()).toMatchObject({ reference: row.reference, amount: row.openAmount });
    }
  });

  it('has totals equal to the fine pot, whatever the season holds', async () => {
    const { db } = t.database;
    let round = 0;
    const fine = fc.record({
      player: fc.nat(3),
      type: fc.nat(3),
      paid: fc.boolean(),
      match: fc.option(fc.nat(2), { nil: undefined }),
    });
    const transaction = fc.record({
      income: fc.boolean(),
      cents: fc.integer({ min: 1, max: 50_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fine, { maxLength: 25 }),
        fc.array(transaction, { maxLength: 4 }),
        fc.integer({ min: -100_000, max: 1_000_000 }),
        async (fines, transactions, bankCents) => {
          round += 1;
          const team = await insertTeam(db, { code: `kas${round}` });
          const players = await Promise.all(
            ['Anne', 'Bram', 'Cor', 'Dirk'].map((firstName) =>
              insertPlayer(db, team.id, { firstName }),
            ),
          );
          const season = await insertSeason(db, team.id, '2025-2026', players);
          const types = [
            await insertFineType(db, team.id, 'Te laat', { cents: 250 }),
            await insertFineType(db, team.id, 'Rode kaart', { cents: 1830 }),
            await insertFineType(db, team.id, 'Gratis', { cents: 0 }),
            await insertFineType(db, team.id, 'Taart', { task: 'Taart meenemen' }),
          ];
          const matches = [];
          for (const date of ['2025-09-06', '2025-09-13', '2025-09-20']) {
            matches.push(await insertMatch(db, team.id, { seasonId: season, date, filled: {} }));
          }
          for (const f of fines) {
            await insertFine(db, team.id, {
              seasonId: season,
              playerId: players[f.player]!,
              fineTypeId: types[f.type]!,
              date: '2025-09-13',
              paid: f.paid,
              ...(f.match === undefined ? {} : { matchId: matches[f.match]! }),
            });
          }
          for (const x of transactions) {
            await insertTransaction(db, team.id, {
              seasonId: season,
              type: x.income ? 'Income' : 'Expense',
              cents: x.cents,
              date: '2025-09-01',
              reason: 'Iets',
            });
          }
          const cookie = await teamAdminCookie(db, `kas${round}@example.nl`, team.id);
          const put = await call('PUT', season, {
            team: team.code,
            cookie,
            payload: { bankBalance: bankCents / 100 },
          });
          expect(put.statusCode).toBe(200);
          const settlement = await settlementOf(season, team.code, cookie);
          const balance = await balanceOf(season, team.code);

          const owed = settlement.players.reduce((sum, row) => sum + cents(row.openAmount), 0);
          expect(owed).toBe(cents(balance.unpaidFines));
          expect(cents(settlement.openTotal)).toBe(cents(balance.unpaidFines));
          expect(cents(settlement.expectedBalance)).toBe(cents(balance.balance));
          expect(cents(settlement.totalPot)).toBe(
            cents(balance.unpaidFines) + cents(balance.paidFines) + cents(balance.transactions),
          );
          expect(cents(settlement.difference!)).toBe(bankCents - cents(balance.balance));
          expect(settlement.players.every((row) => row.openAmount > 0)).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('records the bank balance for an open season and shows the difference', async () => {
    const put = await call('PUT', t.team.season2, { payload: { bankBalance: -10.5 } });
    expect(put.statusCode).toBe(200);
    // Season 2: no fines, one expense of € 12,-: the bank should say − € 12,-.
    expect(put.json()).toMatchObject({
      expectedBalance: -12,
      bankBalance: -10.5,
      difference: 1.5,
      locked: false,
      players: [],
    });
    const again = await settlementOf(t.team.season2);
    expect(again.bankBalance).toBe(-10.5);
    expect(again.bankBalanceEnteredAt).toBe(t.clock.now.toISOString());
    expect(await balanceOf(t.team.season2)).toMatchObject({ balance: -12 });
  });

  it('refuses a bank balance for a locked season with SeasonLocked', async () => {
    const response = await call('PUT', t.team.season1, { payload: { bankBalance: 40 } });
    expect(response.statusCode).toBe(999);
    expect(response.json()).toEqual({ error: 'SeasonLocked' });
    expect((await settlementOf(t.team.season1)).bankBalance).toBeNull();
  });

  it('answers a bad bank balance with 400 and its Dutch message', async () => {
    for (const [payload, message] of [
      [{}, 'Bedrag is verplicht'],
      [{ bankBalance: 'veel' }, 'Geef een geldig bedrag op'],
      [{ bankBalance: 1.005 }, 'Geef een geldig bedrag op'],
      [{ bankBalance: 1_000_000 }, 'Geef een geldig bedrag op'],
    ] as const) {
      const response = await call('PUT', t.team.season2, { payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'ValidationError',
        issues: [{ path: 'bankBalance', message }],
      });
    }
    const bad = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/season/abc/settlement`,
      headers: { cookie: t.admin },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is for team admins only: a visitor 401, the pin or another team’s admin 403', async () => {
    const { db } = t.database;
    const pin = await teamSessionCookie(db, t.team.teamId);
    const blauw = await insertTeam(db, { code: 'blauwkas' });
    const otherAdmin = await teamAdminCookie(db, 'ander@example.nl', blauw.id);
    for (const method of ['GET', 'PUT'] as const) {
      const payload = method === 'PUT' ? { bankBalance: 1 } : undefined;
      expect((await call(method, t.team.season2, { cookie: '', payload })).statusCode).toBe(401);
      expect((await call(method, t.team.season2, { cookie: pin, payload })).statusCode).toBe(403);
      expect((await call(method, t.team.season2, { cookie: otherAdmin, payload })).statusCode).toBe(
        403,
      );
    }
    expect((await settlementOf(t.team.season2)).bankBalance).toBe(-10.5);
  });

  it("answers another team's season with 404", async () => {
    const { db } = t.database;
    const blauw = await insertTeam(db, { code: 'blauw' });
    const season = await insertSeason(db, blauw.id, '2025-2026', []);
    for (const method of ['GET', 'PUT'] as const) {
      const response = await call(method, season, {
        payload: method === 'PUT' ? { bankBalance: 1 } : undefined,
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ error: 'NotFound', message: 'Seizoen niet gevonden' });
    }
  });
});
