/**
 * The query parameters the dashboard reads (src/features/dashboard/dashboard-params.ts);
 * any other (`utm_source`, a tracker's id) does not change the page.
 */
export const DASHBOARD_QUERY = ['section', 'seasonId', 'matchId'] as const;

/** The dashboard's parameters of a query, the first value of each, in one order. */
export function dashboardQuery(search: URLSearchParams): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of DASHBOARD_QUERY) {
    const value = search.get(key);
    if (value !== null) query.set(key, value);
  }
  return query;
}

/**
 * The address (path and query) a dashboard page renders for: the same page for
 * every address that differs only in other parameters or their order, so the
 * server renders and keeps it once (server/cache/rendered-page-cache.ts) and the
 * browser hydrates it (src/app/ssr-data.ts).
 */
export function dashboardAddress(url: string): string {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  const query = dashboardQuery(new URLSearchParams(at === -1 ? '' : url.slice(at + 1)));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
