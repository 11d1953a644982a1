import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.js';
import type { IdKind } from './tenant-world.js';

/**
 * The security suites' view of the API, read from `/api/openapi.json`: every
 * operation with its path, query and body schemas, and a generator of valid
 * requests for it. An endpoint that lands in the app is probed the next run
 * without anyone touching the suites — unless it takes an id whose kind the
 * probe cannot tell, which stops the suite with a message naming the field.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** The part of JSON Schema that zod's OpenAPI output uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  nullable?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export interface QueryParam {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface ApiOperation {
  method: Method;
  /** The OpenAPI path template, e.g. `/api/{team}/fine/{id}`. */
  path: string;
  /** `METHOD /path`: how findings and policies name an operation. */
  key: string;
  pathParams: string[];
  /** The schemas of path params, where the document gives them (ids and enums like `{file}`). */
  pathSchemas: Record<string, JsonSchema>;
  query: QueryParam[];
  body: JsonSchema | undefined;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export async function loadOperations(t: TestApp): Promise<ApiOperation[]> {
  const response = await t.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`openapi.json: ${response.statusCode}`);
  const doc = response.json<OpenApiDocument>();
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Method;
      const parameters = op.parameters ?? [];
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        // The template is the truth: zod route params replace the prefix's `team`.
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
        pathSchemas: Object.fromEntries(
          parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema]),
        ),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** Which operations the probes cover: the team's API, the user's teams and the admin area. */
export function isScopedOperation(op: ApiOperation): boolean {
  return /^\/api\/(\{team\}\/|user\/team|admin)/.test(op.path);
}

export const isWrite = (op: Pick<ApiOperation, 'method'>) => op.method !== 'GET';

// --- ids -------------------------------------------------------------------

/** Body and query fields that carry an id, and what they point at. */
const ID_FIELDS: Record<string, IdKind> = {
  playerId: 'player',
  playerIds: 'player',
  voterId: 'player',
  yellowFineTypeId: 'fineType',
  redFineTypeId: 'fineType',
  absentPlayers: 'player',
  ignorePlayerId: 'player',
  ignorePlayerIds: 'player',
  typeId: 'fineType',
  fineTypeId: 'fineType',
  seasonId: 'season',
  seasonFilter: 'season',
  forSeason: 'season',
  matchId: 'match',
  taskListId: 'taskList',
  fineId: 'fine',
  transactionId: 'transaction',
  drawId: 'draw',
  beforeId: 'auditEntry',
};

/** The path segment before `{id}` names the resource. */
const RESOURCE_SEGMENTS: Record<string, IdKind> = {
  player: 'player',
  season: 'season',
  match: 'match',
  fine: 'fine',
  types: 'fineType',
  'types-with-has-fines': 'fineType',
  transaction: 'transaction',
  task: 'taskList',
  draws: 'draw',
  team: 'team',
  invitations: 'invitation',
};

function looksLikeId(name: string): boolean {
  return name === 'id' || /Ids?$/.test(name) || name === 'absentPlayers' || name === 'forSeason';
}

function idKindOfField(name: string, where: string): IdKind | null {
  const kind = ID_FIELDS[name];
  if (kind) return kind;
  if (looksLikeId(name)) {
    throw new Error(
      `openapi-probe: ${where} has an id field "${name}" of unknown kind; add it to ID_FIELDS`,
    );
  }
  return null;
}

function idKindOfPathParam(op: ApiOperation, name: string): IdKind | 'teamCode' | null {
  if (name === 'team') return 'teamCode';
  if (name !== 'id') return idKindOfField(name, op.key);
  const segments = op.path.split('/');
  const before = segments[segments.indexOf('{id}') - 1] ?? '';
  return (
    RESOURCE_SEGMENTS[before] ??
    fail(`${op.key}: {id} after "${before}": add it to RESOURCE_SEGMENTS`)
  );
}

function fail(message: string): never {
  throw new Error(`openapi-probe: ${message}`);
}

// --- requests ----------------------------------------------------------------

/** Where an id sits in a request: a path param, a query param, or a JSON path in the body. */
export interface IdSlot {
  where: 'path' | 'query' | 'body';
  /** The param name, or the body path (array indexes included). */
  path: (string | number)[];
  kind: IdKind;
}

