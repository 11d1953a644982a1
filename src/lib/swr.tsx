import { useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig, type Middleware, type State, type SWRConfiguration } from 'swr';
import { ApiError, apiFetch, withQuery, type Query } from './api-client';

/** Retries after a failed query: twice at most (spec §8). */
export const MAX_RETRIES = 2;

/**
 * Only a server-side failure (5xx) is worth trying again: a 4xx, a domain
 * error (999) or a missing team (998) will answer the same next time.
 * `retryCount` is SWR's, starting at 1 for the first retry.
 */
export function shouldRetry(error: unknown, retryCount: number): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 500 &&
    error.status <= 599 &&
    retryCount <= MAX_RETRIES
  );
}

/**
 * The SWR key of a team resource: `/api/{team}{path}?query`. It is also the
 * URL the fetcher calls, and it always contains the team code (spec §9), so
 * two teams never share a cache entry. `mutate(teamKey(...))` revalidates it.
 */
export function teamKey(teamCode: string, path: string, query?: Query): string {
  return withQuery(`/api/${encodeURIComponent(teamCode)}${path}`, query);
}

/**
 * Keys of the cache that start with one of `prefixes`: `mutate(keysStartingWith(...))`
 * revalidates them all.
 */
export const keysStartingWith =
  (...prefixes: string[]) =>
  (key: unknown): boolean =>
    typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix));

/** Every cached read of the team: what a write that touches much of it revalidates. */
export const teamKeys = (teamCode: string) => keysStartingWith(teamKey(teamCode, '/'));

/** A list's key with any query (`/api/demo/match`, `/api/demo/match?seasonId=2`), not its items'. */
export const listKeys =
  (list: string) =>
  (key: unknown): boolean =>
    key === list || (typeof key === 'string' && key.startsWith(`${list}?`));

/** The team's writes: `method` on `path` under `/api/{team}`; `ifMatch`: the version the form was filled from. */
export const teamWriter =
  (teamCode: string) =>
  <T,>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown, ifMatch?: string) =>
    apiFetch<T>(teamKey(teamCode, path), { method, body, ifMatch });

/**
 * An import's call: a dry run only shows what would change; the import itself may change any of
 * the team's reads, so they are all revalidated.
 */
export function useTeamImport<I extends { dryRun?: boolean }, R>(teamCode: string, path: string) {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => async (input: I) => {
      const result = await teamWriter(teamCode)<R>(path, 'POST', input);
      if (!input.dryRun) await mutate(teamKeys(teamCode));
      return result;
    },
    [teamCode, path, mutate],
  );
}

/** The team itself (its name in the title bar, spec §7 `GET /team`). */
export const teamInfoKey = (teamCode: string) => teamKey(teamCode, '/team');

/** The same for the team-less calls under /api/auth and /api/user/team. */
export function apiKey(path: string, query?: Query): string {
  return withQuery(path, query);
}

/** Every read's fetcher: the key is the URL. */
export const fetchAnswer = (key: string) => apiFetch(key);

const swrConfig: SWRConfiguration = {
  fetcher: fetchAnswer,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (!shouldRetry(error, retryCount)) return;
    // Exponential back-off: 1 s, then 2 s.
    const delay = (config.errorRetryInterval ?? 1000) * 2 ** (retryCount - 1);
    setTimeout(() => void revalidate({ retryCount }), delay);
  },
  errorRetryInterval: 1000,
};

/** An answer in the cache as a finished fetch leaves it. */
const fetched = (data: unknown): State => ({ data, isLoading: false, isValidating: false });

/**
 * `answers`: the answers a server-rendered page came with (src/entry-server.tsx), so the
 * hydrating hooks render exactly what the server did (pageAnswersMiddleware). They start the
 * cache (SWR's cache provider), as a fetch would have: SWR's `fallback` would show them too,
 * but a `mutate(key, update)` does not see a fallback (vercel/swr#2542), and a list's row
 * toggled paid on a rendered page went back to nothing.
 * Each answer is kept as a finished fetch leaves it (SWR's `State`): an entry with no
 * `isLoading` counts as still loading for a hook that mounts later and asks again, so a list
 * opened again with the back button showed its loading state over the answer it had, and the
 * scroll position it came back to was lost.
 */
export function SwrProvider({
  children,
  answers,
}: {
  children: ReactNode;
  answers?: Record<string, unknown>;
}) {
  const value = useMemo(
    () =>
      answers
        ? {
            ...swrConfig,
            provider: () =>
              new Map(Object.entries(answers).map(([key, data]) => [key, fetched(data)])),
            use: [pageAnswersMiddleware(Object.keys(answers))],
          }
        : swrConfig,
    [answers],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}

/**
 * The answers of a server-rendered page are as fresh as the page: the hooks that hydrate
 * with one do not ask for it again when they mount (`revalidateOnMount: false`). The fetch
 * would bring the answer they have, yet SWR's state would go from validating to done, and
 * React re-renders every such hook synchronously after hydration (its store changed since
 * the server's snapshot): long tasks on a phone. An answer counts as a fetch that ended when
 * the first hook of its key mounted: like SWR's own deduplication, it serves the hooks of its
 * key that mount within `dedupingInterval` after (parts of the page that hydrate later, a
 * section whose code came after), until one of its hooks unmounts. Later mounts, focus,
 * reconnect and `mutate` ask the server.
 */
function pageAnswersMiddleware(keys: readonly string[]): Middleware {
  /** Per answer of the page: until when it serves mounting hooks (unset: none mounted yet). */
  const freshUntil = new Map<string, number | undefined>(keys.map((key) => [key, undefined]));
  const isFresh = (key: string) => {
    if (!freshUntil.has(key)) return false;
    const until = freshUntil.get(key);
    return until === undefined || Date.now() < until;
  };
  return (useSWRNext) => (key, fetcher, config) => {
    const fromPage = typeof key === 'string' && isFresh(key);
    const interval = config.dedupingInterval ?? 0;
    useEffect(() => {
      if (typeof key !== 'string' || !freshUntil.has(key)) return;
      if (freshUntil.get(key) === undefined) freshUntil.set(key, Date.now() + interval);
      // Gone from the screen (the page was left): back on it, its hooks ask the server, as
      // on any page, so a write made meanwhile shows (a fine added from a rendered list).
      return () => void freshUntil.set(key, 0);
    }, [key, interval]);
    return useSWRNext(key, fetcher, fromPage ? { ...config, revalidateOnMount: false } : config);
  };
}
