import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Personal pushes to a device's holder (issues 17 and 19): the answer tokens a
 * personal match reminder carries (stored hashed), the team's weekly money
 * reminder setting, and the ledger that sends that reminder once per week and
 * device.
 */
export function personalPushesMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const cascadeTo = (table: string) => (c: ColumnDefinitionBuilder) =>
        c.notNull().references(`${table}.id`).onDelete('cascade');

      await db.schema
        .createTable('availability_answer_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('team_id', 'integer', cascadeTo('teams'))
        .addColumn('match_id', 'integer', cascadeTo('matches'))
        .addColumn('player_id', 'integer', cascadeTo('players'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .alterTable('teams')
        .addColumn('money_reminder', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      // One row per device and week that got the money reminder; its key is the claim.
      await db.schema
        .createTable('money_reminder_sends')
        .addColumn('team_id', 'integer', cascadeTo('teams'))
        .addColumn('subscription_id', 'integer', cascadeTo('push_subscriptions'))
        .addColumn('week', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('money_reminder_sends_pk', ['team_id', 'subscription_id', 'week'])
        .execute();
    },
  };
}
