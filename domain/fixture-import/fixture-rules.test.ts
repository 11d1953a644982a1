import { describe, expect, it } from 'vitest';
import {
  parseHomeAway,
  parseKickOff,
  planFixtureImport,
  readFixtureTable,
  sidesOf,
  type FileFixture,
  type SeasonMatch,
} from './fixture-rules.js';
import { movedMatchesMessage } from './moved-message.js';

describe('reading a fixture', () => {
  it.each([
    ['VV Demo 1 - SC Noordwijk 1', { opponent: 'SC Noordwijk 1', home: true }],
    ['SC Noordwijk 1 – vv demo  1', { opponent: 'SC Noordwijk 1', home: false }],
    ['Quick-Boys 2 - VV Demo 1', { opponent: 'Quick-Boys 2', home: false }],
    ['VV Demo 1 - Sparta - Rotterdam', { opponent: 'Sparta - Rotterdam', home: true }],
    ['VV Demo 3 - ASC 2', null],
    ['VV Demo 1', null],
    ['Training VV Demo 1', null],
  ])('%s', (title, sides) => {
    expect(sidesOf(title, 'VV Demo 1')).toEqual(sides);
  });

  it('reads kick-off times and home/away as people write them', () => {
    expect(['14:30', '9.45', '14u30', '14:30:00', '7:05'].map(parseKickOff)).toEqual([
      '14:30',
      '09:45',
      '14:30',
      '14:30',
      '07:05',
    ]);
    expect(['24:00', '14:60', 'middag', ''].map(parseKickOff)).toEqual([null, null, null, null]);
    expect(['Thuis', 'uit', 'T', 'a', 'misschien'].map(parseHomeAway)).toEqual([
      true,
      false,
      true,
      false,
      null,
    ]);
  });

  it('reads a CSV with a home and an away team, leaving other teams out', () => {
    const rows = readFixtureTable(
      {
        columns: ['Datum', 'Aanvang', 'Thuisteam', 'Uitteam', 'Accommodatie'],
        rows: [
          { line: 2, cells: ['za 14-3-2026', '14:30', 'VV Demo 1', 'ASC 1', 'De Bron'] },
          { line: 3, cells: ['21-3-2026', '', 'Lisse 1', 'VV Demo 1', ''] },
          { line: 4, cells: ['nooit', '', 'VV Demo 2', 'ASC 2', ''] },
        ],
      },
      'VV Demo 1',
    );
    expect(rows.errors).toEqual([]);
    expect(rows.fixtures).toEqual([
      {
        uid: null,
        id: null,
        date: '2026-03-14',
        kickOff: '14:30',
        opponent: 'ASC 1',
        home: true,
        location: 'De Bron',
      },
      {
        uid: null,
        id: null,
        date: '2026-03-21',
        kickOff: null,
        opponent: 'Lisse 1',
        home: false,
        location: null,
      },
    ]);
    expect(rows.skipped).toEqual([
      expect.objectContaining({
        match: expect.objectContaining({ opponent: 'VV Demo 2 - ASC 2' }),
      }),
    ]);
  });
});

const match = (
  m: Partial<SeasonMatch> & { id: number; opponent: string; date: string },
): SeasonMatch => ({
  kickOff: null,
  location: null,
  home: true,
  filled: false,
  cancelled: false,
  importUid: null,
  ...m,
});
const fixture = (f: Partial<FileFixture> & { opponent: string; date: string }): FileFixture => ({
  uid: null,
  id: null,
  kickOff: null,
  home: true,
  location: null,
  ...f,
});

