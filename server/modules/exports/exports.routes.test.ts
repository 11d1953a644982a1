import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../domain/csv.js';
import { formatMoney } from '../../../domain/money.js';
import { playerDisplayName, type PlayerName } from '../../../domain/players/display-name.js';
import { insertTeam, teamSessionCookie } from '../../../tests/helpers/fixtures.js';
import {
  seedStandingsTeam,
  type StandingsTeam,
} from '../../../tests/helpers/standings-fixtures.js';
import { createTestApp, testDatabases, type TestApp } from '../../../tests/helpers/test-app.js';

/** A page as a browser reads it. */
const parseHtml = (page: string) => new new Window().DOMParser().parseFromString(page, 'text/html');
/** What a reader sees of an element: its text, white space collapsed. */
const text = (element: { textContent: string | null } | null) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** The body rows of the table in a report's section (`aria-labelledby` its heading's id). */
const rowsOf = (page: ReturnType<typeof parseHtml>, section: string) => [
  ...page.querySelectorAll(`section[aria-labelledby="${section}"] tbody tr`),
];
/** The lines under a match in the report's match table: its player of the match and its cards. */
const matchLines = (page: ReturnType<typeof parseHtml>, opponent: string) => {
  const row = rowsOf(page, 'wedstrijden').find((tr) => text(tr).includes(opponent));
  return [...(row?.querySelectorAll('.detail') ?? [])].map(text);
};

/** '12,50' → 1250 */
const cents = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);

