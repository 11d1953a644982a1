import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { seedTeamWorld, type TeamWorld } from '../helpers/tenant-world.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app.js';

/**
 * Two people edit the same record (issue #32): each record an edit page changes
 * carries its version as an ETag, its PUT takes If-Match, and a write over a
 * version someone else already replaced is refused with 412 and the record as it
 * is now, so the second save no longer silently overwrites the first.
 */

type Json = Record<string, unknown> & { id: number };

interface VersionedRecord {
  what: string;
  /** The record's path under /api/{team}, for its GET and its PUT. */
  path: (team: TeamWorld) => string;
  /** A valid PUT body from the record as read, with `n` in a text field. */
  body: (current: Json, n: number) => object;
  /** What that text field reads after a write with `n`. */
  changed: (record: Json) => unknown;
  expected: (n: number) => unknown;
  admin?: boolean;
}

const records: VersionedRecord[] = [
  {
    what: 'fine type',
    path: (team) => `/fine/types-with-has-fines/${team.ids.fineType[0]}`,
    body: (c, n) => ({
      description: `Te laat ${n}`,
      matchRelated: c.matchRelated,
      amount: c.amount,
      task: c.task,
      obsolete: c.obsolete,
    }),
    changed: (r) => r.description,
    expected: (n) => `Te laat ${n}`,
  },
  {
    what: 'fine',
    path: (team) => `/fine/${team.ids.fine[0]}`,
    body: (c, n) => ({
      playerId: (c.player as Json).id,
      fineTypeId: (c.type as Json).id,
      data: { date: (c.data as { date: string }).date, description: `Boete ${n}` },
    }),
    changed: (r) => (r.data as { description: string }).description,
    expected: (n) => `Boete ${n}`,
  },
  {
    what: 'match',
    path: (team) => `/match/${team.ids.match[0]}`,
    body: (c, n) => ({
      date: c.date,
      matchType: c.matchType,
      opponent: `Tegenstander ${n}`,
      kickOff: c.kickOff,
      location: c.location,
      home: c.home,
      cancelled: c.cancelled,
    }),
    changed: (r) => r.opponent,
    expected: (n) => `Tegenstander ${n}`,
  },
  {
    what: 'player',
    path: (team) => `/player/${team.ids.player[0]}`,
    body: (c, n) => ({
      firstName: `Anne${n}`,
      lastName: c.lastName,
      nickName: c.nickName,
      active: c.active,
    }),
    changed: (r) => r.firstName,
    expected: (n) => `Anne${n}`,
  },
  {
    what: 'transaction',
    path: (team) => `/transaction/${team.ids.transaction[0]}`,
    body: (c, n) => ({
      amount: c.amount,
      date: c.date,
      reason: `Sponsor ${n}`,
      transactionType: c.transactionType,
    }),
    changed: (r) => r.reason,
    expected: (n) => `Sponsor ${n}`,
  },
  {
    what: 'task list',
    path: (team) => `/task/${team.ids.taskList[0]}`,
    body: (c, n) => ({
      name: `Wassen ${n}`,
      forSeason: (c.season as Json | null)?.id ?? null,
      obsolete: c.obsolete,
    }),
    changed: (r) => r.name,
    expected: (n) => `Wassen ${n}`,
  },
  {
    what: 'season',
    path: (team) => `/season/${team.ids.season[0]}`,
    body: (_c, n) => ({ description: `Seizoen ${n}` }),
    changed: (r) => r.description,
    expected: (n) => `Seizoen ${n}`,
  },
  {
    what: 'team settings',
    path: () => '/team',
    body: (c, n) => ({ name: `Team ${n}`, teamCode: c.teamCode, pin: '' }),
    changed: (r) => r.name,
    expected: (n) => `Team ${n}`,
    admin: true,
  },
];

