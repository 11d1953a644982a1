import type { Kysely } from 'kysely';
import { playerDisplayName } from '../../../domain/players/display-name.js';
import type { Player } from '../../../domain/players/player.schema.js';
import type { MatchVotes, VoteInput } from '../../../domain/player-of-the-match/vote.schema.js';
import {
  isVotingOpen,
  VOTING_HOURS,
  votingClosesAt,
  winnersOf,
} from '../../../domain/player-of-the-match/voting.js';
import type { DB } from '../../db/schema.js';
import { inTeam, teamRecord } from '../../db/team-scope.js';
import { teamWrite } from '../../db/team-write.js';
import { DomainError, NotFoundError } from '../../http/errors.js';
import { joinedPlayer, joinedPlayerColumns } from '../players/public.js';
import { assertSeasonOpen } from '../seasons/public.js';

const dutch = new Intl.Collator('nl');
const byName = (a: Player, b: Player) => dutch.compare(playerDisplayName(a), playerDisplayName(b));

function findMatch(db: Kysely<DB>, teamId: number, matchId: number) {
  return teamRecord(db, teamId, 'matches', matchId, 'Wedstrijd niet gevonden');
}

/** Who was there: the season's players who are not on the match's absent list. */
async function presentPlayers(
  db: Kysely<DB>,
  teamId: number,
  match: { id: number; season_id: number },
): Promise<Player[]> {
  const rows = await inTeam(db, teamId)
    .selectFrom('season_players')
    .innerJoin('players', (join) =>
      join
        .onRef('players.id', '=', 'season_players.player_id')
        .onRef('players.team_id', '=', 'season_players.team_id'),
    )
    .leftJoin('match_absences', (join) =>
      join
        .onRef('match_absences.player_id', '=', 'season_players.player_id')
        .onRef('match_absences.team_id', '=', 'season_players.team_id')
        .on('match_absences.match_id', '=', match.id),
    )
    .select(joinedPlayerColumns)
    .where('season_players.season_id', '=', match.season_id)
    .where('match_absences.player_id', 'is', null)
    .execute();
  return rows.map(joinedPlayer).sort(byName);
}

/** The vote of a match as anyone may see it: never who voted for whom (docs/decisions.md). */
export async function getMatchVotes(
  db: Kysely<DB>,
  teamId: number,
  matchId: number,
  now: Date,
): Promise<MatchVotes> {
  const match = await findMatch(db, teamId, matchId);
  if (match.filled === 0 || match.filled_at === null) {
    return { closesAt: null, open: false, ballots: 0, counts: [], winners: [], candidates: [] };
  }
  const closesAt = votingClosesAt(match.filled_at);
  const open = isVotingOpen(closesAt, now);
  const [candidates, rows] = await Promise.all([
    presentPlayers(db, teamId, match),
    inTeam(db, teamId)
      .selectFrom('match_votes')
      .innerJoin('players', (join) =>
        join
          .onRef('players.id', '=', 'match_votes.player_id')
          .onRef('players.team_id', '=', 'match_votes.team_id'),
      )
      .select(joinedPlayerColumns)
      .select((eb) => eb.fn.countAll<number>().as('votes'))
      .where('match_votes.match_id', '=', matchId)
      .groupBy([
        'players.id',
        'players.first_name',
        'players.last_name',
        'players.nick_name',
        'players.active',
      ])
      .execute(),
  ]);
  const counts = rows
    .map((row) => ({
      playerId: row.player_id,
      player: joinedPlayer(row),
      votes: Number(row.votes),
    }))
    .sort((a, b) => b.votes - a.votes || byName(a.player, b.player));
  const ballots = counts.reduce((sum, c) => sum + c.votes, 0);
  // While the vote runs nobody sees how it stands: it would steer the votes still to come.
  if (open) return { closesAt, open, ballots, counts: [], winners: [], candidates };
  return { closesAt, open, ballots, counts, winners: winnersOf(counts), candidates };
}

/**
 * One vote per voter and match; a second replaces the first. The pin is the
 * team's, so a vote is as trusted as "Wie ben jij?" is (docs/decisions.md).
 */
