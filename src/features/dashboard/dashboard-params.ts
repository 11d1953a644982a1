import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dashboardQuery } from '../../../domain/dashboard-address';
import { parseSection, type SectionKey } from './sections';

function parseId(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export interface DashboardParams {
  section: SectionKey;
  /** The season picked in the selector; null: the newest, which is also what a bare `/` shows. */
  seasonId: number | null;
  /** `?matchId=` from a link (a push message) or from picking a match. */
  matchId: number | null;
}

/** The address's query as the dashboard reads it (also in the route's loader: dashboard-loader.ts). */
export function parseDashboardParams(search: URLSearchParams): DashboardParams {
  return {
    // A link to a match opens the matches section.
    section: parseSection(search.get('section')) ?? 'matches',
    seasonId: parseId(search.get('seasonId')),
    matchId: parseId(search.get('matchId')),
  };
}

/**
 * The dashboard's state lives in the address (`?section=goals&seasonId=3&matchId=9`),
 * so a reload, a shared link and a push deep link all open the same view.
 * Changes replace the history entry: the back button leaves the dashboard
 * instead of stepping through every tap. They leave the page where it is scrolled: the
 * scroll keeping (src/shell/ScrollKeeping.tsx) would put a new entry at its top.
 */
export function useDashboardParams(): [
  DashboardParams,
  (next: Partial<DashboardParams>) => void,
  /** The address of a change, for a link that works without JavaScript too. */
  (next: Partial<DashboardParams>) => string,
] {
  const [search, setSearch] = useSearchParams();
  const params = parseDashboardParams(search);

  const update = useCallback(
    (next: Partial<DashboardParams>) => {
      setSearch((current) => changedSearch(current, next), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [setSearch],
  );
  const href = useCallback(
    (next: Partial<DashboardParams>) => {
      const query = changedSearch(search, next).toString();
      return query ? `/?${query}` : '/';
    },
    [search],
  );

  return [params, update, href];
}

/**
 * The dashboard's query with some parameters changed; null removes one, and the default section
 * is left out. Other parameters (a link's `utm_source`) are dropped, so the page is the same
 * as the server rendered it for every such link (domain/dashboard-address.ts).
 */
function changedSearch(current: URLSearchParams, next: Partial<DashboardParams>): URLSearchParams {
  const result = dashboardQuery(current);
  const put = (key: string, value: string | number | null | undefined) => {
    if (value === undefined) return;
    if (value === null) result.delete(key);
    else result.set(key, String(value));
  };
  put('section', next.section === 'matches' ? null : next.section);
  put('seasonId', next.seasonId);
  put('matchId', next.matchId);
  return result;
}
