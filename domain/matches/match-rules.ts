export const MATCH_TYPES = ['Friendly', 'League', 'Cup'] as const;

export type MatchType = (typeof MATCH_TYPES)[number];

export const MATCH_TYPE_LABELS: Record<MatchType, string> = {
  Friendly: 'Vriendschappelijk',
  League: 'Competitie',
  Cup: 'Beker',
};

/** Played: not cancelled and dated today or earlier (ISO dates compare as strings). */
export function isMatchPlayed(m: { date: string; cancelled: boolean }, today: string): boolean {
  return !m.cancelled && m.date <= today;
}

/** Only a played match can be filled in, and only once (a reset makes it fillable again). */
export function canFillMatch(
  m: { date: string; cancelled: boolean; filled: boolean },
  today: string,
): boolean {
  return isMatchPlayed(m, today) && !m.filled;
}

interface MatchSides {
  opponent: string;
  home: boolean;
}

/** "VV Demo – Voorschoten 97" at home, "Voorschoten 97 – VV Demo" away: the home side first. */
export function matchPairing(teamName: string, match: MatchSides): string {
  return match.home ? `${teamName} – ${match.opponent}` : `${match.opponent} – ${teamName}`;
}

/** "3–1" with the home side's goals first; null until a result is known. */
export function matchScore(
  match: MatchSides & { scoreFor: number | null; scoreAgainst: number | null },
): string | null {
  if (match.scoreFor === null || match.scoreAgainst === null) return null;
  return match.home
    ? `${match.scoreFor}–${match.scoreAgainst}`
    : `${match.scoreAgainst}–${match.scoreFor}`;
}

/**
 * The match card's headline: "VV Demo – Voorschoten 97 3–1". Without the team's
 * name (not loaded yet) the opponent stands alone.
 */
export function matchHeadline(
  teamName: string | null,
  match: MatchSides & { scoreFor: number | null; scoreAgainst: number | null },
): string {
  const pairing = teamName ? matchPairing(teamName, match) : match.opponent;
  const score = matchScore(match);
  return score ? `${pairing} ${score}` : pairing;
}

/** "14:30 · thuis · Sportpark De Adelaar": what is known of when and where. */
export function matchWhenWhere(match: {
  kickOff: string | null;
  home: boolean;
  location: string | null;
}): string {
  return [match.kickOff, match.home ? 'thuis' : 'uit', match.location].filter(Boolean).join(' · ');
}
