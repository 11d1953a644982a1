import type { PlayerPage } from '../../../domain/player-page/player-page.schema';
import { answersLoader } from '../../lib/route-reads';
import { visibilityKey } from '../../resources/visibility';
import { playerFirstFinesKey, playerPageKey } from './keys';

/**
 * A player's page's loader (src/app/TeamApp.tsx): the player's season, then the first page of
 * his fines, and the team's payment settings (the pay button); the same parameters as
 * PlayerPage reads.
 */
export const playerPageLoader = answersLoader(async (teamCode, read, { request, params }) => {
  const playerId = Number(params.playerId);
  if (!Number.isInteger(playerId)) return;
  const seasonId = Number(new URL(request.url).searchParams.get('seasonId')) || null;
  const [page] = (await Promise.all([
    read(playerPageKey(teamCode, playerId, seasonId)),
    read(visibilityKey(teamCode)),
  ])) as [PlayerPage | undefined, unknown];
  const fines = playerFirstFinesKey(teamCode, playerId, page);
  if (fines !== null) await read(fines);
});
