import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { createDatabase, migrateToLatest } from './db/database.js';
import { loadEnv } from './env.js';
import { startPurgeTimer } from './modules/data-rights/public.js';
import { startReminderTimer } from './modules/reminders/public.js';
import { startDraining } from './ops/health.js';
import { startInternalListener } from './ops/internal-listener.js';
import { startProcessMetrics } from './ops/metrics.js';

/**
 * Starts the server: validate env, migrate (one process at a time), listen, and the
 * internal listener when INTERNAL_PORT is set.
 *
 * On SIGTERM (systemd's stop, a rolling restart) it drains: /health answers 503 for
 * SHUTDOWN_DRAIN_MS while requests are still served, so the load balancer stops sending
 * any; then the listener closes, the requests under way finish (Fastify's close waits
 * for them before its onClose hooks close the database), and the process exits.
 */
export async function startServer(env = loadEnv()) {
  const schema = env.DATABASE_SCHEMA;
  const database = createDatabase(env.DATABASE_URL, schema ? { schema } : {});
  await migrateToLatest(database);
  const app = await buildApp({ env, database });
  let internal: FastifyInstance | null = null;
  let stopReminders = () => {};
  let stopPurge = () => {};
  closeWithGrace({ delay: env.SHUTDOWN_DRAIN_MS + 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal, drainMs: env.SHUTDOWN_DRAIN_MS }, 'shutting down');
    stopReminders();
    stopPurge();
    if (!err && env.SHUTDOWN_DRAIN_MS > 0) {
      startDraining(app);
      await sleep(env.SHUTDOWN_DRAIN_MS);
    }
    await app.close();
    await internal?.close();
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  if (env.INTERNAL_PORT !== undefined) startProcessMetrics(database.poolStats);
  internal = await startInternalListener(app);
  stopReminders = startReminderTimer({ ...app.deps, log: app.log });
  stopPurge = startPurgeTimer({ ...app.deps, log: app.log });
  return app;
}

// Run as `node …/main.js`, also through a symlink (/opt/teampot → the current release):
// Node loads the module by its real path, argv keeps the path as typed.
const isEntryPoint =
  process.argv[1] !== undefined &&
  fileURLToPath(import.meta.url) === realpathSync(resolve(process.argv[1]));
if (isEntryPoint) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
