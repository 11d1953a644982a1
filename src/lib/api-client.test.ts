import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiFetch,
  ConflictError,
  DomainError,
  encodeQuery,
  setApiErrorHandlers,
  setApiUrl,
  versionOf,
  withQuery,
} from './api-client';

describe('encodeQuery', () => {
  it('is empty without parameters', () => {
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery({ a: undefined, b: null })).toBe('');
  });

  it('repeats array parameters', () => {
    expect(encodeQuery({ ignorePlayerId: [1, 2] })).toBe('?ignorePlayerId=1&ignorePlayerId=2');
  });

  it('keeps order, stringifies and leaves out null and undefined', () => {
    expect(
      encodeQuery({ seasonId: 3, onlyFilled: true, tab: 'types', x: undefined, y: [null, 'a'] }),
    ).toBe('?seasonId=3&onlyFilled=true&tab=types&y=a');
    expect(encodeQuery({ all: false })).toBe('?all=false');
  });

  it('escapes values', () => {
    expect(encodeQuery({ q: 'a&b=c d' })).toBe('?q=a%26b%3Dc+d');
  });

  it('appends to a path that already has a query', () => {
    expect(withQuery('/api/demo/match?seasonId=1', { onlyFilled: true })).toBe(
      '/api/demo/match?seasonId=1&onlyFilled=true',
    );
    expect(withQuery('/api/demo/match', undefined)).toBe('/api/demo/match');
  });
});

/** A Response stand-in: Node's Response refuses statuses above 599. */
function fakeResponse(status: number, body?: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers(headers),
    text: async () => text,
  } as Response;
}

function setup(status: number, body?: unknown, headers?: Record<string, string>) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
    fakeResponse(status, body, headers),
  );
  vi.stubGlobal('fetch', fetchMock);
  const handlers = { onUnauthorized: vi.fn(), onForbidden: vi.fn(), onTeamNotFound: vi.fn() };
  setApiErrorHandlers(handlers);
  setApiUrl('https://api.example.org/');
  return { fetchMock, handlers };
}

