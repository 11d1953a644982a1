import useSWR from 'swr';
import type { Match } from '../../domain/matches/match.schema';
import { teamKey } from '../lib/swr';

export function matchKey(teamCode: string, matchId: number): string {
  return teamKey(teamCode, `/match/${matchId}`);
}

/** `matchId` null while the page does not know it yet (a new match, a bad URL). */
export function useMatch(teamCode: string, matchId: number | null) {
  return useSWR<Match>(matchId === null ? null : matchKey(teamCode, matchId));
}

/** The current season's matches (the list endpoint's default): where the next match is found. */
export const currentMatchesKey = (teamCode: string) => teamKey(teamCode, '/match');

export const availabilityKey = (teamCode: string, matchId: number) =>
  teamKey(teamCode, `/match/${matchId}/availability`);
export const availabilityCountsKey = (teamCode: string, matchId: number) =>
  teamKey(teamCode, `/match/${matchId}/availability/counts`);

/** The next match of the current season: not cancelled, not filled, today or later. */
export function nextMatchOf(matches: readonly Match[], today: string): Match | null {
  return matches.find((m) => !m.cancelled && !m.filled && m.date >= today) ?? null;
}

/**
 * Who's coming to a match, as this requester may see it: the names per answer
 * (a member, or a visitor of a team that shows names in full), else the counts.
 */
export const whoIsComingKey = (teamCode: string, matchId: number, namesVisible: boolean) =>
  namesVisible ? availabilityKey(teamCode, matchId) : availabilityCountsKey(teamCode, matchId);
