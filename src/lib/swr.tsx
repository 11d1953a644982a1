import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
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

/** The team itself (its name in the title bar, spec §7 `GET /team`). */
export const teamInfoKey = (teamCode: string) => teamKey(teamCode, '/team');

/** The same for the team-less calls under /api/auth and /api/user/team. */
export function apiKey(path: string, query?: Query): string {
  return withQuery(path, query);
}

const swrConfig: SWRConfiguration = {
  fetcher: (key: string) => apiFetch(key),
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (!shouldRetry(error, retryCount)) return;
    // Exponential back-off: 1 s, then 2 s.
    const delay = (config.errorRetryInterval ?? 1000) * 2 ** (retryCount - 1);
    setTimeout(() => void revalidate({ retryCount }), delay);
  },
  errorRetryInterval: 1000,
};

/**
 * `fallback`: the answers a server-rendered page came with (src/entry-server.tsx),
 * so the hydrating hooks render exactly what the server did.
 */
export function SwrProvider({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback?: Record<string, unknown>;
}) {
  const value = useMemo(() => (fallback ? { ...swrConfig, fallback } : swrConfig), [fallback]);
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
