import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 19: payment references that come back on a bank statement, the
 * statement entries already dealt with (so a second import changes nothing),
 * and invitations that make someone a co-admin of a team.
 */
export function moneyStatementsAndCoAdminsMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const teamId = (c: ColumnDefinitionBuilder) =>
        c.notNull().references('teams.id').onDelete('cascade');

      // No foreign key to fines: the reference must still be recognised (as
      // "already paid") after its fines are paid or even deleted.
      await db.schema
        .createTable('payment_references')
        .addColumn('team_id', 'integer', teamId)
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('player_id', 'integer', (c) => c.notNull())
        .addColumn('fine_ids', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('payment_references_pk', ['team_id', 'reference'])
        .execute();

      await db.schema
        .createTable('statement_entries')
        .addColumn('team_id', 'integer', teamId)
        .addColumn('entry_id', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('imported_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('statement_entries_pk', ['team_id', 'entry_id'])
        .execute();

      const invitations =
        dialect === 'postgres'
          ? db.schema
              .createTable('team_invitations')
              .addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema
              .createTable('team_invitations')
              .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      await invitations
        .addColumn('team_id', 'integer', teamId)
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema
        .createIndex('team_invitations_team')
        .on('team_invitations')
        .columns(['team_id', 'created_at'])
        .execute();
    },
  };
}
