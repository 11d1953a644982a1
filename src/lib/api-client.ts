/**
 * The one HTTP client of the SPA, with the transport error policy of spec §8.
 * It has no React import: navigation and notices are injected at start-up
 * through `setApiErrorHandlers`, so it also works from plain modules.
 */

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  /**
   * Skip the 401/403/998 handlers and just throw. For the auth calls that are
   * themselves part of logging in or out (refresh, logout), where the policy
   * would log out again or loop.
   */
  skipErrorPolicy?: boolean;
  signal?: AbortSignal;
  /**
   * The version (`versionOf`) of the record the write changes, as it was loaded: the
   * server refuses the write with a `ConflictError` when someone changed it since.
   * Undefined writes without the check.
   */
  ifMatch?: string;
}

export interface ValidationIssue {
  path: string;
  message: string;
}

/** A non-2xx answer. `handled` is true when the error policy already told the user (401/403/998). */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly issues: ValidationIssue[] = [],
    readonly body: unknown = undefined,
    readonly handled = false,
  ) {
    super(message);
  }
}

/**
 * Status 999: a rule of the domain refused. `error` is the case name
 * (e.g. 'FinePaid'); map it to Dutch with `domainErrorMessage` from domain/errors.
 */
export class DomainError extends ApiError {
  override readonly name = 'DomainError';
  constructor(
    readonly error: string,
    body: unknown,
  ) {
    super(DOMAIN_ERROR_STATUS, error, [], body);
  }
}

/**
 * Status 412: someone else changed the record since it was loaded (`ifMatch`). `current`
 * is the record as it is now; its `versionOf` is the version to overwrite it with.
 */
export class ConflictError extends ApiError {
  override readonly name = 'ConflictError';
  constructor(
    message: string,
    readonly current: unknown,
    body: unknown,
  ) {
    super(CONFLICT_STATUS, message, [], body);
  }
}

export const CONFLICT_STATUS = 412;
/** No answer at all: offline, or the server out of reach (the service worker had nothing kept). */
export const NO_CONNECTION_STATUS = 0;

/** The call never reached the server: it says nothing about the session or the data. */
export function isNoConnection(error: unknown): boolean {
  return error instanceof ApiError && error.status === NO_CONNECTION_STATUS;
}
export const TEAM_NOT_FOUND_STATUS = 998;

/** The version of each record answer that came with one (its `ETag`), by the answer's object. */
const versions = new WeakMap<object, string>();

/**
 * The version the server gave a record read through `apiFetch` (its `ETag`), for the
 * `ifMatch` of its write; undefined for an answer that came without one.
 */
export function versionOf(record: unknown): string | undefined {
  return typeof record === 'object' && record !== null ? versions.get(record) : undefined;
}

function keepVersion(record: unknown, etag: string | null): void {
  if (etag && typeof record === 'object' && record !== null) versions.set(record, etag);
}
export const DOMAIN_ERROR_STATUS = 999;

export interface ApiErrorHandlers {
  onUnauthorized: () => void;
  onForbidden: () => void;
  onTeamNotFound: () => void;
}

let apiUrl = '';
let handlers: ApiErrorHandlers | null = null;
/**
 * What answered before the app set its policy (src/lib/ApiErrorPolicy.tsx, in an effect): a
 * route's loader starts its reads as the router starts, and a team that does not exist (998)
 * can answer before the first commit. Handled as soon as the policy is there.
 */
const beforePolicy = new Set<keyof ApiErrorHandlers>();

/** Set once from the loaded configuration, before anything fetches. */
export function setApiUrl(url: string): void {
  apiUrl = url.replace(/\/+$/, '');
}

/** The address of an API path (an SWR key), on the API's own host when it has one. */
export function apiAddress(path: string): string {
  return `${apiUrl}${path}`;
}

export function setApiErrorHandlers(next: ApiErrorHandlers): void {
  handlers = next;
  for (const policy of beforePolicy) next[policy]();
  beforePolicy.clear();
}

