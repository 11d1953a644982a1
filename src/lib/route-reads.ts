import { createContext, RouterContextProvider, type LoaderFunctionArgs } from 'react-router-dom';
import { preload, type Cache } from 'swr';
import type { ReadAnswer } from '../../domain/rendered-page';
import { readLogin, type LoginState } from '../../domain/login-state';
import { fetchAnswer, teamInfoKey } from './swr';

/**
 * How a route's loader reads the API, by SWR key (the same key its page's hooks ask for):
 * - on the server (src/entry-server.tsx), the read functions themselves
 *   (server/http/read-address.ts: the route's access check, privacy view and read cache);
 * - in the browser, `browserReads`.
 */
export interface RouteReads {
  teamCode: string | null;
  /** The login the request or the browser holds (its cookies): a member's reads need one. */
  loginState: LoginState;
  read: ReadAnswer;
}

export const routeReads = createContext<RouteReads>();

/**
 * The context React Router gives the loaders (`getContext`, `query`'s `requestContext`): one
 * per navigation or rendered page. Its reads take each key once, however many of the address's
 * loaders ask for it (the team's answer, which every loader reads): one answer for the page.
 */
export function routeContext(reads: RouteReads): RouterContextProvider {
  const asked = new Map<string, Promise<unknown>>();
  const read: ReadAnswer = (key) => {
    let answer = asked.get(key);
    if (!answer) {
      answer = reads.read(key);
      asked.set(key, answer);
    }
    return answer;
  };
  const context = new RouterContextProvider();
  context.set(routeReads, { ...reads, read });
  return context;
}

/** What a loader returns: the answers its page renders with, by SWR key (the hooks' fallback). */
export interface LoadedAnswers {
  answers: Record<string, unknown>;
  /** Every read it made answered (none refused, as a session another team's would be). */
  complete: boolean;
}

/**
 * A route's loader: `readPage` reads, with the router's context, what the page's first screen
 * shows, by the SWR keys its hooks ask for (`routeContext` reads each key once). The team's
 * own answer comes along for every page (the app bar's name; the server renders nothing for a
 * team that does not exist). On the server the answers are the page's data, rendered and sent
 * along for hydration; in the browser the loader starts, at the navigation, the requests the
 * page's hooks will take over (`browserReads`).
 */
export function answersLoader(
  readPage: (
    teamCode: string,
    read: ReadAnswer,
    args: LoaderFunctionArgs & { loginState: LoginState },
  ) => Promise<unknown>,
) {
  return async (
    args: LoaderFunctionArgs<Readonly<RouterContextProvider>>,
  ): Promise<LoadedAnswers | null> => {
    const { teamCode, loginState, read } = args.context.get(routeReads);
    if (teamCode === null) return null;
    const answers: Record<string, unknown> = {};
    let complete = true;
    // What this loader read, for its page (the context reads each key once for all loaders).
    const readKept: ReadAnswer = (key) =>
      read(key).then((value) => {
        if (value === undefined) complete = false;
        else answers[key] = value;
        return value;
      });
    await Promise.all([
      readKept(teamInfoKey(teamCode)),
      readPage(teamCode, readKept, { ...args, loginState }),
    ]);
    // By key, not in the order the reads came in: the same data renders the same page.
    const byKey = Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return { answers: Object.fromEntries(byKey), complete };
  };
}

/** Did every loader of an address read all it asked for? */
export function allAnswered(loaderData: Record<string, unknown> | undefined): boolean {
  return Object.values(loaderData ?? {}).every(
    (data) => !(data && typeof data === 'object' && 'complete' in data) || data.complete === true,
  );
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
    // Read at each navigation: a login or logout writes these cookies (src/lib/auth-state.tsx).
    loginState: readLogin(document.cookie).loginState,
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
