import { expressionBuilder, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Match } from '../../../domain/matches/match.schema.js';
import type { DB, MatchesTable, PlayersTable, TransactionType } from '../../db/schema.js';
import { playerDisplayName } from '../../../domain/players/display-name.js';
import { selectFinesWithPlayerAndType } from '../fines/public.js';
import { countsForAttendance, toMatch } from '../matches/public.js';
import { playerOfTheMatchTitles, playerOfTheMatchWinners } from '../player-of-the-match/public.js';
import { joinedPlayer, joinedPlayerColumns } from '../players/public.js';
import { inTeam } from '../../db/team-scope.js';

/**
 * The rows behind the season exports, one query each, every join matching
 * team_id. They count exactly what the standings and the balance count, so an
 * export adds up to the dashboard.
 */

const dutch = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

function byDate(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The name a row's player (`joinedPlayerColumns`) goes by in the exports. */
function nameOf(row: Parameters<typeof joinedPlayer>[0]): string {
  return playerDisplayName(joinedPlayer(row));
}

/**
 * The base of the files kept per match and player (goals, cards, attendance):
 * the season's matches paired with the team's players, with the columns those
 * files show. The caller joins the table that says which pairs it lists (on
 * `m.id`, `players.id` and the team) and maps each row with `matchAndPlayer`.
 */
function seasonMatchPlayerPairs(db: Kysely<DB>, teamId: number, seasonId: number) {
  return inTeam(db, teamId)
    .selectFrom('matches as m')
    .innerJoin('players', (join) => join.onRef('players.team_id', '=', 'm.team_id'))
    .select(['m.id as match_id', 'm.date', 'm.opponent', ...joinedPlayerColumns])
    .where('m.season_id', '=', seasonId);
}

/** What `onMatchAndPlayer` refers to: the pair's match and player, and a row kept per both. */
type PairRow = { team_id: number; match_id: number; player_id: number };
type PairTables = { m: MatchesTable; players: PlayersTable } & Record<'g' | 'c' | 'a', PairRow>;

/**
 * The join condition of a table kept per match and player (goals `g`, cards
 * `c`, absences `a`) on `seasonMatchPlayerPairs`: its row of the pair's team,
 * match and player.
 */
function onMatchAndPlayer(alias: 'g' | 'c' | 'a'): Expression<SqlBool> {
  const eb = expressionBuilder<PairTables, keyof PairTables>();
  return eb.and([
    eb(`${alias}.team_id`, '=', eb.ref('m.team_id')),
    eb(`${alias}.match_id`, '=', eb.ref('m.id')),
    eb(`${alias}.player_id`, '=', eb.ref('players.id')),
  ]);
}

/** Where a row of a per-match-and-player file belongs. */
export interface MatchAndPlayer {
  matchId: number;
  date: string;
  opponent: string;
  player: string;
}

function matchAndPlayer(
  row: { match_id: number; date: string; opponent: string } & Parameters<typeof nameOf>[0],
): MatchAndPlayer {
  return { matchId: row.match_id, date: row.date, opponent: row.opponent, player: nameOf(row) };
}

/** The files' order: by date, then match, then player. */
function byMatchAndPlayer(a: MatchAndPlayer, b: MatchAndPlayer): number {
  return byDate(a.date, b.date) || a.matchId - b.matchId || dutch.compare(a.player, b.player);
}

/** A match with what happened in it, counted over its rows (absences, goals, cards). */
export interface MatchExportRow extends Match {
  absent: number;
  goals: number;
  yellowCards: number;
  redCards: number;
}

export async function seasonMatches(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<MatchExportRow[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('matches as m')
    .selectAll('m')
    .select((eb) => [
      eb
        .selectFrom('match_absences as a')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .where('a.team_id', '=', teamId)
        .whereRef('a.match_id', '=', 'm.id')
        .as('absent'),
      eb
        .selectFrom('match_goals as g')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('g.goals'), sub.lit(0)).as('n'))
        .where('g.team_id', '=', teamId)
        .whereRef('g.match_id', '=', 'm.id')
        .as('goals'),
      eb
        .selectFrom('match_cards as c')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('c.yellow'), sub.lit(0)).as('n'))
        .where('c.team_id', '=', teamId)
        .whereRef('c.match_id', '=', 'm.id')
        .as('yellow'),
      eb
        .selectFrom('match_cards as c')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('c.red'), sub.lit(0)).as('n'))
        .where('c.team_id', '=', teamId)
        .whereRef('c.match_id', '=', 'm.id')
        .as('red'),
    ])
    .where('m.season_id', '=', seasonId)
    .orderBy('m.date')
    .orderBy('m.id')
    .execute();
  return rows.map((row) => ({
    ...toMatch(row),
    absent: Number(row.absent ?? 0),
    goals: Number(row.goals ?? 0),
    yellowCards: Number(row.yellow ?? 0),
    redCards: Number(row.red ?? 0),
  }));
}

export interface GoalExportRow extends MatchAndPlayer {
  goals: number;
}