/** `?a=1&b=x&b=y`: arrays repeat the key (spec §7), null/undefined are left out. */
export function encodeQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) params.append(key, String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Appends the query to a path that may already carry one (SWR keys do). */
export function withQuery(path: string, query: Query | undefined): string {
  const encoded = encodeQuery(query);
  if (!encoded) return path;
  return path.includes('?') ? `${path}&${encoded.slice(1)}` : `${path}${encoded}`;
}

/**
 * `apiFetch('/api/demo/player', { query: { all: true } })`. Resolves with the
 * parsed JSON (undefined for an empty body); rejects with `ApiError` /
 * `DomainError`. No timeout (spec §7).
 */
export async function apiFetch<T = unknown>(
  path: string,
  options: ApiFetchOptions = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.ifMatch !== undefined) headers['if-match'] = options.ifMatch;
  let body: string | undefined;
  if (method !== 'GET') {
    // The server only takes state-changing calls with a JSON body (CSRF guard), so send `{}` when there is none.
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  const alive = keepAliveFor(body);
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(apiAddress(withQuery(path, options.query)), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
      keepalive: alive.keepalive,
    });
    payload = await readBody(response);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NO_CONNECTION_STATUS, 'Geen verbinding met de server');
  } finally {
    // The browser counts a keepalive request as under way until its answer has been read.
    alive.done();
  }

  const etag = response.headers.get('etag');
  if (response.ok) {
    keepVersion(payload, etag);
    return payload as T;
  }
  const error = toError(response.status, payload, options.skipErrorPolicy === true);
  if (error instanceof ConflictError) keepVersion(error.current, etag);
  throw error;
}

/**
 * Fetch's budget for `keepalive` bodies under way at once, per page (64 KiB in the Fetch
 * standard), and a number of them under Chromium's own cap on such requests at once. Past
 * either the browser refuses the request outright.
 */
const KEEPALIVE_BYTES = 64 * 1024;
const KEEPALIVE_REQUESTS = 8;
const keptAlive = { bytes: 0, requests: 0 };

/**
 * Whether a write goes as `keepalive`: the browser then finishes it after the page is left (a
 * tap, and at once a reload or another site), where it would otherwise cancel it and the tap
 * would be lost. Only while the writes under way fit the browser's budget (an import's file
 * does not; it goes as before): counted here because the browser does not say what is left.
 */
function keepAliveFor(body: string | undefined): { keepalive: boolean; done: () => void } {
  const bytes = body === undefined ? 0 : new Blob([body]).size;
  const fits =
    keptAlive.bytes + bytes <= KEEPALIVE_BYTES && keptAlive.requests < KEEPALIVE_REQUESTS;
  if (body === undefined || !fits) return { keepalive: false, done: () => undefined };
  keptAlive.bytes += bytes;
  keptAlive.requests += 1;
  return {
    keepalive: true,
    done: () => {
      keptAlive.bytes -= bytes;
      keptAlive.requests -= 1;
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toError(status: number, payload: unknown, skipPolicy: boolean): ApiError {
  const record =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' ? record.message : `HTTP ${status}`;

  if (status === DOMAIN_ERROR_STATUS) {
    return new DomainError(typeof record.error === 'string' ? record.error : 'Unknown', payload);
  }
  if (status === 400) {
    return new ApiError(400, message, parseIssues(record.issues), payload);
  }
  if (status === CONFLICT_STATUS && record.error === 'Conflict') {
    return new ConflictError(message, record.current, payload);
  }

  const policy = skipPolicy ? undefined : policyOf(status);
  if (policy && handlers) handlers[policy]();
  else if (policy) beforePolicy.add(policy);
  return new ApiError(status, message, [], payload, policy !== undefined);
}

function policyOf(status: number): keyof ApiErrorHandlers | undefined {
  switch (status) {
    case 401:
      return 'onUnauthorized';
    case 403:
      return 'onForbidden';
    case TEAM_NOT_FOUND_STATUS:
      return 'onTeamNotFound';
    default:
      return undefined;
  }
}

function parseIssues(value: unknown): ValidationIssue[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, message } = item as Record<string, unknown>;
    return typeof message === 'string'
      ? [{ path: typeof path === 'string' ? path : '', message }]
      : [];
  });
}
