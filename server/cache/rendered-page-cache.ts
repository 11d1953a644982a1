import type { FastifyRequest } from 'fastify';
import { isValidTeamCode } from '../../domain/team-code.js';
import type { Deps } from '../http/context.js';
import { createTeamLookup } from '../http/team-lookup.js';
import { createBoundedCache } from './bounded-cache.js';
import { READ_CACHE_TTL_MS } from './team-read-cache.js';

/** A rendered dashboard is ~25 KB: two thousand of them, 64 M characters at most. */
const LIMITS = { maxEntries: 2_000, maxChars: 64 * 1024 * 1024 };

/**
 * Rendered dashboard pages of visitors, per team, data version, host and
 * address. The data version is read anew for every page (the same team lookup
 * as the API's), and every write bumps it (team-scope.ts), privacy settings
 * included: a page is never older than the last write, exactly as the read
 * cache's answers. Only requests without any cookie are cached: a member's
 * page (a session cookie) is always rendered for that member, so it can never
 * reach a visitor, and a visitor's page never reaches a member.
 */
export function createRenderedPageCache(deps: Deps) {
  const findTeam = createTeamLookup(deps);
  const pages = createBoundedCache<string>({
    ...LIMITS,
    ttlMs: READ_CACHE_TTL_MS,
    now: () => deps.now().getTime(),
    charsOf: (html) => html.length,
  });
  const rendering = new Map<string, Promise<string | null>>();

  return async function cachedPage(
    request: FastifyRequest,
    teamCode: string,
    /** The page, or null when it was not rendered (left to the browser): not kept. */
    render: () => Promise<string | null>,
  ): Promise<string | null> {
    if (request.headers.cookie !== undefined || !isValidTeamCode(teamCode)) return render();
    const team = await findTeam(teamCode);
    if (!team) return render();
    const key = `${team.id}|${team.data_version}|${request.hostname}|${request.url}`;
    const page = pages.get(key);
    if (page !== undefined) return page;
    // Concurrent misses of one page share one rendering.
    let pending = rendering.get(key);
    if (!pending) {
      pending = render()
        .then((html) => {
          if (html !== null) pages.set(key, html);
          return html;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };
}
