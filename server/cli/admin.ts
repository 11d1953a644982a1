import { createDatabase, migrateToLatest } from '../db/database.js';
import { loadEnv } from '../env.js';

/**
 * `npm run admin -- grant EMAIL` gives a registered user the admin area;
 * `npm run admin -- revoke EMAIL` takes it back. The first admin can only be
 * made here: no endpoint hands out the flag.
 */
const USAGE = 'Gebruik: npm run admin -- grant|revoke EMAIL';

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(USAGE);
    return 2;
  }
  const env = loadEnv();
  const database = createDatabase(env.DATABASE_URL);
  try {
    await migrateToLatest(database);
    const result = await database.db
      .updateTable('users')
      .set({ is_admin: command === 'grant' ? 1 : 0 })
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      console.error(`Geen gebruiker met emailadres ${email}`);
      return 1;
    }
    console.log(
      command === 'grant' ? `${email} is nu beheerder` : `${email} is geen beheerder meer`,
    );
    return 0;
  } finally {
    await database.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
