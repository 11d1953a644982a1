import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 9: the audit trail of every change to money, and the team's payment
 * and privacy settings. The audit log has no foreign keys to the rows it
 * describes: it must outlive a deleted fine or transaction.
 */
export function moneyAndPrivacyMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const table =
        dialect === 'postgres'
          ? db.schema.createTable('audit_log').addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema
              .createTable('audit_log')
              .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await table
        .addColumn('team_id', 'integer', (c) =>
          c.notNull().references('teams.id').onDelete('cascade'),
        )
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('actor_email', 'text')
        .addColumn('session_id', 'integer')
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer', (c) => c.notNull())
        .addColumn('player_id', 'integer')
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .execute();
      await db.schema
        .createIndex('audit_log_team_at')
        .on('audit_log')
        .columns(['team_id', 'at'])
        .execute();
      await db.schema
        .createIndex('audit_log_team_entity')
        .on('audit_log')
        .columns(['team_id', 'entity', 'entity_id'])
        .execute();

      await db.schema.alterTable('teams').addColumn('iban', 'text').execute();
      await db.schema.alterTable('teams').addColumn('account_name', 'text').execute();
      await db.schema
        .alterTable('teams')
        .addColumn('show_names', 'text', (c) => c.notNull().defaultTo('full'))
        .execute();
      await db.schema
        .alterTable('teams')
        .addColumn('hide_money_for_visitors', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
