import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../../server/app.js';
import { createDatabase, migrateToLatest, type Database } from '../../server/db/database.js';
import type { DB } from '../../server/db/schema.js';
import { withTeamScopeGuard } from '../../server/db/team-scope-guard.js';
import { loadEnv } from '../../server/env.js';
import type { PushMessage } from '../../server/push/push-sender.js';
import {
  setSubscriptionPlayer,
  upsertSubscription,
} from '../../server/push/subscriptions.repository.js';
import { createTestDatabase, type testDatabases } from './test-app.js';

/** A migrated database and a way to open more connections to it, as more server instances would. */
export async function sharedDatabase(
  kind: (typeof testDatabases)[number],
): Promise<{ first: Database; connect: () => Database }> {
  if (kind.name === 'sqlite') {
    const file = join(mkdtempSync(join(tmpdir(), 'teampot-reminders-')), 'test.db');
    const first = createDatabase(file);
    await migrateToLatest(first);
    return { first, connect: () => createDatabase(file) };
  }
  const first = await createTestDatabase(kind);
  const options = first.schema ? { schema: first.schema } : {};
  return { first, connect: () => createDatabase(kind.url, options) };
}

/** What an app instance's push sender was asked to send. */
export interface SentPush {
  teamId: number;
  subscriptionId?: number;
  message: PushMessage;
}

/**
 * Two app instances on one shared database, as two server nodes would run (the
 * reminders must go out once between them), each recording the pushes it sends,
 * both on the test's clock. Close their apps afterwards: that closes the databases.
 */
export async function twoServerNodes(
  kind: (typeof testDatabases)[number],
  clock: { now: Date },
): Promise<{
  connect: () => Database;
  nodes: { app: FastifyInstance; pushes: SentPush[] }[];
}> {
  const shared = await sharedDatabase(kind);
  const nodes: { app: FastifyInstance; pushes: SentPush[] }[] = [];
  for (const database of [shared.first, shared.connect()]) {
    const pushes: SentPush[] = [];
    const app = await buildApp({
      env: loadEnv({ LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent' }),
      database: withTeamScopeGuard(database),
      logger: false,
      now: () => clock.now,
      mailer: { send: async () => undefined },
      push: {
        vapidPublicKey: 'test',
        sendToTeam: (teamId, message) => void pushes.push({ teamId, message }),
        sendToSubscription: (teamId, subscriptionId, message) =>
          void pushes.push({ teamId, subscriptionId, message }),
        sendToPlayer: () => undefined,
        idle: async () => undefined,
      },
    });
    await app.ready();
    nodes.push({ app, pushes });
  }
  return { connect: shared.connect, nodes };
}

const P256DH =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';

/** A phone subscribed to the team's pushes, optionally known as a player's; its subscription id. */
export async function addPushDevice(
  db: Kysely<DB>,
  teamId: number,
  name: string,
  playerId: number | null,
  { now, clientAddress }: { now: Date; clientAddress: string },
): Promise<number> {
  const endpoint = `https://fcm.googleapis.com/fcm/send/${name}:APA91bH`;
  await upsertSubscription(
    db,
    teamId,
    { endpoint, p256dh: P256DH, auth: AUTH },
    { now, clientAddress },
  );
  if (playerId !== null) await setSubscriptionPlayer(db, teamId, endpoint, playerId);
  const row = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('team_id', '=', teamId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirstOrThrow();
  return row.id;
}
