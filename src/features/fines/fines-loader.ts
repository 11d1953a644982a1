import { answersLoader } from '../../lib/route-reads';
import { playersKey } from '../../resources/players';
import { finePageKey, fineTypesKey } from './keys';

/**
 * The fines page's loader (src/app/TeamApp.tsx): the first page of the fines with the players
 * to filter by, or on the types tab the fine types; the same parameters as FinesPage reads.
 */
export const finesLoader = answersLoader((teamCode, read, { request }) => {
  const params = new URL(request.url).searchParams;
  if (params.get('tab') === 'types') {
    return read(fineTypesKey(teamCode, params.get('showObsolete') === 'true'));
  }
  const playerId = Number(params.get('player')) || null;
  return Promise.all([
    read(playersKey(teamCode, { all: true })),
    read(finePageKey(teamCode, playerId)),
  ]);
});