/** Goals of the filled, not cancelled matches (as the goal standings count them). */
export async function seasonGoals(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<GoalExportRow[]> {
  const rows = await seasonMatchPlayerPairs(db, teamId, seasonId)
    .innerJoin('match_goals as g', (join) => join.on(onMatchAndPlayer('g')))
    .select('g.goals')
    .where('m.filled', '=', 1)
    .where('m.cancelled', '=', 0)
    .where('g.goals', '>', 0)
    .execute();
  return rows.map((row) => ({ ...matchAndPlayer(row), goals: row.goals })).sort(byMatchAndPlayer);
}

/** The names the exports give these players, by id. */
async function playerNames(
  db: Kysely<DB>,
  teamId: number,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await inTeam(db, teamId)
    .selectFrom('players')
    .select(joinedPlayerColumns)
    .where('players.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.player_id, nameOf(row)]));
}

/**
 * Per match of the season, who was player of the match once the vote closed
 * (the dashboard's rule): ['Bram Bakker'], or both names in order for a tie.
 */
export async function seasonPlayersOfTheMatch(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  now: Date,
): Promise<Map<number, string[]>> {
  const winners = await playerOfTheMatchWinners(db, teamId, seasonId, now);
  const names = await playerNames(db, teamId, [...new Set([...winners.values()].flat())]);
  return new Map(
    [...winners].map(([matchId, playerIds]) => [
      matchId,
      playerIds.map((id) => names.get(id) ?? '').sort(dutch.compare),
    ]),
  );
}

export interface TitleExportRow {
  player: string;
  titles: number;
}

/** How often each player was player of the match in the season (the goals standing's titles), most first. */
export async function seasonTitles(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  now: Date,
): Promise<TitleExportRow[]> {
  const titles = await playerOfTheMatchTitles(db, teamId, seasonId, now);
  const names = await playerNames(db, teamId, [...titles.keys()]);
  return [...titles]
    .map(([id, count]) => ({ player: names.get(id) ?? '', titles: count }))
    .sort((a, b) => b.titles - a.titles || dutch.compare(a.player, b.player));
}

export interface CardExportRow extends MatchAndPlayer {
  yellow: number;
  red: number;
}

/**
 * The cards each player was shown, per match (as recorded by the fill; the
 * fines standing counts the same rows). Two yellows stay two yellows here:
 * that they are fined as one red shows in the fines file.
 */
export async function seasonCards(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<CardExportRow[]> {
  const rows = await seasonMatchPlayerPairs(db, teamId, seasonId)
    .innerJoin('match_cards as c', (join) => join.on(onMatchAndPlayer('c')))
    .select(['c.yellow', 'c.red'])
    .where((eb) => eb.or([eb('c.yellow', '>', 0), eb('c.red', '>', 0)]))
    .execute();
  return rows
    .map((row) => ({ ...matchAndPlayer(row), yellow: row.yellow, red: row.red }))
    .sort(byMatchAndPlayer);
}

export interface AttendanceExportRow extends MatchAndPlayer {
  present: boolean;
}

/**
 * Each player of the season at each match that counts for attendance: played
 * (dated `today` or earlier), filled and not cancelled — the attendance standings' rule.
 */
export async function seasonAttendance(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  today: string,
): Promise<AttendanceExportRow[]> {
  const rows = await seasonMatchPlayerPairs(db, teamId, seasonId)
    .innerJoin('season_players as sp', (join) =>
      join
        .onRef('sp.team_id', '=', 'm.team_id')
        .onRef('sp.season_id', '=', 'm.season_id')
        .onRef('sp.player_id', '=', 'players.id'),
    )
    .leftJoin('match_absences as a', (join) => join.on(onMatchAndPlayer('a')))
    .select('a.player_id as absent_id')
    .where(countsForAttendance('m', today))
    .execute();
  return rows
    .map((row) => ({ ...matchAndPlayer(row), present: row.absent_id === null }))
    .sort(byMatchAndPlayer);
}

export interface FineExportRow {
  date: string;
  playerId: number;
  player: string;
  type: string;
  description: string | null;
  opponent: string | null;
  amountCents: number | null;
  task: string | null;
  paid: boolean;
}

/** The season's fines by date (then player), paid or not: the fine list's query (fines module). */
export async function seasonFines(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<FineExportRow[]> {
  const rows = await selectFinesWithPlayerAndType(db, teamId)
    .leftJoin('matches as m', (join) =>
      join.onRef('m.id', '=', 'fines.match_id').onRef('m.team_id', '=', 'fines.team_id'),
    )
    .select('m.opponent')
    .where('fines.season_id', '=', seasonId)
    .orderBy('fines.date')
    .orderBy('fines.id')
    .execute();
  return rows
    .map((row) => ({
      date: row.date,
      playerId: row.player_id,
      player: nameOf(row),
      type: row.type_description,
      description: row.description,
      opponent: row.opponent,
      amountCents: row.amount_cents,
      task: row.task,
      paid: row.paid === 1,
    }))
    .sort((a, b) => byDate(a.date, b.date) || dutch.compare(a.player, b.player));
}

export interface TransactionExportRow {
  date: string;
  transactionType: TransactionType;
  reason: string;
  amountCents: number;
}

export async function seasonTransactions(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
): Promise<TransactionExportRow[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('transactions')
    .select(['date', 'transaction_type', 'reason', 'amount_cents'])
    .where('season_id', '=', seasonId)
    .orderBy('date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    date: row.date,
    transactionType: row.transaction_type,
    reason: row.reason,
    amountCents: row.amount_cents,
  }));
}
