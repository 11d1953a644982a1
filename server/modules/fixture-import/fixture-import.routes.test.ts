import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  dataVersion,
  insertTeam,
  teamAdminCookie,
  teamSessionCookie,
} from '../../../tests/helpers/fixtures.js';
import { insertMatch, insertSeason } from '../../../tests/helpers/match-fixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';

/** A calendar file as calendar programs export it: CRLF, one VEVENT per event. */
function calendarFile(events: string[][], extra: string[] = []): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bond//Programma//NL',
    ...extra,
    ...events.flatMap((lines) => [
      'BEGIN:VEVENT',
      'DTSTAMP:20260101T000000Z',
      ...lines,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** How Outlook writes Dutch time: its own zone name, defined in the file. */
const OUTLOOK_ZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:W. Europe Standard Time',
  'BEGIN:STANDARD',
  'DTSTART:16010101T030000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:16010101T020000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

const event = (uid: string, start: string, summary: string, location?: string) => [
  `UID:${uid}`,
  start,
  `SUMMARY:${summary}`,
  ...(location ? [`LOCATION:${location}`] : []),
];
/** The federation's home match against Noordwijk, at `start` (Dutch time): it moves later. */
const noordwijkMatch = (start: string) =>
  event(
    'w1@bond',
    `DTSTART;TZID=W. Europe Standard Time:${start}`,
    'VV Demo 1 - SC Noordwijk 1',
    'Sportpark De Bron\\, veld 2',
  );
const quickBoysMatch = event(
  'w2@bond',
  'DTSTART;TZID=W. Europe Standard Time:20260905T120000',
  'Quick-Boys 2 - VV Demo 1',
  'Nieuw Zuid',
);

describe.each(testDatabases)('fixture import on $name', (database) => {
  let t: TestApp;
  let team: { id: number; code: string };
  let pin: string;
  let admin: string;
  let seasonId: number;

  beforeAll(async () => {
    t = await createTestApp(database);
    // The dates below are in March and September 2026: upcoming on this clock.
    t.clock.now = new Date('2026-01-15T12:00:00Z');
    const db = t.database.db;
    team = await insertTeam(db, { code: 'programma', name: 'VV Demo' });
    pin = await teamSessionCookie(db, team.id);
    admin = await teamAdminCookie(db, 'beheer@programma.nl', team.id);
    seasonId = await insertSeason(db, team.id, { description: '2025-2026' });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    t.pushes.length = 0;
  });

  function upload(
    payload: Record<string, unknown>,
    cookie: string | null = pin,
    code: string = team.code,
  ) {
    return t.inject({
      method: 'POST',
      url: `/api/${code}/import/fixtures`,
      headers: cookie ? { cookie } : {},
      payload,
    });
  }
  const matchesInDb = () =>
    t.database.db
      .selectFrom('matches')
      .select(['id', 'date', 'kick_off', 'location', 'opponent', 'home', 'sequence', 'import_uid'])
      .where('team_id', '=', team.id)
      .orderBy('id')
      .execute();

  it('keeps the federation name as a team setting: the team name until an admin sets it', async () => {
    const url = `/api/${team.code}/settings/federation-name`;
    expect((await t.inject({ method: 'GET', url })).json()).toEqual({ federationName: 'VV Demo' });
    const put = (cookie: string | null, federationName: unknown) =>
      t.inject({
        method: 'PUT',
        url,
        headers: cookie ? { cookie } : {},
        payload: { federationName },
      });
    expect((await put(null, 'VV Demo 1')).statusCode).toBe(401);
    expect((await put(pin, 'VV Demo 1')).statusCode).toBe(403);
    const empty = await put(admin, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues).toEqual([
      { path: 'federationName', message: 'Vul de naam in die de bond gebruikt' },
    ]);
    const saved = await put(admin, ' VV Demo 1 ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ federationName: 'VV Demo 1' });
    expect((await t.inject({ method: 'GET', url })).json()).toEqual({
      federationName: 'VV Demo 1',
    });
  });

  it('refuses a visitor (401) and answers a team without a season with NoSeason', async () => {
    const file = calendarFile([event('a@bond', 'DTSTART:20260314T133000Z', 'VV Demo 1 - X')]);
    expect((await upload({ format: 'ics', content: file, dryRun: true }, null)).statusCode).toBe(
      401,
    );
    const empty = await insertTeam(t.database.db, { code: 'zonderseizoen' });
    const cookie = await teamSessionCookie(t.database.db, empty.id);
    const answer = await upload({ format: 'ics', content: file, dryRun: true }, cookie, empty.code);
    expect(answer.statusCode).toBe(999);
    expect(answer.json()).toEqual({ error: 'NoSeason' });
  });

  // The federation's programme, as Outlook exports it: Dutch time in a VTIMEZONE of its own.
  const programme = calendarFile(
    [
      noordwijkMatch('20260314T143000'),
      quickBoysMatch,
      event('w3@bond', 'DTSTART;VALUE=DATE:20260411', 'vv demo  1 - Rijnsburgse Boys 1'),
      // The club's calendar has the other teams too.
      event('o1@bond', 'DTSTART;TZID=W. Europe Standard Time:20260314T100000', 'VV Demo 3 - ASC 2'),
    ],
    OUTLOOK_ZONE,
  );

  it('shows what a calendar file with a VTIMEZONE would add, and a dry run writes nothing', async () => {
    const before = await matchesInDb();
    const version = await dataVersion(t.database.db, team.id);
    const response = await upload({ format: 'ics', content: programme, dryRun: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      created: [
        {
          date: '2026-03-14',
          kickOff: '14:30',
          opponent: 'SC Noordwijk 1',
          home: true,
          location: 'Sportpark De Bron, veld 2',
        },
        {
          date: '2026-09-05',
          kickOff: '12:00',
          opponent: 'Quick-Boys 2',
          home: false,
          location: 'Nieuw Zuid',
        },
        {
          date: '2026-04-11',
          kickOff: null,
          opponent: 'Rijnsburgse Boys 1',
          home: true,
          location: null,
        },
      ],
      updated: [],
      unchanged: 0,
      missing: [],
      skipped: [
        {
          match: {
            date: '2026-03-14',
            kickOff: '10:00',
            opponent: 'VV Demo 3 - ASC 2',
            home: true,
            location: null,
          },
          reason: 'Geen wedstrijd van "VV Demo 1" (de naam bij de bond staat bij Instellingen)',
        },
      ],
    });
    expect(await matchesInDb()).toEqual(before);
    expect(await dataVersion(t.database.db, team.id)).toBe(version);
    expect(t.pushes).toEqual([]);
  });

  it('adds the matches, then a re-import moves one: SEQUENCE rises, one push, nothing deleted', async () => {
    const first = await upload({ format: 'ics', content: programme, dryRun: false });
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json().created;
    expect(created).toHaveLength(3);
    expect(created.every((m: { id?: number }) => typeof m.id === 'number')).toBe(true);
    expect(t.pushes).toEqual([]);
    const list = (
      await t.inject({ method: 'GET', url: `/api/${team.code}/match?seasonId=${seasonId}` })
    ).json();
    expect(list).toContainEqual(
      expect.objectContaining({
        id: created[0].id,
        date: '2026-03-14',
        kickOff: '14:30',
        opponent: 'SC Noordwijk 1',
        home: true,
        location: 'Sportpark De Bron, veld 2',
        matchType: 'League',
        filled: false,
      }),
    );
    const noordwijk = created[0].id as number;
    const sequenceOf = async (id: number) => {
      const feed = await t.inject({ method: 'GET', url: `/api/${team.code}/calendar.ics` });
      const calendar = new ICAL.Component(ICAL.parse(feed.body));
      const found = calendar
        .getAllSubcomponents('vevent')
        .find((v) => String(v.getFirstPropertyValue('uid')).startsWith(`match-${id}@`));
      return found?.getFirstPropertyValue('sequence');
    };
    expect(await sequenceOf(noordwijk)).toBe(0);

    // The same file again: nothing to do.
    const again = (await upload({ format: 'ics', content: programme, dryRun: false })).json();
    expect(again).toMatchObject({ created: [], updated: [], unchanged: 3, missing: [] });
    expect(t.pushes).toEqual([]);

    // The federation moves the Noordwijk match a day and drops the Rijnsburg one.
    const moved = calendarFile([noordwijkMatch('20260315T120000'), quickBoysMatch], OUTLOOK_ZONE);
    const preview = await upload({ format: 'ics', content: moved, dryRun: true });
    expect(preview.json().updated).toHaveLength(1);
    expect(t.pushes).toEqual([]);
    expect(await sequenceOf(noordwijk)).toBe(0);

    const applied = await upload({ format: 'ics', content: moved, dryRun: false });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({
      created: [],
      updated: [
        {
          id: noordwijk,
          date: '2026-03-15',
          kickOff: '12:00',
          opponent: 'SC Noordwijk 1',
          home: true,
          location: 'Sportpark De Bron, veld 2',
          previous: { date: '2026-03-14', kickOff: '14:30', location: 'Sportpark De Bron, veld 2' },
        },
      ],
      unchanged: 1,
      missing: [
        {
          id: created[2].id,
          date: '2026-04-11',
          kickOff: null,
          opponent: 'Rijnsburgse Boys 1',
          home: true,
          location: null,
        },
      ],
      skipped: [],
    });
    expect(await sequenceOf(noordwijk)).toBe(1);
    expect((await matchesInDb()).map((m) => m.id)).toContain(created[2].id);
    expect(t.pushes).toEqual([
      {
        teamId: team.id,
        message: {
          title: 'Wedstrijd verplaatst',
          body: 'VV Demo\nSC Noordwijk 1 (thuis): za 14 mrt 14:30 → zo 15 mrt 12:00',
          url: `/?matchId=${noordwijk}`,
        },
      },
    ]);
  });

  it('reads a calendar in UTC onto the Dutch clock, winter and summer, and never changes a filled or cancelled match', async () => {
    const db = t.database.db;
    const played = await insertMatch(db, team.id, seasonId, {
      date: '2026-02-07',
      opponent: 'Foreholte 1',
      filled: true,
    });
    const called = await insertMatch(db, team.id, seasonId, {
      date: '2026-02-14',
      opponent: 'Teylingen 1',
      cancelled: true,
    });
    // Typed in by hand before the import: found by opponent and home/away, and given the UID.
    const byHand = await insertMatch(db, team.id, seasonId, {
      date: '2026-05-02',
      opponent: 'Lisse 1',
    });
    const utc = calendarFile([
      event('u1@bond', 'DTSTART:20260207T143000Z', 'VV Demo 1 - Foreholte 1'),
      event('u2@bond', 'DTSTART:20260221T130000Z', 'VV Demo 1 - Teylingen 1'),
      event('u3@bond', 'DTSTART:20260509T123000Z', 'VV Demo 1 - Lisse 1'),
      event('u4@bond', 'DTSTART:20261017T120000Z', 'Katwijk 1 - VV Demo 1'),
    ]);
    const response = await upload({ format: 'ics', content: utc, dryRun: false });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json();
    // 13:30 UTC is 14:30 in winter; 12:30 UTC 14:30 in summer.
    expect(result.updated).toEqual([
      expect.objectContaining({
        id: byHand,
        date: '2026-05-09',
        kickOff: '14:30',
        previous: { date: '2026-05-02', kickOff: null, location: null },
      }),
    ]);
    expect(result.created).toEqual([
      expect.objectContaining({
        date: '2026-10-17',
        kickOff: '14:00',
        opponent: 'Katwijk 1',
        home: false,
      }),
    ]);
    expect(result.skipped).toEqual([
      {
        match: expect.objectContaining({ id: played, date: '2026-02-07' }),
        reason: 'Al ingevuld; het bestand zegt 07-02-2026 15:30',
      },
      {
        match: expect.objectContaining({ id: called, date: '2026-02-14' }),
        reason: 'Afgelast; het bestand zegt 21-02-2026 14:00',
      },
    ]);
    const rows = await matchesInDb();
    expect(rows.find((m) => m.id === played)).toMatchObject({ date: '2026-02-07', kick_off: null });
    expect(rows.find((m) => m.id === called)).toMatchObject({ date: '2026-02-14', kick_off: null });
    expect(rows.find((m) => m.id === byHand)).toMatchObject({ import_uid: 'u3@bond', sequence: 1 });
    expect(t.pushes).toHaveLength(1);
  });

  it('reads a CSV with Dutch dates, and a re-import finds each row by opponent and home/away or by id', async () => {
    const csv = [
      'Datum;Tijd;Tegenstander;Thuis/uit;Locatie',
      '12-3-2026;14:30;Alphense Boys 1;thuis;Sportpark De Bron',
      '',
      '2026-03-28;9.45;Oegstgeest 1;Uit;"Sportpark ""Het Oude Kwartier"""',
      '4-4-26;;Voorschoten 97 1;u;',
    ].join('\r\n');
    const created = await upload({ format: 'csv', content: csv, dryRun: false });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().created).toEqual([
      expect.objectContaining({
        date: '2026-03-12',
        kickOff: '14:30',
        opponent: 'Alphense Boys 1',
        home: true,
        location: 'Sportpark De Bron',
      }),
      expect.objectContaining({
        date: '2026-03-28',
        kickOff: '09:45',
        opponent: 'Oegstgeest 1',
        home: false,
        location: 'Sportpark "Het Oude Kwartier"',
      }),
      expect.objectContaining({
        date: '2026-04-04',
        kickOff: null,
        opponent: 'Voorschoten 97 1',
        home: false,
        location: null,
      }),
    ]);
    const [alphen, oegstgeest, voorschoten] = created
      .json()
      .created.map((m: { id: number }) => m.id);

    // A comma-separated file, moved dates: found by opponent and home/away, or by the id column.
    const other = await insertTeam(t.database.db, { code: 'anderteam' });
    const otherSeason = await insertSeason(t.database.db, other.id, { description: '2025-2026' });
    const foreign = await insertMatch(t.database.db, other.id, otherSeason, {
      date: '2026-03-01',
      opponent: 'Geheim',
    });
    const moved = [
      'id,Datum,Aanvang,Tegenstander,Thuis/uit,Locatie',
      ',19-3-2026,20:00,alphense  boys 1,thuis,',
      `${voorschoten},11-4-2026,10:00,Voorschoten 97 1,uit,Adegeest`,
      `${foreign},1-3-2026,10:00,Geheim,uit,`,
    ].join('\n');
    const result = (await upload({ format: 'csv', content: moved, dryRun: false })).json();
    expect(result.updated).toEqual([
      expect.objectContaining({
        id: alphen,
        date: '2026-03-19',
        kickOff: '20:00',
        location: 'Sportpark De Bron',
      }),
      expect.objectContaining({
        id: voorschoten,
        date: '2026-04-11',
        kickOff: '10:00',
        location: 'Adegeest',
      }),
    ]);
    expect(result.created).toEqual([]);
    expect(result.skipped).toEqual([
      {
        match: expect.objectContaining({ opponent: 'Geheim' }),
        reason: `Wedstrijd ${foreign} staat niet in dit seizoen`,
      },
    ]);
    expect(result.missing.map((m: { id: number }) => m.id)).toContain(oegstgeest);
    const foreignRow = await t.database.db
      .selectFrom('matches')
      .select(['date', 'kick_off'])
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow();
    expect(foreignRow).toEqual({ date: '2026-03-01', kick_off: null });
    expect(t.pushes).toHaveLength(1);
    expect(t.pushes[0]?.message.title).toBe('2 wedstrijden verplaatst');
  });

  it('answers a file that is no calendar or fixture list with a Dutch 400, and never a 5xx', async () => {
    const cases: [Record<string, unknown>, { path: string; message: string }[]][] = [
      [
        { format: 'ics', content: 'Hallo, dit is geen agenda' },
        [{ path: 'content', message: 'Dit bestand is geen agenda (ICS)' }],
      ],
      [
        { format: 'ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' },
        [{ path: 'content', message: 'In deze agenda staan geen afspraken' }],
      ],
      [
        { format: 'ics', content: 'BEGIN:VCARD\r\nFN:Jan\r\nEND:VCARD\r\n' },
        [{ path: 'content', message: 'Dit bestand is geen agenda (ICS)' }],
      ],
      [
        { format: 'csv', content: 'Naam;Bedrag\r\nJan;2,50\r\n' },
        [
          {
            path: 'content',
            message:
              'Dit is geen wedstrijdschema: de kolom Datum en de kolom Tegenstander (of Thuisteam en Uitteam) en de kolom Thuis/uit ontbreekt',
          },
        ],
      ],
      [
        {
          format: 'csv',
          content: 'Datum;Tegenstander;Thuis/uit\r\n32-3-2026;X;thuis\r\n1-4-2026;;misschien\r\n',
        },
        [
          { path: 'content', message: 'Regel 2: "32-3-2026" is geen datum' },
          {
            path: 'content',
            message: 'Regel 3: "misschien" is geen thuis of uit; de tegenstander ontbreekt',
          },
        ],
      ],
      [
        { format: 'pdf', content: 'x' },
        [{ path: 'format', message: 'Kies een agenda (ICS) of CSV' }],
      ],
      [{ format: 'csv', content: '' }, [{ path: 'content', message: 'Kies een bestand' }]],
      [{ format: 'csv' }, [{ path: 'content', message: 'Kies een bestand' }]],
    ];
    for (const [payload, issues] of cases) {
      const response = await upload({ dryRun: true, ...payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().issues).toEqual(issues);
    }
    // Bytes that are no text at all, in either format.
    const binary = Buffer.from(
      Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256).filter((b) => b !== 0),
    ).toString('latin1');
    for (const format of ['ics', 'csv']) {
      const response = await upload({ format, content: binary, dryRun: true });
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it('refuses a file over 5 MB with a Dutch 413, before and after its body is read', async () => {
    const over = 'BEGIN:VCALENDAR\r\n' + 'X'.repeat(5 * 1024 * 1024);
    const larger = await upload({ format: 'ics', content: over, dryRun: true });
    expect(larger.statusCode).toBe(413);
    expect(larger.json()).toEqual({
      error: 'BadRequest',
      message: 'Dit bestand is groter dan 5 MB',
    });
    const huge = await upload({
      format: 'ics',
      content: 'X'.repeat(10 * 1024 * 1024),
      dryRun: true,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'BadRequest', message: 'Dit bestand is groter dan 5 MB' });
    // Other routes keep the app's own limit.
    const other = await t.inject({
      method: 'POST',
      url: `/api/${team.code}/match`,
      headers: { cookie: pin },
      payload: { date: '2026-03-01', opponent: 'X'.repeat(300 * 1024) },
    });
    expect(other.statusCode).toBe(413);
    expect(other.json().message).toBe('De gegevens zijn te groot');
  });
});
