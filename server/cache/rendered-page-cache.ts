import type { FastifyRequest } from 'fastify';
import { dashboardAddress } from '../../domain/dashboard-address.js';
import { isValidTeamCode } from '../../domain/team-code.js';
import type { Deps } from '../http/context.js';
import { bytesOf, encodePage, type EncodedPage } from '../http/encoded-page.js';
import { teamLookupOf, type TeamRow } from '../http/team-lookup.js';
import { countCache } from '../ops/metrics.js';
import { createBoundedCache, ttlBefore } from './bounded-cache.js';
import { READ_CACHE_TTL_MS } from './team-read-cache.js';

/** A rendered page and until when the answers it shows hold (ms since 1970; Infinity: no limit). */
export interface RenderedHtml {
  html: string;
  keptUntil: number;
}

/**
 * Bytes of pages kept at most, and no cap on their number: a rendered dashboard
 * is kept as ~8 KB of brotli (encoded-page.ts), room for some ten thousand.
 */
const MAX_BYTES = 96 * 1024 * 1024;

/**
 * Rendered dashboard pages of visitors, per team, data version, host and
 * address. The data version is read anew for every page (the same team lookup
 * as the API's), and every write bumps it (team-scope.ts), privacy settings
 * included: a page is never older than the last write, exactly as the read
 * cache's answers, nor kept past the moment one of its answers changes without a
 * write (a vote that closes: `keptUntil`). Only requests without any cookie are
 * cached: a member's page (a session cookie) is always rendered for that member,
 * so it can never reach a visitor, and a visitor's page never reaches a member.
 * The address in the key is the one the page renders for (dashboardAddress):
 * parameters the dashboard does not read share its entry.
 * A kept page is kept once, compressed (encoded-page.ts), so serving it again
 * is a lookup and a write; a page rendered for one request is returned as
 * text, for the reply's own compression.
 */
export function createRenderedPageCache(deps: Deps) {
  const findTeam = teamLookupOf(deps);
  const pages = createBoundedCache<EncodedPage>({
    maxChars: MAX_BYTES,
    ttlMs: READ_CACHE_TTL_MS,
    now: () => deps.now().getTime(),
    charsOf: bytesOf,
  });
  const rendering = new Map<string, Promise<EncodedPage | null>>();

  return async function cachedPage(
    request: FastifyRequest,
    teamCode: string,
    /**
     * The page for this address, or null when it was not rendered (left to the browser): not
     * kept. `kept`: the page goes into this cache.
     */
    render: (address: string, team: TeamRow, kept: boolean) => Promise<RenderedHtml | null>,
  ): Promise<EncodedPage | string | null> {
    const address = dashboardAddress(request.url);
    // Looked up once: the page's reads see the team (its data version) the key names.
    const team = isValidTeamCode(teamCode) ? await findTeam(teamCode) : undefined;
    if (!team) return null;
    if (request.headers.cookie !== undefined) {
      return (await render(address, team, false))?.html ?? null;
    }
    const key = `${team.id}|${team.data_version}|${request.hostname}|${address}`;
    const page = pages.get(key);
    countCache('page', page === undefined ? 'miss' : 'hit');
    if (page !== undefined) return page;
    // Concurrent misses of one page share one rendering.
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(address, team, true)
        .then(async (page) => {
          if (page === null) return null;
          const encoded = await encodePage(page.html);
          // Kept no longer than the answers it shows.
          const now = deps.now().getTime();
          const ttl = Math.min(READ_CACHE_TTL_MS, ttlBefore(page.keptUntil, now));
          if (ttl > 0) pages.set(key, encoded, { ttl });
          return encoded;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };
}
