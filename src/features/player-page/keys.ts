import { PAGE_SIZE } from '../../../domain/paging';
import type { PlayerPage } from '../../../domain/player-page/player-page.schema';
import { teamKey } from '../../lib/swr';

// The SWR keys of a player's page: in a module of their own, so the route's loader
// (player-page-loader.ts, in the app's first chunk) takes them without the page.

/** The player's season (`seasonId` null: the current one). */
export function playerPageKey(teamCode: string, playerId: number, seasonId: number | null) {
  return teamKey(teamCode, `/player/${playerId}/page`, { seasonId: seasonId ?? undefined });
}

/**
 * A page of the player's fines of the season (`GET /fine?playerId`, unpaid first, newest
 * first); `cursor` from the page before.
 */
export function playerFineKey(
  teamCode: string,
  playerId: number,
  seasonId: number | null,
  cursor?: string,
) {
  return teamKey(teamCode, '/fine', { seasonId, limit: PAGE_SIZE, playerId, cursor });
}

/**
 * The first page of the player's fines, once the page's season is known; null while it is
 * not, and when there are none or money is hidden from the requester (`fineTotals` null).
 */
export function playerFirstFinesKey(
  teamCode: string,
  playerId: number,
  page: PlayerPage | undefined,
): string | null {
  const seasonId = page?.seasonId ?? null;
  const shown = seasonId !== null && page?.fineTotals != null && page.fineTotals.count > 0;
  return shown ? playerFineKey(teamCode, playerId, seasonId) : null;
}
