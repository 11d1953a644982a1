import { todayIso } from '../../domain/dates.js';
import { createDatabase, migrateToLatest } from '../db/database.js';
import { loadEnv } from '../env.js';
import { startServer } from '../main.js';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_PASSWORD,
  DEMO_PIN,
  DEMO_TEAM_CODE,
  seedDemo,
} from './seed-demo.js';

/**
 * `npm run demo`: the app on the embedded SQLite default, with the demo team
 * seeded on first start (an existing demo team is left as it is).
 */
const env = loadEnv();
const database = createDatabase(env.DATABASE_URL);
await migrateToLatest(database);
const existing = await database.db
  .selectFrom('teams')
  .select('id')
  .where('team_code', '=', DEMO_TEAM_CODE)
  .executeTakeFirst();
if (!existing) await seedDemo(database.db, todayIso());
await database.destroy();

await startServer(env);
const teamUrl = env.TEAM_APP_URL.replace('{TEAMCODE}', DEMO_TEAM_CODE);
console.log(`
  Teampot demo is running.
    Team app:      ${teamUrl}   (pin ${DEMO_PIN})
    Main domain:   ${env.APP_URL}
    Team admin:    ${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD}
`);
