import { PAGE_SIZE } from '../../../domain/paging';
import { teamKey } from '../../lib/swr';

// The SWR keys of the fines pages: in a module of their own, so the route's loader
// (fines-loader.ts, in the app's first chunk) takes them without the pages' hooks.

export function fineKey(teamCode: string, fineId: number): string {
  return teamKey(teamCode, `/fine/${fineId}`);
}

export function fineTypesKey(teamCode: string, includeObsolete: boolean): string {
  return teamKey(
    teamCode,
    '/fine/types-with-has-fines',
    includeObsolete ? { includeObsolete } : undefined,
  );
}

export function fineTypeKey(teamCode: string, fineTypeId: number): string {
  return teamKey(teamCode, `/fine/types-with-has-fines/${fineTypeId}`);
}

/** A page of the current season's fines, of one player or everyone; `cursor` from the page before. */
export function finePageKey(teamCode: string, playerId: number | null, cursor?: string): string {
  return teamKey(teamCode, '/fine', { limit: PAGE_SIZE, playerId, cursor });
}
