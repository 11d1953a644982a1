import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_ERROR_MESSAGES } from '../../domain/errors.js';
import { internalsIn } from '../helpers/error-body.js';
import { insertUser, userSessionCookie } from '../helpers/fixtures.js';
import {
  loadOperations,
  urlOf,
  type ApiOperation,
  type ProbeRequest,
} from '../helpers/openapi-probe.js';
import { ProbeWorld, type Control } from '../helpers/probe-world.js';
import { rowCounts, seedTeamWorld, type TeamWorld } from '../helpers/tenant-world.js';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app.js';

/**
 * Every operation of the OpenAPI document, logged in as the team (so guards
 * pass and validation is what answers), fed a valid request with exactly one
 * thing wrong: a field of the wrong type, missing, 100 kB long, in odd unicode,
 * a money amount or date that cannot be, an injection string; a body that is
 * no JSON object at all; a query or path parameter that is nonsense. The
 * answer must be a 4xx (or the spec's 998/999) with a message — or a 2xx when
 * the odd value was valid after all — never a 5xx, and a refused call must
 * leave every table's row count as it was.
 */

const RUNS_PER_OPERATION = 20;

/** Raw JSON texts, so values JSON.stringify cannot make (1e309, NaN) reach the server too. */
const WRONG_TYPES = [
  'null',
  'true',
  'false',
  '0',
  '-1',
  '1.5',
  '[]',
  '{}',
  '""',
  '"abc"',
  '[1,2]',
  '{"a":1}',
];
const TEXTS = [
  JSON.stringify('x'.repeat(100_000)),
  JSON.stringify('😀👍🏽🏳️‍🌈'),
  JSON.stringify('\u202Egnp.exe'), // right-to-left override
  JSON.stringify('שלום עולם'),
  JSON.stringify('a\u0000b'),
  JSON.stringify('\u200B'),
  JSON.stringify('   '),
  '"\\ud800"', // a lone surrogate
  JSON.stringify('Ω'.repeat(300)),
];
const MONEY = [
  '-1',
  '0',
  '0.001',
  '1e309',
  '-1e309',
  'NaN',
  '100000.01',
  '1e21',
  '-0',
  '"2,50"',
  '"1e309"',
  '"NaN"',
];
const DATES = [
  '"2026-02-30"',
  '"10000-01-01"',
  '"2026-1-1"',
  '"0000-00-00"',
  '"2026-13-01"',
  '"2025-02-29"',
  '"2026-01-01T00:00:00Z"',
];
const INJECTION = [
  "' OR '1'='1",
  '1; DROP TABLE players; --',
  "Robert'); DELETE FROM fines; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '${7*7}{{7*7}}',
].map((s) => JSON.stringify(s));
const IDS = ['0', '-1', '2147483648', '9007199254740993', '1.5', '"1"', '1e2'];
const STRUCTURES = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  JSON.stringify(Array.from({ length: 5000 }, (_, i) => i + 1)),
  `${'['.repeat(2000)}${']'.repeat(2000)}`,
];
const NASTY_JSON = [
  ...WRONG_TYPES,
  ...TEXTS,
  ...MONEY,
  ...DATES,
  ...INJECTION,
  ...IDS,
  ...STRUCTURES,
];

/** Bodies that are not a JSON object of the right shape, or not JSON at all. */
const RAW_BODIES: { contentType: string; payload: string | Buffer }[] = [
  ...['null', '[]', '"tekst"', '123', '{', '{"a":', 'NaN', '', '{"a":1,"a":2}'].map((payload) => ({
    contentType: 'application/json',
    payload,
  })),
  {
    contentType: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
  },
  { contentType: 'application/json', payload: JSON.stringify({ a: 'x'.repeat(300_000) }) },
  { contentType: 'text/plain', payload: '{"a":1}' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\n--x--' },
];

const PARAM_TEXTS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '2147483648',
  '1e3',
  ' 1',
  '\u0000',
  '😀',
  "1' OR '1'='1",
  '../..',
  'x'.repeat(5000),
  'NULL',
  'true',
];

/** Path segments sent as they are, not %-encoded: broken escapes and encoded traversal. */
const RAW_PATH_SEGMENTS = ['%', '%E0%A4%A', '%ZZ', '..%2f..%2fetc', '%2e%2e', 'a%00b', '%C0%AF'];

type Mutation =
  | { kind: 'field'; path: (string | number)[]; json: string | null }
  | { kind: 'raw'; contentType: string; payload: string | Buffer }
  | { kind: 'query'; name: string; values: string[] }
  | { kind: 'path'; name: string; value: string; encoded: boolean };

