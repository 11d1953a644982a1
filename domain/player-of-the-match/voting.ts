/**
 * Player of the match (issue 31), without zod: the rules the server decides by
 * and the dashboard's match card shows. After a match is filled, each player
 * who was there may vote for another who was there, for 48 hours; whoever has
 * the most votes then is "Man van de wedstrijd" (a tie shares the title).
 */

export const VOTING_HOURS = 48;

/** When the vote of a match filled at `filledAt` (ISO-8601) closes. */
export function votingClosesAt(filledAt: string): string {
  return new Date(Date.parse(filledAt) + VOTING_HOURS * 60 * 60 * 1000).toISOString();
}

export function isVotingOpen(closesAt: string | null, now: Date): boolean {
  return closesAt !== null && now.getTime() < Date.parse(closesAt);
}

/** The players with the most votes (none without votes); ties share, in the order given. */
export function winnersOf(counts: readonly { playerId: number; votes: number }[]): number[] {
  const most = Math.max(0, ...counts.map((c) => c.votes));
  return most === 0 ? [] : counts.filter((c) => c.votes === most).map((c) => c.playerId);
}

/** "nog 5 uur", "nog 2 dagen" until the vote closes; "nog even" in its last minutes. */
export function timeLeftText(closesAt: string, now: Date): string {
  const hours = Math.floor((Date.parse(closesAt) - now.getTime()) / (60 * 60 * 1000));
  if (hours >= 24) {
    const days = Math.floor(hours / 24);
    return days === 1 ? 'nog 1 dag' : `nog ${days} dagen`;
  }
  if (hours >= 1) return hours === 1 ? 'nog 1 uur' : `nog ${hours} uur`;
  return 'nog even';
}
