import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../server/db/database.js';
import type { DB } from '../../server/db/schema.js';
import type { PushMessage, PushSender } from '../../server/push/push-sender.js';
import type { testDatabases } from './test-app.js';
import { twoServerNodes, type SentPush } from './shared-database.js';

/** A reminder run as the server's timer starts it (`sendDueReminders`, `sendShortageAlarms`, …). */
type ReminderRun = (deps: { db: Kysely<DB>; push: PushSender; now: Date }) => Promise<unknown>;

/**
 * A reminder suite on two server nodes sharing one database (`twoServerNodes`), for the
 * describe block it is called in: started before its tests on the test's clock, closed after
 * them. What a reminder sends must go out once between the nodes, also after a restart.
 */
export function reminderNodes(
  kind: (typeof testDatabases)[number],
  clock: { now: Date },
  run: ReminderRun,
) {
  const nodes: Awaited<ReturnType<typeof twoServerNodes>>['nodes'] = [];
  let connect: () => Database;
  beforeAll(async () => {
    const started = await twoServerNodes(kind, clock);
    nodes.push(...started.nodes);
    connect = started.connect;
  });
  afterAll(async () => {
    // buildApp closes its database with the app.
    for (const { app } of nodes) await app.close();
  });
  const first = () => nodes[0]!.app;
  return {
    /** The first node's app and database, for the set-up and the checks. */
    app: first,
    db: () => first().deps.database.db,
    /** Everything the nodes sent so far. */
    pushes: (): SentPush[] => nodes.flatMap(({ pushes }) => pushes),
    /** The run twice on each node at once, as their timers may start it. */
    runEverywhere: () =>
      Promise.all(
        nodes.flatMap(({ app }) => {
          const deps = { db: app.deps.db, push: app.deps.push, now: clock.now };
          return [run(deps), run(deps)];
        }),
      ),
    /** The run on a node started afresh on the same database: what it sent. */
    async runAfterRestart(): Promise<PushMessage[]> {
      const restarted = connect();
      const sent: PushMessage[] = [];
      try {
        await run({
          db: restarted.db,
          push: {
            vapidPublicKey: 'test',
            sendToTeam: (_, message) => void sent.push(message),
            sendToSubscription: (_, __, message) => void sent.push(message),
            sendToPlayer: () => undefined,
            idle: async () => undefined,
          },
          now: clock.now,
        });
      } finally {
        await restarted.destroy();
      }
      return sent;
    },
  };
}