describe('planning an import', () => {
  const today = '2026-03-01';

  it('finds a match by its UID before anything else, and moves it', () => {
    const season = [
      match({ id: 1, opponent: 'ASC 1', date: '2026-03-14', kickOff: '14:30', importUid: 'a' }),
    ];
    const plan = planFixtureImport(
      season,
      [fixture({ uid: 'a', opponent: 'ASC 1 (nieuw)', date: '2026-03-15', kickOff: '12:00' })],
      today,
    );
    expect(plan.updated).toEqual([
      { match: season[0], next: { date: '2026-03-15', kickOff: '12:00', location: null } },
    ]);
    expect(plan.created).toEqual([]);
  });

  it('finds a match without UID by its sides: the same day first, else the one not filled in', () => {
    const season = [
      match({ id: 1, opponent: 'ASC 1', date: '2026-02-01', filled: true }),
      match({ id: 2, opponent: 'ASC 1', date: '2026-04-01' }),
      match({ id: 3, opponent: 'ASC 1', date: '2026-05-01', home: false }),
    ];
    const plan = planFixtureImport(
      season,
      [
        fixture({ uid: 'x', opponent: 'asc  1', date: '2026-02-01' }),
        fixture({ uid: 'y', opponent: 'ASC 1', date: '2026-04-08', kickOff: '10:00' }),
      ],
      today,
    );
    expect(plan.unchanged).toBe(1);
    expect(plan.updated.map((u) => [u.match.id, u.next.date])).toEqual([[2, '2026-04-08']]);
    expect(plan.uids).toEqual([
      { matchId: 1, uid: 'x' },
      { matchId: 2, uid: 'y' },
    ]);
    expect(plan.missing.map((m) => m.id)).toEqual([3]);
  });

  it('keeps time and place the file does not give, and changes no filled or cancelled match', () => {
    const season = [
      match({ id: 1, opponent: 'A', date: '2026-03-07', kickOff: '14:30', location: 'Veld 1' }),
      match({ id: 2, opponent: 'B', date: '2026-03-14', filled: true }),
      match({ id: 3, opponent: 'C', date: '2026-03-21', cancelled: true }),
    ];
    const plan = planFixtureImport(
      season,
      [
        fixture({ opponent: 'A', date: '2026-03-07' }),
        fixture({ opponent: 'B', date: '2026-03-14', kickOff: '10:00' }),
        fixture({ opponent: 'C', date: '2026-03-28' }),
      ],
      today,
    );
    expect(plan.unchanged).toBe(1);
    expect(plan.updated).toEqual([]);
    expect(plan.skipped.map((s) => [s.match.id, s.reason])).toEqual([
      [2, 'Al ingevuld; het bestand zegt 14-03-2026 10:00'],
      [3, 'Afgelast; het bestand zegt 28-03-2026'],
    ]);
  });

  it('adds what it cannot find, skips what could be either of several matches or comes twice', () => {
    const season = [
      match({ id: 1, opponent: 'Cup', date: '2026-03-07' }),
      match({ id: 2, opponent: 'Cup', date: '2026-03-14' }),
    ];
    const plan = planFixtureImport(
      season,
      [
        fixture({ opponent: 'Nieuw', date: '2026-03-10' }),
        fixture({ opponent: 'Nieuw', date: '2026-03-10' }),
        fixture({ opponent: 'Cup', date: '2026-03-20' }),
        fixture({ id: 99, opponent: 'X', date: '2026-03-20' }),
      ],
      today,
    );
    expect(plan.created.map((f) => f.opponent)).toEqual(['Nieuw']);
    expect(plan.skipped.map((s) => s.reason)).toEqual([
      'Staat twee keer in het bestand',
      'Wedstrijd 99 staat niet in dit seizoen',
      'Niet te bepalen welke wedstrijd tegen Cup (thuis) dit is: er zijn er meer',
    ]);
    // Never deleted: both stay, listed as missing from the file.
    expect(plan.missing.map((m) => m.id)).toEqual([1, 2]);
  });

  it('does not list a past or a filled match as missing', () => {
    const plan = planFixtureImport(
      [
        match({ id: 1, opponent: 'Oud', date: '2026-02-01' }),
        match({ id: 2, opponent: 'Gespeeld', date: '2026-03-01', filled: true }),
        match({ id: 3, opponent: 'Straks', date: '2026-03-01' }),
      ],
      [],
      today,
    );
    expect(plan.missing.map((m) => m.id)).toEqual([3]);
  });
});

describe('the push about what moved', () => {
  const moved = (id: number, opponent: string) => ({
    id,
    opponent,
    home: false,
    date: '2026-03-15',
    kickOff: '12:00',
    location: 'Veld 2',
    previous: { date: '2026-03-14', kickOff: '14:30', location: 'Veld 2' },
  });

  it('names one match and opens it', () => {
    expect(movedMatchesMessage('VV Demo', [moved(7, 'ASC 1')])).toEqual({
      title: 'Wedstrijd verplaatst',
      body: 'VV Demo\nASC 1 (uit): za 14 mrt 14:30 → zo 15 mrt 12:00',
      url: '/?matchId=7',
    });
  });

  it('names the first three of several and counts the rest', () => {
    const message = movedMatchesMessage(
      'VV Demo',
      [1, 2, 3, 4, 5].map((id) => moved(id, `Club ${id}`)),
    );
    expect(message?.title).toBe('5 wedstrijden verplaatst');
    expect(message?.body.split('\n')).toHaveLength(5);
    expect(message?.body.endsWith('en nog 2')).toBe(true);
    expect(message?.url).toBe('/');
    expect(movedMatchesMessage('VV Demo', [])).toBeNull();
  });
});