export interface ProbeRequest {
  op: ApiOperation;
  method: Method;
  pathValues: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  slots: IdSlot[];
}

/** What the generator asks of the world it builds requests for. */
export interface RequestChoices {
  teamCode: string;
  /** The n-th id of a kind in this request (so two player fields get two players). */
  id(kind: IdKind, ordinal: number): number;
  /** Whether the i-th optional property (in document order) is sent. */
  includeOptional(index: number): boolean;
  /** Values for fields whose text matters (a pin that opens the team, a date). */
  text?: Partial<Record<string, string>>;
}

let uniqueCounter = 0;
/** Texts differ per request, so "already exists" rules do not refuse a probe for that reason. */
const unique = () => ++uniqueCounter;

export function buildRequest(op: ApiOperation, choices: RequestChoices): ProbeRequest {
  const ordinals = new Map<IdKind, number>();
  const nextId = (kind: IdKind) => {
    const n = ordinals.get(kind) ?? 0;
    ordinals.set(kind, n + 1);
    return choices.id(kind, n);
  };
  const slots: IdSlot[] = [];
  const pathValues: Record<string, string> = {};
  for (const name of op.pathParams) {
    const kind = idKindOfPathParam(op, name);
    if (kind === 'teamCode') {
      pathValues[name] = choices.teamCode;
    } else if (kind === null) {
      const schema =
        op.pathSchemas[name] ?? fail(`${op.key}: path param {${name}} without a schema`);
      pathValues[name] = String(sampleScalar(resolve(schema), name, choices));
    } else {
      pathValues[name] = String(nextId(kind));
      slots.push({ where: 'path', path: [name], kind });
    }
  }
  const query: Record<string, string> = {};
  // Optional query fields count first, body fields after: a list's `cursor` (which only
  // the list itself can make) is left out like any optional field that refuses a control.
  let optionalIndex = 0;
  for (const param of op.query) {
    if (!param.required && !choices.includeOptional(optionalIndex++)) continue;
    const kind = idKindOfField(param.name, op.key);
    if (kind) {
      query[param.name] = String(nextId(kind));
      slots.push({ where: 'query', path: [param.name], kind });
    } else {
      query[param.name] = String(sampleScalar(resolve(param.schema), param.name, choices));
    }
  }
  const sample = (schema: JsonSchema, name: string, path: (string | number)[]): unknown => {
    const s = resolve(schema);
    const kind = isIntegerLike(s) || isIdArray(s) ? idKindOfField(name, op.key) : null;
    if (s.type === 'array') {
      if (kind) {
        slots.push({ where: 'body', path: [...path, 0], kind });
        return [nextId(kind)];
      }
      return s.items ? [sample(s.items, name, [...path, 0])] : [];
    }
    if (s.type === 'object' || s.properties) {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        const required = (s.required ?? []).includes(key);
        if (!required && !choices.includeOptional(optionalIndex++)) continue;
        out[key] = sample(child, key, [...path, key]);
      }
      return out;
    }
    if (kind) {
      slots.push({ where: 'body', path, kind });
      return nextId(kind);
    }
    return sampleScalar(s, name, choices);
  };
  const body = op.body ? sample(op.body, '', []) : undefined;
  return { op, method: op.method, pathValues, query, body, slots };
}

/** Every id slot a request of this operation can have, optional ones included. */
export function allSlots(
  op: ApiOperation,
  choices: Omit<RequestChoices, 'includeOptional'>,
): IdSlot[] {
  return buildRequest(op, { ...choices, includeOptional: () => true }).slots;
}

/** A copy of the request with one id slot set (added when the field was left out). */
export function withId(request: ProbeRequest, slot: IdSlot, id: number): ProbeRequest {
  const copy: ProbeRequest = structuredClone({
    ...request,
    op: undefined,
  }) as unknown as ProbeRequest;
  copy.op = request.op;
  const key = String(slot.path[0]);
  if (slot.where === 'path') copy.pathValues[key] = String(id);
  else if (slot.where === 'query') copy.query[key] = String(id);
  else copy.body = setAt(copy.body ?? {}, slot.path, id);
  return copy;
}