describe.each(testDatabases)('season exports on $name', (database) => {
  let t: TestApp;
  let team: StandingsTeam;
  let cookie: string;
  let otherSeason: number;

  beforeAll(async () => {
    t = await createTestApp(database);
    team = await seedStandingsTeam(t.database.db);
    cookie = await teamSessionCookie(t.database.db, team.teamId);
    const other = await insertTeam(t.database.db, { code: 'blauw' });
    const row = await t.database.db
      .insertInto('seasons')
      .values({
        team_id: other.id,
        description: 'Hun seizoen',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    otherSeason = row.id;
  });
  afterAll(async () => {
    await t.close();
  });

  const download = async (seasonId: number, file: string) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/${team.code}/export/${seasonId}/${file}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const csv = async (seasonId: number, kind: string) => {
    const [header, ...rows] = parseCsv((await download(seasonId, `${kind}.csv`)).body);
    return { header, rows };
  };
  const api = async (path: string) =>
    (await t.inject({ method: 'GET', url: `/api/${team.code}${path}` })).json();
  const name = (player: PlayerName) => playerDisplayName(player);

  it('sends a Dutch Excel CSV as a download', async () => {
    const response = await download(team.season1, 'fines.csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="oranje-2024-2025-boetes.csv"',
    );
    expect(response.body.startsWith('\uFEFFDatum;Speler;Boete;')).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
    expect(response.body.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });

  it('lists every match of the season, cancelled ones marked', async () => {
    const { header, rows } = await csv(team.season1, 'matches');
    expect(header).toEqual([
      'Datum',
      'Type',
      'Tegenstander',
      'Afgelast',
      'Ingevuld',
      'Afwezigen',
      'Doelpunten',
      'Aanvang',
      'Thuis/uit',
      'Locatie',
      'Uitslag',
      'Gele kaarten',
      'Rode kaarten',
      'Man van de wedstrijd',
    ]);
    const matches = await api(`/match?seasonId=${team.season1}`);
    expect(rows).toHaveLength(matches.length);
    const cancelled = matches.find((m: { cancelled: boolean }) => m.cancelled);
    expect(rows.find((r) => r[2] === cancelled.opponent)?.[3]).toBe('ja');
  });

  it('adds up goals and attendance to the standings', async () => {
    for (const seasonId of [team.season1, team.season2]) {
      const goals = await csv(seasonId, 'goals');
      const goalsPerPlayer = new Map<string, number>();
      for (const [, , player, count] of goals.rows) {
        goalsPerPlayer.set(player ?? '', (goalsPerPlayer.get(player ?? '') ?? 0) + Number(count));
      }
      const standings: [PlayerName, number][] = await api(`/standings/${seasonId}/goals`);
      expect(Object.fromEntries(goalsPerPlayer)).toEqual(
        Object.fromEntries(standings.map(([player, count]) => [name(player), count])),
      );

      const attendance = await csv(seasonId, 'attendance');
      const perPlayer = new Map<string, { present: number; absent: number }>();
      for (const [, , player, present] of attendance.rows) {
        const entry = perPlayer.get(player ?? '') ?? { present: 0, absent: 0 };
        entry[present === 'ja' ? 'present' : 'absent'] += 1;
        perPlayer.set(player ?? '', entry);
      }
      const attendanceStandings: { player: PlayerName; present: number; absent: number }[] =
        await api(`/standings/${seasonId}/attendance`);
      for (const row of attendanceStandings.filter((r) => r.present + r.absent > 0)) {
        expect(perPlayer.get(name(row.player))).toEqual({
          present: row.present,
          absent: row.absent,
        });
      }
    }
  });

  it('adds up fines and transactions to the fine standings and the balance', async () => {
    const fines = await csv(team.season1, 'fines');
    expect(fines.header).toEqual([
      'Datum',
      'Speler',
      'Boete',
      'Omschrijving',
      'Wedstrijd',
      'Bedrag',
      'Taak',
      'Betaald',
    ]);
    const perPlayer = new Map<string, { count: number; cents: number }>();
    let paid = 0;
    let unpaid = 0;
    for (const [, player, , , , amount, , isPaid] of fines.rows) {
      const entry = perPlayer.get(player ?? '') ?? { count: 0, cents: 0 };
      entry.count += 1;
      entry.cents += amount ? cents(amount) : 0;
      perPlayer.set(player ?? '', entry);
      if (amount) {
        if (isPaid === 'ja') paid += cents(amount);
        else unpaid += cents(amount);
      }
    }
    const fineStandings: { player: PlayerName; total: number; count: number }[] = await api(
      `/standings/${team.season1}/fines`,
    );
    expect(Object.fromEntries(perPlayer)).toEqual(
      Object.fromEntries(
        fineStandings.map((r) => [
          name(r.player),
          { count: r.count, cents: Math.round(r.total * 100) },
        ]),
      ),
    );

    const transactions = await csv(team.season1, 'transactions');
    const transactionCents = transactions.rows.reduce((sum, row) => sum + cents(row[3] ?? '0'), 0);
    const balance = await api(`/season/${team.season1}/balance`);
    expect({ paid, unpaid, transactions: transactionCents }).toEqual({
      paid: Math.round(balance.paidFines * 100),
      unpaid: Math.round(balance.unpaidFines * 100),
      transactions: Math.round(balance.transactions * 100),
    });
  });

  it('prints the season report with the balance, the movements and the open fines', async () => {
    const response = await download(team.season1, 'report.html');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const balance = await api(`/season/${team.season1}/balance`);
    const html = response.body;
    expect(html).toContain('<h1>Kasverslag 2024-2025</h1>');
    expect(html).toContain(
      `data-figure="balance">${formatMoney(Math.round(balance.balance * 100))}<`,
    );
    expect(html).toContain(
      `data-figure="unpaid">${formatMoney(Math.round(balance.unpaidFines * 100))}<`,
    );
    // A negative amount is written as everywhere else: the minus before the euro sign.
    expect(html).toMatch(/Uitgaven<\/th>\s*<td>− € \d+,(\d\d|-)<\/td>/);
    expect(html).toContain('Sponsor');
    expect(html).toContain('Ballen');
    expect(html).toContain('@media print');
    const openSection = html.slice(html.indexOf('id="open"'), html.indexOf('id="transacties"'));
    expect(openSection).toContain('Anne de Vries');
    expect(openSection).not.toContain('Bram Bakker');
  });

  it('shows kick-off, home/away, location and result in the CSV and the report', async () => {
    const [first] = await api(`/match?seasonId=${team.season1}`);
    await t.database.db
      .updateTable('matches')
      .set({ kick_off: '14:30', location: 'De Adelaar', home: 0, score_for: 1, score_against: 3 })
      .where('id', '=', first.id)
      .execute();
    const { rows } = await csv(team.season1, 'matches');
    const row = rows.find((r) => r[2] === first.opponent);
    expect(row?.slice(7, 11)).toEqual(['14:30', 'uit', 'De Adelaar', '1–3']);
    const html = (await download(team.season1, 'report.html')).body;
    const section = html.slice(html.indexOf('id="wedstrijden"'), html.indexOf('id="boetes"'));
    // Away: the home side and its goals first.
    expect(section).toContain(`${first.opponent} – FC Oranje`);
    expect(section).toContain('3–1');
  });

  describe('with cards and closed votes', () => {
    // Cards in two matches of each season; votes closed in season 1, still open in season 2.
    beforeAll(async () => {
      const db = t.database.db;
      const { anne, bram, cas, dirk, eva } = team.players;
      const { m1, m2, m4, n1 } = team.matches;
      // Votes close 48 hours after the fill: m1, m2 and m4 were filled days ago, n1 just now.
      const daysAgo = new Date(t.clock.now.getTime() - 3 * 24 * 60 * 60 * 1000).toISOString();
      for (const [id, filledAt] of [
        [m1, daysAgo],
        [m2, daysAgo],
        [m4, daysAgo],
        [n1, t.clock.now.toISOString()],
      ] as const) {
        await db.updateTable('matches').set({ filled_at: filledAt }).where('id', '=', id).execute();
      }
      await db
        .insertInto('match_cards')
        .values([
          { team_id: team.teamId, match_id: m1, player_id: anne, yellow: 2, red: 0 },
          { team_id: team.teamId, match_id: m1, player_id: bram, yellow: 0, red: 1 },
          { team_id: team.teamId, match_id: m2, player_id: cas, yellow: 1, red: 0 },
          { team_id: team.teamId, match_id: n1, player_id: dirk, yellow: 1, red: 0 },
        ])
        .execute();
      const votes: [number, number, number][] = [
        // m1: Anne by two votes to one; m2: Bram and Cassie tie; m4: nobody voted.
        [m1, bram, anne],
        [m1, eva, anne],
        [m1, anne, bram],
        [m2, anne, bram],
        [m2, bram, cas],
        // n1's vote is still open: no title yet.
        [n1, anne, dirk],
      ];
      await db
        .insertInto('match_votes')
        .values(
          votes.map(([matchId, voterId, playerId]) => ({
            team_id: team.teamId,
            match_id: matchId,
            voter_id: voterId,
            player_id: playerId,
            voted_at: daysAgo,
          })),
        )
        .execute();
      // As a write through the API would: the standings read below must not come from the cache.
      await db
        .updateTable('teams')
        .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
        .where('id', '=', team.teamId)
        .execute();
    });

    it('carries the cards and the player-of-the-match titles the dashboard shows', async () => {
      const matches = await csv(team.season1, 'matches');
      const byOpponent = (opponent: string) =>
        matches.rows.find((row) => row[2] === opponent)?.slice(11);
      expect(byOpponent('VV Noord')).toEqual(['2', '1', 'Anne de Vries']);
      expect(byOpponent('SV Oost')).toEqual(['1', '0', 'Bram Bakker, Cassie']);
      expect(byOpponent('RKVV West')).toEqual(['0', '0', '']);
      expect((await csv(team.season2, 'matches')).rows[0]?.slice(11)).toEqual(['1', '0', '']);

      const cards = await csv(team.season1, 'cards');
      expect(cards.header).toEqual(['Datum', 'Tegenstander', 'Speler', 'Geel', 'Rood']);
      expect(cards.rows).toEqual([
        ['2024-09-07', 'VV Noord', 'Anne de Vries', '2', '0'],
        ['2024-09-07', 'VV Noord', 'Bram Bakker', '0', '1'],
        ['2024-09-14', 'SV Oost', 'Cassie', '1', '0'],
      ]);
      const download = await t.inject({
        method: 'GET',
        url: `/api/${team.code}/export/${team.season1}/cards.csv`,
        headers: { cookie },
      });
      expect(download.headers['content-disposition']).toBe(
        'attachment; filename="oranje-2024-2025-kaarten.csv"',
      );

      // The same figures as the dashboard's standings: cards per player, titles per player.
      const fineStandings: { player: PlayerName; yellow: number; red: number }[] = await api(
        `/standings/${team.season1}/fines`,
      );
      for (const row of fineStandings) {
        const own = cards.rows.filter((r) => r[2] === name(row.player));
        expect([row.yellow, row.red], name(row.player)).toEqual([
          own.reduce((sum, r) => sum + Number(r[3]), 0),
          own.reduce((sum, r) => sum + Number(r[4]), 0),
        ]);
      }
      const goalStandings: [PlayerName, number, number][] = await api(
        `/standings/${team.season1}/goals`,
      );
      const titles = Object.fromEntries(
        goalStandings.filter(([, , n]) => n > 0).map(([player, , n]) => [name(player), n]),
      );
      expect(titles).toEqual({ 'Anne de Vries': 1, 'Bram Bakker': 1, Cassie: 1 });
    });

    it('prints the cards and the player of the match under each match, and the titles per player', async () => {
      const report = parseHtml((await download(team.season1, 'report.html')).body);
      expect(matchLines(report, 'VV Noord')).toEqual([
        'Man van de wedstrijd: Anne de Vries',
        'Geel: Anne de Vries (2×)',
        'Rood: Bram Bakker',
      ]);
      expect(matchLines(report, 'SV Oost')).toEqual([
        'Mannen van de wedstrijd: Bram Bakker, Cassie',
        'Geel: Cassie',
      ]);
      expect(matchLines(report, 'RKVV West')).toEqual([]);
      expect(
        rowsOf(report, 'titels').map((tr) => [...tr.querySelectorAll('td')].map(text)),
      ).toEqual([
        ['Anne de Vries', '1'],
        ['Bram Bakker', '1'],
        ['Cassie', '1'],
      ]);

      // The other season's only vote is still open: its card shows, no title yet.
      const open = parseHtml((await download(team.season2, 'report.html')).body);
      expect(matchLines(open, 'VV Noord')).toEqual(['Geel: Dirk Visser']);
      expect(text(open.querySelector('section[aria-labelledby="titels"]'))).toBe(
        'Man van de wedstrijd Nog geen man van de wedstrijd gekozen.',
      );
    });
  });

  it('escapes what users typed in the report', async () => {
    await t.database.db
      .insertInto('transactions')
      .values({
        team_id: team.teamId,
        season_id: team.season2,
        transaction_type: 'Income',
        date: '2025-09-02',
        amount_cents: 100,
        reason: '<script>alert(1)</script>',
      })
      .execute();
    const html = (await download(team.season2, 'report.html')).body;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('is for members only, and only for seasons of the team', async () => {
    const visitor = await t.inject({
      method: 'GET',
      url: `/api/${team.code}/export/${team.season1}/fines.csv`,
    });
    expect(visitor.statusCode).toBe(401);
    const report = await t.inject({
      method: 'GET',
      url: `/api/${team.code}/export/${team.season1}/report.html`,
    });
    expect(report.statusCode).toBe(401);
    const theirs = await t.inject({
      method: 'GET',
      url: `/api/${team.code}/export/${otherSeason}/matches.csv`,
      headers: { cookie },
    });
    expect(theirs.statusCode).toBe(404);
    const unknown = await t.inject({
      method: 'GET',
      url: `/api/${team.code}/export/${team.season1}/salaris.csv`,
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].message).toBe('Onbekend exportbestand');
  });
});