export function castVote(
  db: Kysely<DB>,
  teamId: number,
  matchId: number,
  { voterId, playerId }: VoteInput,
  now: Date,
): Promise<void> {
  return teamWrite(db, teamId, async (trx) => {
    const match = await findMatch(trx, teamId, matchId);
    const known = await inTeam(trx, teamId)
      .selectFrom('players')
      .select('id')
      .where('id', 'in', [voterId, playerId])
      .execute();
    if (known.length !== new Set([voterId, playerId]).size)
      throw new NotFoundError('Speler niet gevonden');
    if (match.filled === 0) throw new DomainError('MatchNotFilled');
    if (!isVotingOpen(match.filled_at && votingClosesAt(match.filled_at), now))
      throw new DomainError('VotingClosed');
    if (voterId === playerId) throw new DomainError('VoteForSelf');
    await assertSeasonOpen(trx, teamId, match.season_id);
    const present = new Set((await presentPlayers(trx, teamId, match)).map((p) => p.id));
    if (!present.has(voterId) || !present.has(playerId)) throw new DomainError('PlayerAbsent');
    await trx
      .insertInto('match_votes')
      .values({
        team_id: teamId,
        match_id: matchId,
        voter_id: voterId,
        player_id: playerId,
        voted_at: now.toISOString(),
      })
      .onConflict((oc) =>
        oc
          .columns(['team_id', 'match_id', 'voter_id'])
          .doUpdateSet({ player_id: playerId, voted_at: now.toISOString() }),
      )
      .execute();
  });
}

/** A match filled at or before this moment (ISO-8601) has a closed vote by `now`. */
function filledBeforeClosedVotes(now: Date): string {
  return new Date(now.getTime() - VOTING_HOURS * 60 * 60 * 1000).toISOString();
}

/**
 * When the season's earliest open vote closes, or null when none is open: the
 * titles change then, without a write (the goals standing's cache keeps them until then).
 */
export async function nextVotingClose(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  now: Date,
): Promise<Date | null> {
  const row = await inTeam(db, teamId)
    .selectFrom('matches')
    .select((eb) => eb.fn.min('filled_at').as('filled_at'))
    .where('season_id', '=', seasonId)
    .where('filled', '=', 1)
    .where('cancelled', '=', 0)
    .where('filled_at', '>', filledBeforeClosedVotes(now))
    .executeTakeFirst();
  return row?.filled_at ? new Date(votingClosesAt(row.filled_at)) : null;
}

/**
 * Who was player of the match, per match of a season: over the season's
 * filled, not cancelled matches whose vote has closed, the players with the
 * most votes (a tie gives each the title; a match without votes is left out).
 * One aggregate query (votes per match and player) and a pass over it.
 */
export async function playerOfTheMatchWinners(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  now: Date,
): Promise<Map<number, number[]>> {
  const rows = await inTeam(db, teamId)
    .selectFrom('match_votes as v')
    .innerJoin('matches as m', (join) =>
      join.onRef('m.id', '=', 'v.match_id').onRef('m.team_id', '=', 'v.team_id'),
    )
    .select(['v.match_id', 'v.player_id'])
    .select((eb) => eb.fn.countAll<number>().as('votes'))
    .where('m.season_id', '=', seasonId)
    .where('m.filled', '=', 1)
    .where('m.cancelled', '=', 0)
    .where('m.filled_at', '<=', filledBeforeClosedVotes(now))
    .groupBy(['v.match_id', 'v.player_id'])
    .execute();
  const perMatch = new Map<number, { playerId: number; votes: number }[]>();
  for (const row of rows) {
    const counts = perMatch.get(row.match_id) ?? [];
    counts.push({ playerId: row.player_id, votes: Number(row.votes) });
    perMatch.set(row.match_id, counts);
  }
  return new Map([...perMatch].map(([matchId, counts]) => [matchId, winnersOf(counts)]));
}

/** How often each player was player of the match in a season; players without a title are left out. */
export async function playerOfTheMatchTitles(
  db: Kysely<DB>,
  teamId: number,
  seasonId: number,
  now: Date,
): Promise<Map<number, number>> {
  const titles = new Map<number, number>();
  for (const winners of (await playerOfTheMatchWinners(db, teamId, seasonId, now)).values()) {
    for (const playerId of winners) titles.set(playerId, (titles.get(playerId) ?? 0) + 1);
  }
  return titles;
}
