import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertUser,
  teamSessionCookie,
  userSessionCookie,
} from '../../../tests/helpers/fixtures.js';
import { insertAnswer } from '../../../tests/helpers/match-fixtures.js';
import { seedTeamWorld, type TeamWorld } from '../../../tests/helpers/tenant-world.js';
import { createTestApp, type TestApp, testDatabases } from '../../../tests/helpers/test-app.js';

type Row = Record<string, unknown>;
interface ArchiveDocument {
  format: string;
  version: number;
  team: Row;
  tables: Record<string, Row[]>;
}

const NOT_ARCHIVE = 'Dit bestand is geen teamarchief van Teampot';
const CORRUPT = 'Dit archief is beschadigd en kan niet worden ingelezen';
const NEWER =
  'Dit archief komt uit een nieuwere versie van Teampot en kan hier niet worden gelezen';

/** Which table a pointer column points into, by its name (independent of the reader's own list). */
const POINTERS: Record<string, string> = {
  player_id: 'players',
  voter_id: 'players',
  season_id: 'seasons',
  match_id: 'matches',
  fine_type_id: 'fine_types',
  yellow_card_fine_type_id: 'fine_types',
  red_card_fine_type_id: 'fine_types',
  task_list_id: 'task_lists',
};
const AUDIT_ENTITY_TABLES: Record<string, string> = {
  fine: 'fines',
  transaction: 'transactions',
  fine_type: 'fine_types',
  match: 'matches',
  draw: 'task_draws',
};

/**
 * A document with every id replaced by its row's place in its table, so two archives
 * of the same data compare equal whatever ids they got; what is not the data (the
 * team's name, code and dates, the audit lines' own ids and sessions) is left out.
 */
function comparable(document: ArchiveDocument): unknown {
  const places = new Map<string, Map<unknown, number>>();
  for (const [table, rows] of Object.entries(document.tables)) {
    if (rows[0] && 'id' in rows[0]) places.set(table, new Map(rows.map((r, i) => [r.id, i])));
  }
  const place = (table: string, id: unknown) =>
    id === null ? null : (places.get(table)?.get(id) ?? 'elders');
  const row = (table: string, r: Row): Row =>
    Object.fromEntries(
      Object.entries(r)
        .filter(([column]) => !(table === 'audit_log' && ['id', 'session_id'].includes(column)))
        .map(([column, value]) => {
          if (column === 'id') return [column, place(table, value)];
          if (POINTERS[column]) return [column, place(POINTERS[column], value)];
          if (column === 'fine_ids') {
            // A fine deleted since is left out of its reference when read back.
            const fines = (JSON.parse(value as string) as number[]).map((id) => place('fines', id));
            return [column, fines.filter((fine) => fine !== 'elders')];
          }
          if (table === 'audit_log' && column === 'entity_id') {
            return [column, place(AUDIT_ENTITY_TABLES[r.entity as string]!, value)];
          }
          return [column, value];
        }),
    );
  const { name: _name, team_code: _code, created_at: _created, ...team } = document.team;
  return {
    format: document.format,
    version: document.version,
    team: row('teams', team),
    tables: Object.fromEntries(
      Object.entries(document.tables).map(([table, rows]) => [
        table,
        rows.map((r) => row(table, r)),
      ]),
    ),
  };
}