describe.each(testDatabases)('bad input on $name', (database) => {
  let t: TestApp;
  let team: TeamWorld;
  let world: ProbeWorld;
  let platformAdminCookie: string;
  let operations: ApiOperation[];

  beforeAll(async () => {
    t = await createTestApp(database);
    const { db } = t.database;
    team = await seedTeamWorld(db, { code: 'alfa', pin: '111111' });
    platformAdminCookie = await userSessionCookie(
      db,
      (await insertUser(db, { email: 'beheer@example.nl', isAdmin: true })).id,
    );
    world = new ProbeWorld(t, team);
    await world.remember();
    operations = await loadOperations(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  function sessionsFor(op: ApiOperation): string[] {
    if (op.path.startsWith('/api/admin')) return [platformAdminCookie];
    if (op.path.startsWith('/api/{team}/')) return [team.pinCookie, team.adminCookie];
    return [team.adminCookie, ''];
  }

  it('answers every malformed request with a 4xx and a message, never a 5xx, and stores nothing it refused', async () => {
    let casesTried = 0;
    let serverErrors = 0;
    const failures: string[] = [];

    for (const op of operations) {
      const control = await world.findControl(op, sessionsFor(op));
      try {
        await fc.assert(
          fc.asyncProperty(mutationOf(op, control.request), async (mutation) => {
            casesTried++;
            const { response, description } = await sendMutated(control, mutation);
            if (response.statusCode >= 500 && response.statusCode < 600) serverErrors++;
            const problem = await problemWith(response, control);
            if (problem)
              throw new Error(
                `${problem}\n    ${description} → ${response.statusCode} ${response.body.slice(0, 300)}`,
              );
          }),
          // Each case is already one thing wrong with a valid request: nothing to shrink.
          { numRuns: RUNS_PER_OPERATION, endOnFailure: true },
        );
      } catch (error) {
        failures.push(`${op.key}: ${firstLines(error)}`);
      }
    }

    console.log(
      `[bad input, ${database.name}] ${operations.length} operations, cases tried: ${casesTried}, ` +
        `5xx seen: ${serverErrors}, other failures: ${failures.length - serverErrors}`,
    );
    for (const failure of failures) console.log(`  FAIL ${failure}`);
    expect(serverErrors).toBe(0);
    expect(failures).toEqual([]);
  }, 180_000);

  /** Sends the control request with the one thing wrong, from the world as the control found it. */
  async function sendMutated(
    control: Control,
    mutation: Mutation,
  ): Promise<{ response: LightMyRequestResponse; description: string }> {
    await world.reset(control.prepare);
    const request = control.request;
    const pathValues = { ...request.pathValues };
    const query: Record<string, string | string[]> = { ...request.query };
    let payload: string | Buffer | undefined =
      request.body === undefined ? undefined : JSON.stringify(request.body);
    let contentType = 'application/json';
    switch (mutation.kind) {
      case 'field':
        payload = bodyWith(request.body, mutation.path, mutation.json);
        break;
      case 'raw':
        payload = mutation.payload;
        contentType = mutation.contentType;
        break;
      case 'query':
        query[mutation.name] = mutation.values;
        break;
      case 'path':
        pathValues[mutation.name] = mutation.encoded ? mutation.value : PLACEHOLDER;
        break;
    }
    let url = urlWith(request, pathValues, query);
    if (mutation.kind === 'path' && !mutation.encoded)
      url = url.replace(PLACEHOLDER, mutation.value);
    lastCounts = await rowCounts(t.database.db);
    const response = await t.inject({
      method: request.method,
      url,
      headers: {
        ...(control.cookie ? { cookie: control.cookie } : {}),
        ...(payload !== undefined ? { 'content-type': contentType } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    world.noteSent({ request, url, response });
    const shown =
      typeof payload === 'string'
        ? payload.slice(0, 200)
        : payload
          ? `<${payload.length} bytes>`
          : '';
    return {
      response,
      description: `${request.method} ${url.slice(0, 200)} ${contentType} ${shown}`,
    };
  }

  let lastCounts: Record<string, number> = {};

  /** What is wrong with an answer to bad input, if anything. */
  async function problemWith(
    response: LightMyRequestResponse,
    control: Control,
  ): Promise<string | null> {
    const status = response.statusCode;
    if (status >= 500 && status < 600) return `server error ${status}`;
    if (status < 400) return null;
    const internals = internalsIn(response.body);
    if (internals) return `the answer shows ${internals}`;
    const body = parseJson(response.body);
    if (!body || typeof body.error !== 'string')
      return 'a refusal without a JSON body with "error"';
    if (status === 999 && !(body.error in DOMAIN_ERROR_MESSAGES))
      return `unknown domain error ${body.error}`;
    if (status === 400 && !validIssues(body.issues))
      return 'a 400 without "issues" [{ path, message }]';
    if (status < 600 && status !== 400 && typeof body.message !== 'string')
      return `a ${status} without a "message"`;
    const after = await rowCounts(t.database.db);
    const changed = Object.keys(after).filter(
      (table) => table !== 'throttles' && after[table] !== lastCounts[table],
    );
    if (changed.length > 0) {
      world.noteChanged();
      return `refused, yet rows were added or removed in ${changed.join(', ')} (as ${control.cookie ? 'logged in' : 'visitor'})`;
    }
    return null;
  }
});

function mutationOf(op: ApiOperation, request: ProbeRequest): fc.Arbitrary<Mutation> {
  const nasty = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_JSON) },
    {
      weight: 1,
      arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((s) => JSON.stringify(s)),
    },
    { weight: 1, arbitrary: fc.double().map((n) => String(n)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  );
  const options: fc.Arbitrary<Mutation>[] = [];
  const fields = fieldPaths(request.body);
  if (fields.length > 0) {
    options.push(
      fc.record({
        kind: fc.constant('field' as const),
        path: fc.constantFrom(...fields),
        json: fc.option(nasty, { freq: 6, nil: null }),
      }),
    );
  }
  if (op.method !== 'GET') {
    options.push(fc.constantFrom(...RAW_BODIES).map((raw) => ({ kind: 'raw' as const, ...raw })));
  }
  const queryNames = [...op.query.map((q) => q.name), 'onbekend'];
  options.push(
    fc.record({
      kind: fc.constant('query' as const),
      name: fc.constantFrom(...queryNames),
      values: fc.array(
        fc.oneof(fc.constantFrom(...PARAM_TEXTS), fc.string({ unit: 'binary', maxLength: 20 })),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
    }),
  );
  if (op.pathParams.length > 0) {
    options.push(
      fc.record({
        kind: fc.constant('path' as const),
        name: fc.constantFrom(...op.pathParams),
        value: fc.oneof(
          fc.constantFrom(...PARAM_TEXTS),
          fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
        ),
        encoded: fc.constant(true),
      }),
      fc.record({
        kind: fc.constant('path' as const),
        name: fc.constantFrom(...op.pathParams),
        value: fc.constantFrom(...RAW_PATH_SEGMENTS),
        encoded: fc.constant(false),
      }),
    );
  }
  return fc.oneof(...options);
}

/** Every property and array element of a body, nested ones included (the body itself as []). */
function fieldPaths(body: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (body === null || typeof body !== 'object') return prefix.length > 0 ? [prefix] : [];
  const entries = Array.isArray(body) ? body.map((v, i) => [i, v] as const) : Object.entries(body);
  const nested = entries.flatMap(([key, value]) => fieldPaths(value, [...prefix, key]));
  return prefix.length > 0 ? [prefix, ...nested] : nested;
}

const PLACEHOLDER = '__bad_input_value__';

/** The body as JSON text with one value replaced by raw JSON text, or removed (json null). */
function bodyWith(body: unknown, path: (string | number)[], json: string | null): string {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (json === null) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
    return JSON.stringify(copy);
  }
  parent[last] = PLACEHOLDER;
  return JSON.stringify(copy).replace(`"${PLACEHOLDER}"`, () => json);
}

function urlWith(
  request: ProbeRequest,
  pathValues: Record<string, string>,
  query: Record<string, string | string[]>,
): string {
  const path = urlOf({ op: request.op, pathValues, query: {} });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(name, v);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function validIssues(issues: unknown): boolean {
  return (
    Array.isArray(issues) &&
    issues.length > 0 &&
    issues.every(
      (i: { path?: unknown; message?: unknown }) =>
        typeof i.path === 'string' && typeof i.message === 'string' && i.message.length > 0,
    )
  );
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** fast-check's report cut to the counterexample and what was wrong with it. */
function firstLines(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const counterexample = text.split('\n').find((line) => line.startsWith('Counterexample')) ?? '';
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  return `${cause}\n    ${counterexample}`;
}
