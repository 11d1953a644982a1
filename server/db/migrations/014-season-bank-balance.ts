import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 31, the season's settlement: the bank balance the treasurer last read on
 * the bank's site for a season (cents, null until entered) and when he entered it,
 * so the settlement page can set it beside what the fine pot says the bank holds.
 */
export function seasonBankBalanceMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // One column per statement: SQLite's ALTER TABLE adds one at a time.
      await db.schema.alterTable('seasons').addColumn('bank_balance_cents', 'integer').execute();
      await db.schema.alterTable('seasons').addColumn('bank_balance_at', 'text').execute();
    },
  };
}
