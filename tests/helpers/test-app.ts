import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app.js';
import { createDatabase, migrateToLatest, type Database } from '../../server/db/database.js';
import { withTeamScopeGuard } from '../../server/db/team-scope-guard.js';
import { loadEnv, type Env } from '../../server/env.js';
import type { Mail, Mailer } from '../../server/mail/mailer.js';
import type { PushMessage, PushSender } from '../../server/push/push-sender.js';
import { newTestSchemaName } from './pg-global-setup.js';

/**
 * The databases every API test runs on: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set (CI). Use with `describe.each(testDatabases)`.
 */
export const testDatabases: { name: 'sqlite' | 'postgres'; url: string }[] = [
  { name: 'sqlite', url: 'sqlite' },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }]
    : []),
];

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  env: Env;
  /** Every mail the app sent, newest last. */
  mails: Mail[];
  /** Every push message the app sent, per team id. */
  /** What was queued: to the whole team, or to one subscription or player's devices when named. */
  pushes: { teamId: number; subscriptionId?: number; playerId?: number; message: PushMessage }[];
  /** Moves the app's clock (the only mocked edge besides randomness). */
  clock: { now: Date; advance(ms: number): void };
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fresh, migrated, empty database: a temp SQLite file, or a new PostgreSQL schema. */
export async function createTestDatabase(
  kind: { name: 'sqlite' | 'postgres'; url: string },
  /** Left empty, for a test that runs the migrations itself. */
  { migrate = true }: { migrate?: boolean } = {},
): Promise<Database> {
  if (kind.name === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'teampot-test-'));
    const database = createDatabase(join(dir, 'test.db'));
    if (migrate) await migrateToLatest(database);
    return database;
  }
  const schema = newTestSchemaName('t');
  const client = new pg.Client({ connectionString: kind.url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  // Left in place when the suite ends: see pg-global-setup.ts for why and where it goes.
  const database = createDatabase(kind.url, { schema });
  if (migrate) await migrateToLatest(database);
  return database;
}

export async function createTestApp(
  kind: { name: 'sqlite' | 'postgres'; url: string },
  options: {
    random?: () => number;
    envOverrides?: Record<string, string>;
    /** An existing database instead of a fresh one. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(kind));
  const env = loadEnv({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent', ...options.envOverrides });
  const mails: Mail[] = [];
  const pushes: TestApp['pushes'] = [];
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const push: PushSender = {
    vapidPublicKey: 'test-vapid-public-key',
    sendToTeam: (teamId, message) => void pushes.push({ teamId, message }),
    sendToSubscription: (teamId, subscriptionId, message) =>
      void pushes.push({ teamId, subscriptionId, message }),
    sendToPlayer: (teamId, playerId, message) => void pushes.push({ teamId, playerId, message }),
    idle: async () => undefined,
  };
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = await buildApp({
    env,
    // Every query the app makes is checked for its team scope; the test's own set-up is not.
    database: withTeamScopeGuard(database),
    mailer,
    push,
    logger: false,
    now: () => clock.now,
    ...(options.random ? { random: options.random } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    env,
    mails,
    pushes,
    clock,
    inject: (o) => app.inject(o),
    close: () => app.close(),
  };
}

/** The `teampot_session` cookie a response set, as a header value for the next request. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'teampot_session');
  if (!cookie)
    throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `teampot_session=${cookie.value}`;
}

/**
 * Runs `action` with parts of the app's push sender replaced (a push service that hangs or
 * fails), and puts the app's own sender back after it.
 */
export async function withPushSender<T>(
  t: TestApp,
  replaced: Partial<PushSender>,
  action: () => Promise<T>,
): Promise<T> {
  const push = t.app.deps.push;
  t.app.deps.push = { ...push, ...replaced };
  try {
    return await action();
  } finally {
    t.app.deps.push = push;
  }
}

/**
 * A push service that never answers: what is sent to a team goes into `queued`, and its
 * deliveries never finish (`idle()` never resolves), so a write must not wait for them.
 */
export function stalledPush(queued: PushMessage[]): Partial<PushSender> {
  return {
    sendToTeam: (_teamId, message) => void queued.push(message),
    idle: () => new Promise<void>(() => undefined),
  };
}
