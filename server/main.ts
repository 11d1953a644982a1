import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { createDatabase, migrateToLatest } from './db/database.js';
import { loadEnv } from './env.js';
import { startReminderTimer } from './modules/reminders/public.js';

/** Starts the server: validate env, migrate, listen; close the database cleanly on exit. */
export async function startServer(env = loadEnv()) {
  const schema = env.DATABASE_SCHEMA;
  const database = createDatabase(env.DATABASE_URL, schema ? { schema } : {});
  await migrateToLatest(database);
  const app = await buildApp({ env, database });
  let stopReminders = () => {};
  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    stopReminders();
    await app.close();
  });
  await app.listen({ port: env.PORT, host: env.HOST });
  stopReminders = startReminderTimer({ ...app.deps, log: app.log });
  return app;
}

const isEntryPoint = import.meta.url === `file://${process.argv[1]}`;
if (isEntryPoint) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