describe('apiFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls apiUrl + path with credentials and a repeated query', async () => {
    const { fetchMock } = setup(200, [{ id: 1 }]);
    await expect(
      apiFetch('/api/demo/task/1/drawChance', { query: { ignorePlayerId: [1, 2] } }),
    ).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(
      'https://api.example.org/api/demo/task/1/drawChance?ignorePlayerId=1&ignorePlayerId=2',
    );
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends a JSON body, `{}` when there is none', async () => {
    const { fetchMock } = setup(200, { ok: true });
    await apiFetch('/api/demo/player', { method: 'POST', body: { firstName: 'Jan' } });
    await apiFetch('/api/auth/logout', { method: 'POST' });
    const [first, second] = fetchMock.mock.calls;
    expect(first![1].body).toBe('{"firstName":"Jan"}');
    expect((first![1].headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(second![1].body).toBe('{}');
  });

  it("sends writes as keepalive while they fit the browser's budget, so leaving the page does not cancel them", async () => {
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
      await answered;
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const keptAlive = () => fetchMock.mock.calls.map(([, init]) => init.keepalive);
    // Nine small writes and an import's file, all under way at once.
    const writes = Array.from({ length: 9 }, (_, id) =>
      apiFetch(`/api/demo/fine/${id}/paid`, { method: 'PUT', body: { paid: true } }),
    );
    const file = apiFetch('/api/demo/import', {
      method: 'POST',
      body: { text: 'x'.repeat(70_000) },
    });
    expect(keptAlive()).toEqual([...Array<boolean>(8).fill(true), false, false]);
    answer();
    await Promise.all([...writes, file]);
    // Answered, they leave the budget to the next ones; a read has nothing to lose.
    await apiFetch('/api/demo/fine/1/paid', { method: 'PUT', body: { paid: false } });
    await apiFetch('/api/demo/fine');
    expect(keptAlive().slice(-2)).toEqual([true, false]);
  });

  it('counts a keepalive write as under way until its answer has been read, as the browser does', async () => {
    let finish = () => undefined as void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let headersSent = 0;
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => {
      headersSent += 1;
      // The headers arrive at once; the body only when `finish` is called.
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await finished;
          controller.enqueue(new TextEncoder().encode('{}'));
          controller.close();
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const writes = Array.from({ length: 8 }, (_, id) =>
      apiFetch(`/api/demo/fine/${id}/paid`, { method: 'PUT', body: { paid: true } }),
    );
    await vi.waitFor(() => expect(headersSent).toBe(8));
    const ninth = apiFetch('/api/demo/fine/9/paid', { method: 'PUT', body: { paid: true } });
    expect(fetchMock.mock.calls.map(([, init]) => init.keepalive)).toEqual([
      ...Array<boolean>(8).fill(true),
      false,
    ]);
    finish();
    await Promise.all([...writes, ninth]);
  });

  it('resolves undefined for an empty answer', async () => {
    setup(204);
    await expect(apiFetch('/api/demo/fine/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('401 runs the unauthorized handler and rejects with a handled ApiError', async () => {
    const { handlers } = setup(401, { error: 'Unauthorized', message: 'Niet ingelogd' });
    const error = await apiFetch('/api/demo/auth/validateToken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, handled: true, message: 'Niet ingelogd' });
    expect(handlers.onUnauthorized).toHaveBeenCalledOnce();
    expect(handlers.onForbidden).not.toHaveBeenCalled();
  });

  it('403 and 998 run their handlers', async () => {
    const { handlers } = setup(403, { error: 'Forbidden' });
    await expect(apiFetch('/api/demo/team')).rejects.toMatchObject({ status: 403, handled: true });
    expect(handlers.onForbidden).toHaveBeenCalledOnce();

    const second = setup(998, { error: 'TeamNotFound' });
    await expect(apiFetch('/api/nope/team')).rejects.toMatchObject({ status: 998, handled: true });
    expect(second.handlers.onTeamNotFound).toHaveBeenCalledOnce();
  });

  it('skipErrorPolicy only throws', async () => {
    const { handlers } = setup(401);
    await expect(
      apiFetch('/api/auth/refreshToken', { method: 'POST', skipErrorPolicy: true }),
    ).rejects.toMatchObject({
      status: 401,
      handled: false,
    });
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
  });

  it('999 rejects with a DomainError carrying the case', async () => {
    setup(999, { error: 'FinePaid' });
    const error = await apiFetch('/api/demo/fine/1', { method: 'DELETE' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).error).toBe('FinePaid');
  });

  it('400 carries the validation issues', async () => {
    setup(400, {
      error: 'ValidationError',
      issues: [{ path: 'firstName', message: 'Voornaam is verplicht' }],
    });
    await expect(apiFetch('/api/demo/player', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      issues: [{ path: 'firstName', message: 'Voornaam is verplicht' }],
    });
  });

  it('other statuses and network failures reject with an unhandled ApiError', async () => {
    const { handlers } = setup(500, {
      error: 'InternalServerError',
      message: 'Er is iets misgegaan...',
    });
    await expect(apiFetch('/api/demo/season')).rejects.toMatchObject({
      status: 500,
      handled: false,
    });
    expect(Object.values(handlers).every((h) => h.mock.calls.length === 0)).toBe(true);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/demo/season')).rejects.toMatchObject({ status: 0 });
  });

  it('keeps the version a record came with, and sends it back as If-Match', async () => {
    const { fetchMock } = setup(200, { id: 21, description: 'Te laat' }, { etag: '"abc"' });
    const type = await apiFetch('/api/demo/fine/types-with-has-fines/21');
    expect(versionOf(type)).toBe('"abc"');
    expect(versionOf({ id: 21, description: 'Te laat' })).toBeUndefined();
    await apiFetch('/api/demo/fine/types/21', { method: 'PUT', body: {}, ifMatch: '"abc"' });
    await apiFetch('/api/demo/fine/types/21', { method: 'PUT', body: {} });
    const [, first, second] = fetchMock.mock.calls;
    expect((first![1].headers as Record<string, string>)['if-match']).toBe('"abc"');
    expect(second![1].headers).not.toHaveProperty('if-match');
  });

  it('412 rejects with a ConflictError carrying the record as it is now, with its version', async () => {
    setup(
      412,
      { error: 'Conflict', message: 'Iemand anders…', current: { id: 21, description: 'Nieuw' } },
      { etag: '"def"' },
    );
    const error: unknown = await apiFetch('/api/demo/fine/types/21', {
      method: 'PUT',
      body: {},
      ifMatch: '"abc"',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConflictError);
    const { current } = error as ConflictError;
    expect(current).toEqual({ id: 21, description: 'Nieuw' });
    expect(versionOf(current)).toBe('"def"');
  });
});

describe('an answer that comes before the app set its error policy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is handled once the policy is set, and only then and once', async () => {
    // A module of its own: the others above set a policy long ago.
    vi.resetModules();
    const client = await import('./api-client');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => fakeResponse(998, { error: 'TeamNotFound', message: 'Team bestaat niet' })),
    );
    // A route's loader reads as the router starts, before the policy's effect ran.
    await expect(client.apiFetch('/api/weg/team')).rejects.toMatchObject({
      status: 998,
      handled: true,
    });
    const handlers = { onUnauthorized: vi.fn(), onForbidden: vi.fn(), onTeamNotFound: vi.fn() };
    client.setApiErrorHandlers(handlers);
    expect(handlers.onTeamNotFound).toHaveBeenCalledTimes(1);
    client.setApiErrorHandlers(handlers);
    expect(handlers.onTeamNotFound).toHaveBeenCalledTimes(1);
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();
  });
});
