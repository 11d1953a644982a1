import { createContext, RouterContextProvider } from 'react-router-dom';
import { preload, type Cache } from 'swr';
import type { ReadAnswer } from '../../domain/rendered-dashboard';
import { fetchAnswer } from './swr';

/**
 * How a route's loader reads the API, by SWR key (the same key its page's hooks ask for):
 * - on the server (src/entry-server.tsx), the read functions themselves
 *   (server/http/read-address.ts: the route's access check, privacy view and read cache);
 * - in the browser, `browserReads`.
 */
export interface RouteReads {
  teamCode: string | null;
  read: ReadAnswer;
}

export const routeReads = createContext<RouteReads>();

/** The context React Router gives the loaders (`getContext`, `query`'s `requestContext`). */
export function routeContext(reads: RouteReads): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(routeReads, reads);
  return context;
}

/** What a loader returns: the answers its page renders with, by SWR key (the hooks' fallback). */
export interface LoadedAnswers {
  answers: Record<string, unknown>;
}

/** The answers of all loaders of an address (React Router's `loaderData`, by route id). */
export function answersOf(
  loaderData: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const all: Record<string, unknown> = {};
  for (const data of Object.values(loaderData ?? {})) {
    if (data && typeof data === 'object' && 'answers' in data) {
      Object.assign(all, (data as LoadedAnswers).answers);
    }
  }
  return all;
}

/**
 * In the browser a loader never waits for the network, so a tap navigates at once and the page
 * shows its own loading state. It starts the requests of what the cache has never held (SWR's
 * `preload`: the hook that mounts for the key takes the request over) and answers from the
 * cache what is there, so it can name the reads that depend on those. A key the cache knows
 * (data, an error, a request under way) is its hooks' to refresh: a request preloaded for it
 * would wait, unused, and serve stale data to its next revalidation.
 */
export function browserReads(teamCode: string | null, cache: Cache): RouteReads {
  return {
    teamCode,
    read: (key) => {
      const known = cache.get(key);
      if (known === undefined) {
        // A failure is for the hook that takes the request over to show.
        preload(key, fetchAnswer)?.catch(() => undefined);
      }
      return Promise.resolve(known?.data);
    },
  };
}