describe.each(testDatabases)('a team from an archive on $name', (database) => {
  let t: TestApp;
  let world: TeamWorld;
  let userCookie: string;
  let archive: string;

  const download = async (code: string, cookie: string) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/${code}/archive`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return new Uint8Array(response.rawPayload);
  };
  const documentOf = (zip: Uint8Array) =>
    JSON.parse(strFromU8(unzipSync(zip)['teampot-archief.json']!)) as ArchiveDocument;
  const zipOf = (document: unknown) =>
    Buffer.from(zipSync({ 'teampot-archief.json': strToU8(JSON.stringify(document)) })).toString(
      'base64',
    );
  const createFrom = (archiveBase64: string, teamCode: string, cookie = userCookie) =>
    t.inject({
      method: 'POST',
      url: '/api/user/team/from-archive',
      headers: { cookie },
      payload: { archive: archiveBase64, name: 'FC Kopie', teamCode, pin: '123456' },
    });
  const teamsWithCode = async (code: string) =>
    (await t.database.db.selectFrom('teams').select('id').where('team_code', '=', code).execute())
      .length;

  beforeAll(async () => {
    t = await createTestApp(database);
    const { db } = t.database;
    world = await seedTeamWorld(db, { code: 'bron', pin: '123456' });
    const [anne, bram] = world.ids.player as [number, number];
    const [, cardType, moneyType] = world.ids.fineType as [number, number, number];
    const [fineId] = world.ids.fine as [number];
    const [matchId] = world.ids.match as [number];
    // What the seeded world lacks: an answer, a payment reference, card settings, the
    // trail of a fine deleted since.
    await insertAnswer(db, world.teamId, {
      matchId,
      playerId: anne,
      note: 'Later',
      updatedAt: '2025-01-10T10:00:00.000Z',
    });
    await db
      .insertInto('payment_references')
      .values({
        team_id: world.teamId,
        reference: 'RF18539007547034',
        player_id: bram,
        fine_ids: JSON.stringify([fineId, 999999]),
        amount_cents: 250,
        created_at: '2025-01-21T10:00:00.000Z',
      })
      .execute();
    await db
      .updateTable('teams')
      .set({
        yellow_card_fine_type_id: cardType,
        red_card_fine_type_id: moneyType,
        iban: 'NL91ABNA0417164300',
        minimum_players: 11,
      })
      .where('id', '=', world.teamId)
      .execute();
    await db
      .insertInto('audit_log')
      .values({
        team_id: world.teamId,
        at: '2025-01-22T10:00:00.000Z',
        actor: 'pin',
        actor_email: null,
        session_id: 7,
        entity: 'fine',
        entity_id: 999999,
        player_id: anne,
        action: 'deleted',
        before: '{"amount":2.5}',
        after: null,
      })
      .execute();
    // A spreadsheet import's line points at the season it went into.
    await db
      .insertInto('audit_log')
      .values({
        team_id: world.teamId,
        at: '2025-01-23T10:00:00.000Z',
        actor: 'pin',
        actor_email: null,
        session_id: null,
        entity: 'sheet_import',
        entity_id: world.ids.season[0]!,
        player_id: null,
        action: 'imported',
        before: null,
        after: '{"players":1,"fineTypes":0,"fines":2,"season":"2024-2025"}',
      })
      .execute();
    const user = await insertUser(db, { email: 'nieuw@kopie.nl' });
    userCookie = await userSessionCookie(db, user.id);
    archive = Buffer.from(await download(world.code, world.adminCookie)).toString('base64');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes a new team with every row of the archive, which exports as the same archive', async () => {
    const response = await createFrom(archive, 'kopie');
    expect(response.statusCode, response.body).toBe(200);
    const team = response.json<{ id: number; name: string; teamCode: string }>();
    expect(team).toMatchObject({ name: 'FC Kopie', teamCode: 'kopie' });
    expect(team.id).not.toBe(world.teamId);

    const original = documentOf(Buffer.from(archive, 'base64'));
    const copy = documentOf(await download('kopie', userCookie));
    expect(copy.team).toMatchObject({ name: 'FC Kopie', team_code: 'kopie', deleted_at: null });
    expect(comparable(copy)).toEqual(comparable(original));
    // Every kind of row came along (a comparison of two empty archives proves nothing).
    for (const [table, rows] of Object.entries(original.tables)) {
      expect(rows.length, table).toBeGreaterThan(0);
    }
    const referencedFine = original.tables.fines!.findIndex(
      (fine) => fine.id === world.ids.fine[0],
    );
    expect(copy.tables.payment_references![0]!.fine_ids).toBe(
      JSON.stringify([copy.tables.fines![referencedFine]!.id]),
    );
    expect(copy.tables.audit_log!.every((line) => line.session_id === null)).toBe(true);
    // None of the new rows is one of the old team's.
    const oldIds = new Set(original.tables.players!.map((p) => p.id));
    expect(copy.tables.players!.some((p) => oldIds.has(p.id))).toBe(false);
  });

  it('answers the same standings and fine pot as the team it came from', async () => {
    const copyId = (
      await t.database.db
        .selectFrom('teams')
        .select('id')
        .where('team_code', '=', 'kopie')
        .executeTakeFirstOrThrow()
    ).id;
    const copyPin = await teamSessionCookie(t.database.db, copyId);
    const seasonOrder = async (code: string, cookie: string) =>
      (await t.inject({ method: 'GET', url: `/api/${code}/season`, headers: { cookie } })).json<
        { id: number }[]
      >();
    const [originalSeasons, copySeasons] = [
      await seasonOrder(world.code, world.pinCookie),
      await seasonOrder('kopie', copyPin),
    ];
    expect(copySeasons).toHaveLength(originalSeasons.length);
    for (const [index, season] of originalSeasons.entries()) {
      for (const what of ['goals', 'attendance', 'fines']) {
        const answer = async (code: string, cookie: string, seasonId: number) =>
          (
            await t.inject({
              method: 'GET',
              url: `/api/${code}/standings/${seasonId}/${what}`,
              headers: { cookie },
            })
          ).json<unknown>();
        const withoutIds = (value: unknown) =>
          JSON.parse(
            JSON.stringify(value, (key, v: unknown) => (/[iI]d$/.test(key) ? undefined : v)),
          );
        expect(
          withoutIds(await answer('kopie', copyPin, copySeasons[index]!.id)),
          `${what} of season ${index}`,
        ).toEqual(withoutIds(await answer(world.code, world.pinCookie, season.id)));
      }
    }
  });

  it('refuses what is not a Teampot archive, a newer one and a damaged one, and keeps nothing of it', async () => {
    const original = documentOf(Buffer.from(archive, 'base64'));
    const refusals: [string, string][] = [
      ['dit is geen zip', NOT_ARCHIVE],
      [Buffer.from('PK\u0003\u0004 kapot').toString('base64'), NOT_ARCHIVE],
      [Buffer.from(zipSync({ 'iets.txt': strToU8('hallo') })).toString('base64'), NOT_ARCHIVE],
      [zipOf({ ...original, format: 'iets-anders' }), NOT_ARCHIVE],
      [zipOf({ ...original, version: 2 }), NEWER],
      [
        Buffer.from(
          zipSync({ 'teampot-archief.json': strToU8(JSON.stringify(original).slice(0, 500)) }),
        ).toString('base64'),
        CORRUPT,
      ],
      // A fine of a player the archive does not hold.
      [
        zipOf({
          ...original,
          tables: {
            ...original.tables,
            fines: [{ ...original.tables.fines![0]!, player_id: 999999 }],
          },
        }),
        CORRUPT,
      ],
      [zipOf({ ...original, tables: { ...original.tables, players: 'geen rijen' } }), CORRUPT],
      [
        zipOf({
          ...original,
          tables: {
            ...original.tables,
            matches: [{ ...original.tables.matches![0]!, match_type: 'Toernooi' }],
          },
        }),
        CORRUPT,
      ],
      // Two active fine types of one name: the database says no, late in the transaction.
      [
        zipOf({
          ...original,
          tables: {
            ...original.tables,
            fine_types: [
              ...original.tables.fine_types!,
              { ...original.tables.fine_types![0]!, id: 999999 },
            ],
          },
        }),
        CORRUPT,
      ],
    ];
    // A ZIP whose directory says its document unpacks to 4 GB: refused before unpacking.
    const bomb = zipSync({ 'teampot-archief.json': strToU8(JSON.stringify(original)) });
    const directory = Buffer.from(bomb).indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    new DataView(bomb.buffer).setUint32(directory + 24, 0xf0000000, true);
    refusals.push([Buffer.from(bomb).toString('base64'), 'Dit archief is uitgepakt te groot']);
    for (const [payload, message] of refusals) {
      const response = await createFrom(payload, 'geweigerd');
      expect(response.statusCode, `${message}: ${response.body}`).toBe(400);
      expect(response.json().issues).toEqual([{ path: 'archive', message }]);
    }
    expect(await teamsWithCode('geweigerd')).toBe(0);
  });

  it('takes an older archive without the deletion date, and gives the new team the usual checks', async () => {
    const original = documentOf(Buffer.from(archive, 'base64'));
    const { deleted_at: _deleted, ...team } = original.team;
    const older = await createFrom(zipOf({ ...original, team }), 'ouder');
    expect(older.statusCode, older.body).toBe(200);

    const taken = await createFrom(archive, world.code);
    expect(taken.statusCode).toBe(999);
    expect(taken.json()).toEqual({ error: 'CodeUnavailable' });
    expect((await createFrom(archive, 'bezoeker', '')).statusCode).toBe(401);
    const pin = await createFrom(archive, 'metpin', world.pinCookie);
    expect(pin.statusCode).toBe(401);
    const missing = await t.inject({
      method: 'POST',
      url: '/api/user/team/from-archive',
      headers: { cookie: userCookie },
      payload: { name: 'FC Kopie', teamCode: 'leeg', pin: '123456' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toContainEqual({
      path: 'archive',
      message: 'Kies een teamarchief',
    });
  });
});