function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (
    target && typeof target === 'object' ? target : typeof head === 'number' ? [] : {}
  ) as Record<string | number, unknown>;
  container[head] = setAt(container[head], rest, value);
  return container;
}

export function urlOf(request: Pick<ProbeRequest, 'op' | 'pathValues' | 'query'>): string {
  const path = request.op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(request.pathValues[name] ?? ''),
  );
  const search = new URLSearchParams(request.query).toString();
  return search ? `${path}?${search}` : path;
}

export interface Sent {
  request: ProbeRequest;
  url: string;
  response: LightMyRequestResponse;
}

export async function send(
  t: TestApp,
  request: ProbeRequest,
  options: { cookie?: string; remoteAddress?: string } = {},
): Promise<Sent> {
  const url = urlOf(request);
  const response = await t.inject({
    method: request.method,
    url,
    headers: options.cookie ? { cookie: options.cookie } : {},
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(request.body !== undefined ? { payload: request.body as object } : {}),
  });
  return { request, url, response };
}

/** `POST /api/alfa/fine {"playerId":12,…} → 404 {"error":…}`: one line for a finding. */
export function describeExchange({ request, url, response }: Sent): string {
  const body = request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`;
  return `${request.method} ${url}${body} → ${response.statusCode} ${response.body.slice(0, 300)}`;
}

// --- schema sampling -----------------------------------------------------------

/** zod's nullable/optional unions: the non-null branch is the shape to sample. */
function resolve(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  const concrete = options.find((o) => o.type !== 'null') ?? options[0] ?? {};
  return resolve(concrete);
}

function isIntegerLike(s: JsonSchema): boolean {
  return s.type === 'integer' || s.type === 'number';
}

function isIdArray(s: JsonSchema): boolean {
  return s.type === 'array' && s.items !== undefined && isIntegerLike(resolve(s.items));
}

/** Known text fields whose value must have a form; anything else gets a plain unique text. */
const TEXT_BY_NAME: Record<string, () => string> = {
  date: () => '2025-01-25',
  from: () => '2025-01-01',
  to: () => '2025-12-31',
  email: () => `probe${unique()}@example.nl`,
  password: () => 'wachtwoord123',
  teamCode: () => `probe${unique()}`,
  endpoint: () => `https://fcm.googleapis.com/fcm/send/probe${unique()}`,
  p256dh: () => `B${'A'.repeat(86)}`,
  auth: () => 'A'.repeat(22),
  token: () => 'A'.repeat(43),
  /** The invitation a new account is made for (issue 32). */
  next: () => `/uitnodiging?token=${'A'.repeat(43)}`,
  kickOff: () => '14:30',
  /** A bank statement (issue 19): a CAMT.053 document without entries, so a control can succeed. */
  content: () =>
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt><Id>probe</Id></Stmt></BkToCstmrStmt></Document>',
};

function sampleScalar(s: JsonSchema, name: string, choices: Pick<RequestChoices, 'text'>): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return s.enum[0];
  switch (s.type) {
    case 'boolean':
      return name === 'all' || name.startsWith('include') || name.startsWith('only');
    case 'integer':
      return lowest(s, 1);
    case 'number':
      return lowest(s, 2.5);
    case 'string': {
      const chosen = choices.text?.[name] ?? TEXT_BY_NAME[name]?.();
      if (chosen !== undefined) return chosen;
      if (s.pattern)
        fail(`a string "${name}" with pattern ${s.pattern}: add a value to TEXT_BY_NAME`);
      const text = `Probe ${unique()}`;
      const max = s.maxLength ?? 50;
      return text.padEnd(s.minLength ?? 0, 'x').slice(0, max);
    }
    default:
      return null;
  }
}

function lowest(s: JsonSchema, preferred: number): number {
  const min = s.minimum ?? -Infinity;
  const max = s.maximum ?? Infinity;
  const exclusive = s.exclusiveMinimum === true;
  const value = Math.max(preferred, exclusive ? min + 1 : min);
  return Math.min(value, max);
}
