import { beforeAll, describe, expect, it } from 'vitest';
import { twoTeamsSuite } from '../../../tests/helpers/api-suite.js';
import { testDatabases } from '../../../tests/helpers/test-app.js';
import {
  insertFine,
  insertFineType,
  insertPlayer,
  insertSeason,
} from '../../../tests/helpers/fine-fixtures.js';

interface FineTypeBody {
  id: number;
  description: string;
  matchRelated: boolean;
  amount: number | null;
  task: string | null;
  obsolete: boolean;
  hasFines?: boolean;
}

describe.each(testDatabases)('fine types API on $name', (database) => {
  const t = twoTeamsSuite(database);
  let seasonId: number;
  let playerId: number;

  beforeAll(async () => {
    playerId = await insertPlayer(t.database.db, t.team.id, 'Jan');
    seasonId = await insertSeason(t.database.db, t.team.id, '2026-2027', [playerId]);
  });

  const url = (path = '') => `/api/${t.team.code}/fine/types${path}`;
  const create = (body: object, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({ method: 'POST', url: url(), payload: body, headers });
  const update = (id: number, body: object, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({ method: 'PUT', url: url(`/${id}`), payload: body, headers });
  const duplicate = (id: number, headers: Record<string, string> = { cookie: t.pin }) =>
    t.inject({ method: 'POST', url: url(`/${id}/duplicate`), payload: {}, headers });
  const list = async (query = ''): Promise<FineTypeBody[]> =>
    (await t.inject({ method: 'GET', url: `${url()}${query}` })).json();
  const withHasFines = async (id: number): Promise<FineTypeBody> =>
    (
      await t.inject({ method: 'GET', url: `/api/${t.team.code}/fine/types-with-has-fines/${id}` })
    ).json();
  const giveFine = (fineTypeId: number) =>
    insertFine(t.database.db, {
      teamId: t.team.id,
      seasonId,
      playerId,
      fineTypeId,
      date: '2026-09-01',
      // A manual fine has a description (the fine list's answer requires it).
      description: 'Gegeven',
    });

  it('creates an amount type and a task type and lists the active ones by description', async () => {
    const late = await create({
      description: ' Te laat ',
      matchRelated: true,
      amount: 2.5,
      task: null,
    });
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({
      id: expect.any(Number),
      description: 'Te laat',
      matchRelated: true,
      amount: 2.5,
      task: null,
      obsolete: false,
    });
    const bar = await create({
      description: 'Bardienst vergeten',
      matchRelated: false,
      task: 'Bardienst draaien',
    });
    expect(bar.json()).toMatchObject({
      amount: null,
      task: 'Bardienst draaien',
      matchRelated: false,
    });

    const names = (await list()).map((type) => type.description);
    expect(names).toEqual(expect.arrayContaining(['Te laat', 'Bardienst vergeten']));
    expect(names.indexOf('Bardienst vergeten')).toBeLessThan(names.indexOf('Te laat'));
  });

  it('answers bad input with 400 and the Dutch messages of the form', async () => {
    const expectIssue = async (body: object, path: string, message: string) => {
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual({ path, message });
    };
    await expectIssue(
      { description: 'Geen prijs', matchRelated: false },
      'amount',
      'Bedrag of taak is verplicht',
    );
    await expectIssue(
      { description: 'Geen prijs', matchRelated: false, amount: null, task: '  ' },
      'amount',
      'Bedrag of taak is verplicht',
    );
    await expectIssue(
      { description: 'Allebei', matchRelated: false, amount: 1, task: 'Ballen pompen' },
      'task',
      'Vul een bedrag of een taak in, niet allebei',
    );
    await expectIssue(
      { description: '', matchRelated: false, amount: 1 },
      'description',
      'Omschrijving is verplicht',
    );
    await expectIssue(
      { description: 'Negatief', amount: -1 },
      'amount',
      'Geef een geldig bedrag op',
    );
    await expectIssue({ description: 'Nul', amount: 0 }, 'amount', 'Geef een geldig bedrag op');
    await expectIssue(
      { description: 'Halve cent', amount: 2.555 },
      'amount',
      'Geef een geldig bedrag op',
    );
    await expectIssue(
      { description: 'Te duur', amount: 1e9 },
      'amount',
      'Geef een geldig bedrag op',
    );
    await expectIssue(
      { description: 'Tekst', amount: '2,50' },
      'amount',
      'Geef een geldig bedrag op',
    );
  });

  it('refuses a description an active type already has, on create, rename and reactivation', async () => {
    const first = (await create({ description: 'Rode kaart', amount: 10 })).json();
    const again = await create({ description: 'Rode kaart', amount: 12.5 });
    expect(again.statusCode).toBe(999);
    expect(again.json()).toEqual({ error: 'DescriptionAlreadyExists' });

    const yellow = (await create({ description: 'Gele kaart', amount: 5 })).json();
    const rename = await update(yellow.id, {
      description: 'Rode kaart',
      amount: 5,
      obsolete: false,
    });
    expect(rename.json()).toEqual({ error: 'DescriptionAlreadyExists' });

    // An inactive type frees its description; bringing it back while taken is refused.
    await update(first.id, { description: 'Rode kaart', amount: 10, obsolete: true });
    const replacement = await create({ description: 'Rode kaart', amount: 15 });
    expect(replacement.statusCode).toBe(200);
    const reactivate = await update(first.id, {
      description: 'Rode kaart',
      amount: 10,
      obsolete: false,
    });
    expect(reactivate.json()).toEqual({ error: 'DescriptionAlreadyExists' });
  });

  it('edits everything of an unused type, and only description and active once fines exist', async () => {
    const type = (await create({ description: 'Shirt vergeten', amount: 2 })).json();
    const free = await update(type.id, {
      description: 'Shirt vergeten',
      matchRelated: true,
      task: 'Shirts wassen',
    });
    expect(free.json()).toMatchObject({ matchRelated: true, amount: null, task: 'Shirts wassen' });
    expect((await withHasFines(type.id)).hasFines).toBe(false);

    await giveFine(type.id);
    expect((await withHasFines(type.id)).hasFines).toBe(true);
    for (const change of [
      { matchRelated: true, amount: 3 },
      { matchRelated: true, task: 'Ballen pompen' },
      { matchRelated: false, task: 'Shirts wassen' },
    ]) {
      const refused = await update(type.id, { description: 'Shirt vergeten', ...change });
      expect(refused.statusCode).toBe(999);
      expect(refused.json()).toEqual({ error: 'FineTypeHasFines' });
    }
    const renamed = await update(type.id, {
      description: 'Shirt thuis laten',
      matchRelated: true,
      task: 'Shirts wassen',
      obsolete: true,
    });
    expect(renamed.json()).toMatchObject({
      description: 'Shirt thuis laten',
      obsolete: true,
      task: 'Shirts wassen',
    });
    expect((await list()).map((x) => x.id)).not.toContain(type.id);
    const all = await list('?includeObsolete=true');
    expect(all.map((x) => x.id)).toContain(type.id);
    expect(all.findIndex((x) => x.obsolete)).toBeGreaterThan(all.findLastIndex((x) => !x.obsolete));
  });

  it('renames a type without renaming the fines given before: each keeps the name it was given', async () => {
    const type = (await create({ description: 'Tab één', amount: 1 })).json();
    const other = (await create({ description: 'Tab ander', amount: 1 })).json();
    const first = await giveFine(type.id);
    await update(type.id, { description: 'Tab twee', amount: 1 });
    const second = await giveFine(type.id);
    await update(type.id, { description: 'Tab drie', amount: 1 });
    const third = await giveFine(type.id);
    const nameOf = async (fineId: number) =>
      (
        await t.inject({
          method: 'GET',
          url: `/api/${t.team.code}/fine/${fineId}`,
          headers: { cookie: t.pin },
        })
      ).json().type.description;
    expect([await nameOf(first), await nameOf(second), await nameOf(third)]).toEqual([
      'Tab één',
      'Tab twee',
      'Tab drie',
    ]);
    // The player's page lists his fines with the fine list (GET /fine?playerId); the export.
    const listed = (
      await t.inject({
        method: 'GET',
        url: `/api/${t.team.code}/fine?playerId=${playerId}&typeId=${type.id}&limit=100`,
        headers: { cookie: t.pin },
      })
    ).json();
    const names = listed.items.map(
      (fine: { type: { description: string } }) => fine.type.description,
    );
    expect(names).toEqual(expect.arrayContaining(['Tab één', 'Tab twee', 'Tab drie']));
    const csv = (
      await t.inject({
        method: 'GET',
        url: `/api/${t.team.code}/export/${seasonId}/fines.csv`,
        headers: { cookie: t.pin },
      })
    ).body;
    expect(csv).toContain('Tab één');
    expect(csv).toContain('Tab twee');

    // An edit that keeps the type keeps the name; another type gives that type's name.
    const edit = (fineTypeId: number) =>
      t.inject({
        method: 'PUT',
        url: `/api/${t.team.code}/fine/${first}`,
        headers: { cookie: t.pin },
        payload: { playerId, fineTypeId, data: { date: '2026-09-02', description: 'Tab' } },
      });
    expect((await edit(type.id)).json().type.description).toBe('Tab één');
    expect((await edit(other.id)).json().type.description).toBe('Tab ander');
    expect((await edit(type.id)).json().type.description).toBe('Tab drie');
  });

  it('duplicates a type: a new active copy, the old one inactive', async () => {
    const old = (await create({ description: 'Zeuren', matchRelated: true, amount: 1.25 })).json();
    await giveFine(old.id);
    const copy = await duplicate(old.id);
    expect(copy.statusCode).toBe(200);
    expect(copy.json()).toEqual({ ...old, id: expect.any(Number), obsolete: false });
    expect(copy.json().id).not.toBe(old.id);

    expect(await withHasFines(old.id)).toMatchObject({ obsolete: true, hasFines: true });
    expect(await withHasFines(copy.json().id)).toMatchObject({ obsolete: false, hasFines: false });
    const listed = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/fine/types-with-has-fines`,
    });
    const zeuren = listed.json().filter((type: FineTypeBody) => type.description === 'Zeuren');
    expect(zeuren).toEqual([expect.objectContaining({ id: copy.json().id, hasFines: false })]);

    // The copy is free to reprice.
    const repriced = await update(copy.json().id, {
      description: 'Zeuren',
      matchRelated: true,
      amount: 2,
    });
    expect(repriced.json().amount).toBe(2);
  });

  it('refuses to duplicate an inactive type whose description is taken again', async () => {
    const old = (await create({ description: 'Scheids beledigen', amount: 5 })).json();
    await duplicate(old.id);
    const twice = await duplicate(old.id);
    expect(twice.statusCode).toBe(999);
    expect(twice.json()).toEqual({ error: 'DescriptionAlreadyExists' });
  });

  it('refuses writes from visitors and other teams', async () => {
    const type = (await create({ description: 'Te laat op training', amount: 1 })).json();
    for (const headers of [{}, { cookie: t.otherPin }] as Record<string, string>[]) {
      expect((await create({ description: 'Indringer', amount: 1 }, headers)).statusCode).toBe(401);
      expect(
        (await update(type.id, { description: 'Gekaapt', amount: 1 }, headers)).statusCode,
      ).toBe(401);
      expect((await duplicate(type.id, headers)).statusCode).toBe(401);
    }
    expect((await withHasFines(type.id)).description).toBe('Te laat op training');
  });

  it("treats another team's type as not found", async () => {
    const theirs = await insertFineType(t.database.db, t.other.id, 'Van blauw');
    const read = await t.inject({
      method: 'GET',
      url: `/api/${t.team.code}/fine/types-with-has-fines/${theirs}`,
    });
    expect(read.statusCode).toBe(404);
    expect((await update(theirs, { description: 'Gekaapt', amount: 1 })).statusCode).toBe(404);
    expect((await duplicate(theirs)).statusCode).toBe(404);
    expect((await list('?includeObsolete=true')).map((type) => type.id)).not.toContain(theirs);
    const still = await t.inject({
      method: 'GET',
      url: `/api/${t.other.code}/fine/types-with-has-fines/${theirs}`,
    });
    expect(still.json()).toMatchObject({ description: 'Van blauw', obsolete: false });
  });
});
