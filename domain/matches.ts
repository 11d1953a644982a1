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
