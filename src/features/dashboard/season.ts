import type { Season } from '../../../domain/seasons/season.schema';

/** The season the dashboard shows, in the two forms its reads need. */
export interface SeasonChoice {
  /** The season's id; null while the season list loads (newest wanted) or when the team has none. */
  id: number | null;
  /** For the list endpoints, which default to the current season: null asks for that one. */
  listId: number | null;
  /** The team has no season yet: every section shows its empty message. */
  none: boolean;
}

/** The wanted season if the team has it, else the newest (the list comes newest first). */
export function chooseSeason(
  seasons: readonly Season[] | undefined,
  wanted: number | null,
): SeasonChoice {
  if (!seasons) return { id: wanted, listId: wanted, none: false };
  const newest = seasons[0];
  if (!newest) return { id: null, listId: null, none: true };
  const id = wanted !== null && seasons.some((season) => season.id === wanted) ? wanted : newest.id;
  return { id, listId: id === newest.id ? null : id, none: false };
}