describe.each(testDatabases)('edit conflicts on $name', (database) => {
  let t: TestApp;
  let team: TeamWorld;
  let codeCounter = 0;

  beforeEach(async () => {
    t ??= await createTestApp(database);
    team = await seedTeamWorld(t.database.db, { code: `conflict${++codeCounter}`, pin: '111111' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = (
    record: VersionedRecord,
    method: 'GET' | 'PUT',
    { ifMatch, payload }: { ifMatch?: string; payload?: object } = {},
  ) =>
    t.inject({
      method,
      url: `/api/${team.code}${putPath(record)}`,
      headers: {
        cookie: record.admin ? team.adminCookie : team.pinCookie,
        ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }),
      },
      ...(payload ? { payload } : {}),
    });
  // The fine type is read with whether fines of it exist, and written at its own path.
  const putPath = (record: VersionedRecord) =>
    record.path(team).replace('/fine/types-with-has-fines/', '/fine/types/');
  const read = async (record: VersionedRecord) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/${team.code}${record.path(team)}`,
      headers: { cookie: record.admin ? team.adminCookie : team.pinCookie },
    });
    expect(response.statusCode).toBe(200);
    return { record: response.json<Json>(), etag: String(response.headers.etag) };
  };

  describe.each(records)('$what', (record) => {
    it('carries a strong ETag that a write with it moves on, and readable from another origin', async () => {
      const response = await t.inject({
        method: 'GET',
        url: `/api/${team.code}${record.path(team)}`,
        headers: { cookie: record.admin ? team.adminCookie : team.pinCookie },
      });
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      expect(response.headers['access-control-expose-headers']).toMatch(/\bETag\b/i);

      const first = await read(record);
      const saved = await request(record, 'PUT', {
        ifMatch: first.etag,
        payload: record.body(first.record, 1),
      });
      expect(saved.statusCode).toBe(200);
      const after = await read(record);
      expect(record.changed(after.record)).toBe(record.expected(1));
      expect(after.etag).not.toBe(first.etag);
      // The write's answer carries the new version, so a page that stays can save again.
      expect(saved.headers.etag).toBe(after.etag);
    });

    it('refuses a write over a version someone else replaced: 412 with the record as it is now', async () => {
      const loaded = await read(record);
      const firstSave = await request(record, 'PUT', {
        ifMatch: loaded.etag,
        payload: record.body(loaded.record, 1),
      });
      expect(firstSave.statusCode).toBe(200);

      const secondSave = await request(record, 'PUT', {
        ifMatch: loaded.etag,
        payload: record.body(loaded.record, 2),
      });
      expect(secondSave.statusCode).toBe(412);
      const body = secondSave.json();
      expect(body.error).toBe('Conflict');
      expect(body.message).toMatch(/iemand anders/i);
      const now = await read(record);
      expect(body.current).toEqual(now.record);
      expect(record.changed(body.current)).toBe(record.expected(1));
      expect(secondSave.headers.etag).toBe(now.etag);

      // Overwriting: the same change again, with the version that came with the conflict.
      const overwrite = await request(record, 'PUT', {
        ifMatch: String(secondSave.headers.etag),
        payload: record.body(body.current, 2),
      });
      expect(overwrite.statusCode).toBe(200);
      expect(record.changed((await read(record)).record)).toBe(record.expected(2));
    });

    it('writes without If-Match as before, and with If-Match: *', async () => {
      const loaded = await read(record);
      const plain = await request(record, 'PUT', { payload: record.body(loaded.record, 3) });
      expect(plain.statusCode).toBe(200);
      expect(record.changed((await read(record)).record)).toBe(record.expected(3));
      const any = await request(record, 'PUT', {
        ifMatch: '*',
        payload: record.body(loaded.record, 4),
      });
      expect(any.statusCode).toBe(200);
      expect(record.changed((await read(record)).record)).toBe(record.expected(4));
    });

    it('answers a malformed If-Match with 400 and a weak or unknown one with 412, writing nothing', async () => {
      const loaded = await read(record);
      const malformed = await request(record, 'PUT', {
        ifMatch: 'versie-1',
        payload: record.body(loaded.record, 5),
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().issues[0].message).toMatch(/If-Match/);
      for (const stale of [`W/${loaded.etag}`, '"nooit-gezien"']) {
        const refused = await request(record, 'PUT', {
          ifMatch: stale,
          payload: record.body(loaded.record, 6),
        });
        expect(refused.statusCode).toBe(412);
      }
      const now = await read(record);
      expect(now.record).toEqual(loaded.record);
      expect(now.etag).toBe(loaded.etag);
    });
  });

  it("answers a version of another team's record with 404, not with that record", async () => {
    const other = await seedTeamWorld(t.database.db, {
      code: `andere${codeCounter}`,
      pin: '222222',
    });
    const response = await t.inject({
      method: 'PUT',
      url: `/api/${team.code}/player/${other.ids.player[0]}`,
      headers: { cookie: team.pinCookie, 'if-match': '*' },
      payload: { firstName: 'Mallory', lastName: 'Kwaad', nickName: null, active: true },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(other.marker);
  });

  it('the paid toggle takes no If-Match: it is a state, not an edit', async () => {
    const fineId = team.ids.fine[0] as number;
    const response = await t.inject({
      method: 'PUT',
      url: `/api/${team.code}/fine/${fineId}/paid`,
      headers: { cookie: team.pinCookie, 'if-match': '"nooit-gezien"' },
      payload: { paid: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().paid).toBe(true);
  });

  it.each([records[0], records[3], records[7]] as VersionedRecord[])(
    'lets exactly one of several parallel writes over the same version win ($what), round after round',
    async (record) => {
      const rounds = 12;
      const parallel = 5;
      for (let round = 0; round < rounds; round++) {
        const loaded = await read(record);
        const responses = await Promise.all(
          Array.from({ length: parallel }, (_, i) =>
            request(record, 'PUT', {
              ifMatch: loaded.etag,
              payload: record.body(loaded.record, round * 10 + i),
            }),
          ),
        );
        const statuses = responses.map((r) => r.statusCode).sort();
        expect(statuses).toEqual([200, ...Array<number>(parallel - 1).fill(412)]);
        const winner = responses.findIndex((r) => r.statusCode === 200);
        const now = await read(record);
        expect(record.changed(now.record)).toBe(record.expected(round * 10 + winner));
        for (const lost of responses.filter((r) => r.statusCode === 412)) {
          expect(lost.json().current).toEqual(now.record);
        }
      }
    },
  );
});
