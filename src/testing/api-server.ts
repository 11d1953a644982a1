import { afterAll, afterEach, beforeAll } from 'vitest';
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The API of a page test: Mock Service Worker answers the real `fetch` the API client makes, so
 * the client's parsing and error policy run as in the browser. Every test says what the API
 * answers (`teamApi.get('/player', [...])`); a call nobody answers fails the test after it ran
 * (the page itself sees a network error), so a page that asks for something new is noticed.
 */
export const apiServer = setupServer();

const unanswered: string[] = [];

beforeAll(() => {
  apiServer.listen({
    onUnhandledRequest: (request) => {
      const call = `${request.method} ${new URL(request.url).pathname}`;
      if (!unanswered.includes(call)) unanswered.push(call);
    },
  });
  // Fetch's Response refuses statuses above 599, which the API uses (998 no such team, 999 a
  // domain rule). MSW sets such a status after building the response, but on Node 20 `ok`
  // still reads the 200 it was built with; a browser says false, as here.
  const mockedFetch = globalThis.fetch;
  Object.defineProperty(globalThis, 'fetch', {
    configurable: true,
    value: async (...args: Parameters<typeof fetch>) => {
      const response = await mockedFetch(...args);
      if (response.status > 599) Object.defineProperty(response, 'ok', { value: false });
      return response;
    },
  });
});
afterEach(() => {
  apiServer.resetHandlers();
  const calls = unanswered.splice(0);
  if (calls.length > 0) {
    throw new Error(`The page asked what the test does not answer: ${calls.join(', ')}`);
  }
});
afterAll(() => apiServer.close());

/** The team of every page test's host (`demo.localhost`). */
export const TEST_TEAM = 'demo';

type Method = 'get' | 'post' | 'put' | 'delete';

/** An answer: the JSON body, or a function of the request (its body parsed) for a write. */
export type Answer<T extends JsonBodyType> =
  T | ((request: { url: URL; body: unknown; params: Record<string, unknown> }) => T | Promise<T>);

function handler<T extends JsonBodyType>(method: Method, path: string, answer: Answer<T>) {
  return http[method](path, async ({ request, params }) => {
    const body: unknown =
      method === 'get' ? undefined : await request.json().catch(() => undefined);
    const value =
      typeof answer === 'function'
        ? await answer({ url: new URL(request.url), body, params })
        : answer;
    return HttpResponse.json(value);
  });
}

/** Routes under `/api/{team}` of the test team, written as the route table has them. */
export const teamApi = {
  get: <T extends JsonBodyType>(path: string, answer: Answer<T>) =>
    handler('get', `/api/${TEST_TEAM}${path}`, answer),
  post: <T extends JsonBodyType>(path: string, answer: Answer<T>) =>
    handler('post', `/api/${TEST_TEAM}${path}`, answer),
  put: <T extends JsonBodyType>(path: string, answer: Answer<T>) =>
    handler('put', `/api/${TEST_TEAM}${path}`, answer),
  delete: <T extends JsonBodyType>(path: string, answer: Answer<T>) =>
    handler('delete', `/api/${TEST_TEAM}${path}`, answer),
};

/** Team-less routes (`/api/auth/…`, `/api/user/team`). */
export const rootApi = {
  get: <T extends JsonBodyType>(path: string, answer: Answer<T>) => handler('get', path, answer),
  post: <T extends JsonBodyType>(path: string, answer: Answer<T>) => handler('post', path, answer),
  delete: <T extends JsonBodyType>(path: string, answer: Answer<T>) =>
    handler('delete', path, answer),
};

/** A call that fails: 500 by default, or the status and body the server gives (400 issues, 999). */
export function failing(
  method: Method,
  path: string,
  status = 500,
  body: JsonBodyType = { error: 'InternalServerError' },
): HttpHandler {
  return http[method](path.startsWith('/api/') ? path : `/api/${TEST_TEAM}${path}`, () => {
    return HttpResponse.json(body, { status });
  });
}

/** A call that never reaches the server (offline, no answer kept): `fetch` itself fails. */
export function unreachable(method: Method, path: string): HttpHandler {
  return http[method](path.startsWith('/api/') ? path : `/api/${TEST_TEAM}${path}`, () =>
    HttpResponse.error(),
  );
}

/** A call that never answers while the test runs: the page's loading state. */
export function pending(method: Method, path: string): HttpHandler {
  return http[method](path.startsWith('/api/') ? path : `/api/${TEST_TEAM}${path}`, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  });
}

/**
 * A record the server versions (issue #32) under `/api/{team}`: its GET at `readPath`
 * answers with an ETag, its PUT at `writePath` refuses a stale If-Match with 412 and the
 * record as it is now, and applies the body with `apply` otherwise. `changeElsewhere` is
 * someone else's save in between; `ifMatches` what each PUT sent (null: none).
 */
export function versionedRecord<T extends Record<string, JsonBodyType>>(
  { readPath, writePath }: { readPath: string; writePath: string },
  initial: T,
  apply: (current: T, body: Record<string, unknown>) => T,
) {
  let record = initial;
  let version = 1;
  const etag = () => `"v${version}"`;
  const ifMatches: (string | null)[] = [];
  return {
    handlers: [
      http.get(`/api/${TEST_TEAM}${readPath}`, () =>
        HttpResponse.json(record, { headers: { etag: etag() } }),
      ),
      http.put(`/api/${TEST_TEAM}${writePath}`, async ({ request }) => {
        const ifMatch = request.headers.get('if-match');
        ifMatches.push(ifMatch);
        const body = (await request.json()) as Record<string, unknown>;
        if (ifMatch !== null && ifMatch !== etag()) {
          return HttpResponse.json(
            {
              error: 'Conflict',
              message: 'Iemand anders heeft dit intussen gewijzigd.',
              current: record,
            },
            { status: 412, headers: { etag: etag() } },
          );
        }
        record = apply(record, body);
        version += 1;
        return HttpResponse.json(record, { headers: { etag: etag() } });
      }),
    ],
    changeElsewhere(next: T) {
      record = next;
      version += 1;
    },
    ifMatches,
    get current() {
      return record;
    },
  };
}
