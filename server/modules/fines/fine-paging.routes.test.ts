import { beforeAll, describe, expect, it } from 'vitest';
import { twoTeamsSuite } from '../../../tests/helpers/api-suite.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';
import {
  insertFine,
  insertFineType,
  insertPlayer,
  insertSeason,
} from '../../../tests/helpers/fine-fixtures.js';
import { madeUpCursor, pagedList, type PagedList } from '../../../tests/helpers/paged-list.js';

interface PagedFine {
  id: number;
  player: { id: number };
  type: { id: number; amount: number | null };
  data: { date: string };
  paid: boolean;
}
type FineList = PagedList<PagedFine, { count: number; total: number; outstanding: number }>;

/** The paged order: unpaid first, newest date first, then newest id. */
function pagedOrder(a: PagedFine, b: PagedFine): number {
  if (a.paid !== b.paid) return a.paid ? 1 : -1;
  if (a.data.date !== b.data.date) return a.data.date < b.data.date ? 1 : -1;
  return b.id - a.id;
}

const cents = (fines: PagedFine[]) =>
  fines.reduce((sum, fine) => sum + Math.round((fine.type.amount ?? 0) * 100), 0);

describe.each(testDatabases)('paged fine list on $name', (database) => {
  const t = twoTeamsSuite(database);
  let season: number;
  let jan: number;
  let piet: number;
  let late: number;
  let red: number;
  let bar: number;
  let theirPlayer: number;
  let fines: FineList;

  beforeAll(async () => {
    const db = t.database.db;
    fines = pagedList(t, `/api/${t.team.code}/fine`);
    jan = await insertPlayer(db, t.team.id, 'Jan', 'Jansen');
    piet = await insertPlayer(db, t.team.id, 'Piet', 'Bakker');
    season = await insertSeason(db, t.team.id, '2026-2027', [jan, piet]);
    late = await insertFineType(db, t.team.id, 'Te laat', { amountCents: 250 });
    red = await insertFineType(db, t.team.id, 'Rode kaart', { amountCents: 1000 });
    bar = await insertFineType(db, t.team.id, 'Bardienst vergeten', { task: 'Bardienst draaien' });
    theirPlayer = await insertPlayer(db, t.other.id, 'Kees', 'Blauw');
    const theirSeason = await insertSeason(db, t.other.id, '2026-2027', [theirPlayer]);
    const theirType = await insertFineType(db, t.other.id, 'Van blauw');
    await insertFine(db, {
      teamId: t.other.id,
      seasonId: theirSeason,
      playerId: theirPlayer,
      fineTypeId: theirType,
      date: '2026-09-01',
      description: 'Van blauw',
    });
    // 24 fines over six dates, several on one date, some paid, of three types.
    const types = [late, red, bar];
    for (let i = 0; i < 24; i++) {
      await insertFine(db, {
        teamId: t.team.id,
        seasonId: season,
        playerId: i % 3 === 0 ? piet : jan,
        fineTypeId: types[i % 3]!,
        date: `2026-09-${String(10 + (i % 6)).padStart(2, '0')}`,
        description: `Boete ${i}`,
        paid: i % 4 === 0,
      });
    }
  });

  it('pages the season in the paged order, 50 rows by default, with totals over all of it', async () => {
    const first = await fines.page('limit=5');
    expect(first.items).toHaveLength(5);
    const pages = await fines.allPages('limit=5');
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 5, 5, 4]);
    const rows = pages.flatMap((p) => p.items);
    const everything = await fines.whole();
    expect(rows.map((fine) => fine.id)).toEqual(
      [...everything].sort(pagedOrder).map((fine) => fine.id),
    );
    const unpaid = rows.filter((fine) => !fine.paid);
    for (const p of pages) {
      expect(p.totals).toEqual({
        count: 24,
        total: cents(rows) / 100,
        outstanding: cents(unpaid) / 100,
      });
    }
    const byDefault = await fines.page(`seasonId=${season}&open=false`);
    expect(byDefault.items.map((fine) => fine.id)).toEqual(rows.map((fine) => fine.id));
    expect(byDefault.nextCursor).toBeNull();
  });

  it('filters per player, per type and to open fines, totals included', async () => {
    const everything = await fines.whole();
    const cases: [string, (fine: PagedFine) => boolean][] = [
      [`playerId=${piet}`, (fine) => fine.player.id === piet],
      [`typeId=${red}`, (fine) => fine.type.id === red],
      ['open=true', (fine) => !fine.paid],
      [`open=true&playerId=${jan}`, (fine) => !fine.paid && fine.player.id === jan],
    ];
    for (const [query, wanted] of cases) {
      const pages = await fines.allPages(`limit=3&${query}`);
      const rows = pages.flatMap((p) => p.items);
      const expected = everything.filter(wanted).sort(pagedOrder);
      expect(rows.map((fine) => fine.id)).toEqual(expected.map((fine) => fine.id));
      expect(pages[0]!.totals).toEqual({
        count: expected.length,
        total: cents(expected) / 100,
        outstanding: cents(expected.filter((fine) => !fine.paid)) / 100,
      });
    }
  });

  it('keeps the page boundary while fines are added and deleted between pages', async () => {
    const before = await fines.whole();
    const giveFine = async (date: string) => {
      const response = await t.inject({
        method: 'POST',
        url: `/api/${t.team.code}/fine`,
        headers: { cookie: t.pin },
        payload: { playerId: jan, typeId: late, data: { date, description: 'Tussendoor' } },
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as PagedFine).id;
    };
    const remove = async (id: number) => {
      const response = await t.inject({
        method: 'DELETE',
        url: `/api/${t.team.code}/fine/${id}`,
        headers: { cookie: t.pin },
      });
      expect(response.statusCode).toBe(200);
    };
    const ordered = [...before].sort(pagedOrder);
    const unpaidLater = ordered.filter((fine) => !fine.paid).slice(8);
    const removed: number[] = [];
    const added: number[] = [];
    const pages = await fines.allPages('limit=4', async (index) => {
      if (index === 1) {
        // The last row of the page just read goes, and one further on.
        removed.push(ordered[3]!.id, unpaidLater[0]!.id);
        for (const id of removed) await remove(id);
        added.push(await giveFine('2026-09-30'), await giveFine('2026-09-11'));
      }
      if (index === 2) added.push(await giveFine('2026-09-01'));
    });
    const seen = pages.flatMap((p) => p.items.map((fine) => fine.id));
    expect(new Set(seen).size).toBe(seen.length);
    const throughout = ordered.filter((fine) => !removed.includes(fine.id));
    for (const fine of throughout) expect(seen).toContain(fine.id);
    expect(seen).not.toContain(unpaidLater[0]!.id);
    // Added after the boundary passed it: not shown; added ahead of it: shown once.
    expect(seen).not.toContain(added[0]);
    expect(seen.filter((id) => added.slice(1).includes(id))).toEqual(added.slice(1));
    for (const id of added) await remove(id);
  });

  it("refuses another team's cursor, a made-up one and a bad limit with a Dutch 400", async () => {
    const otherFirst = await fines.get('limit=1', `/api/${t.other.code}/fine`);
    expect(otherFirst.json()).toMatchObject({ items: [{ player: { id: theirPlayer } }] });
    await fines.expectBadPagingRefused(`/api/${t.other.code}/fine`, [
      madeUpCursor({ list: 'fine', team: t.team.id, after: { paid: 0, id: 1 } }),
    ]);
  });

  it("answers another team's player or type with 404, and keeps the whole list without paging", async () => {
    expect((await fines.get(`limit=5&playerId=${theirPlayer}`)).statusCode).toBe(404);
    expect((await fines.get(`playerId=${theirPlayer}`)).statusCode).toBe(404);
    const list = await fines.whole();
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThan(20);
  });
});
