import { teamKey } from '../lib/swr';

/** The current season's matches (the list endpoint's default): where the next match is found. */
export const currentMatchesKey = (teamCode: string) => teamKey(teamCode, '/match');

export const availabilityKey = (teamCode: string, matchId: number) =>
  teamKey(teamCode, `/match/${matchId}/availability`);
export const availabilityCountsKey = (teamCode: string, matchId: number) =>
  teamKey(teamCode, `/match/${matchId}/availability/counts`);
