import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 17, the next match: a match's kick-off, place, home/away, result and
 * calendar sequence; who is coming; the team's reminder setting; the device
 * holder of a push subscription; and the ledger that makes each reminder go
 * out once across restarts and instances.
 */
export function nextMatchMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const matches = () => db.schema.alterTable('matches');
      await matches().addColumn('kick_off', 'text').execute();
      await matches().addColumn('location', 'text').execute();
      await matches()
        .addColumn('home', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await matches().addColumn('score_for', 'integer').execute();
      await matches().addColumn('score_against', 'integer').execute();
      await matches()
        .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable('match_availability')
        .addColumn('team_id', 'integer', (c) =>
          c.notNull().references('teams.id').onDelete('cascade'),
        )
        .addColumn('match_id', 'integer', (c) =>
          c.notNull().references('matches.id').onDelete('cascade'),
        )
        .addColumn('player_id', 'integer', (c) =>
          c.notNull().references('players.id').onDelete('cascade'),
        )
        .addColumn('status', 'text')
        .addColumn('note', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_availability_pk', ['team_id', 'match_id', 'player_id'])
        .execute();

      // null: no reminders.
      await db.schema
        .alterTable('teams')
        .addColumn('reminder_days', 'integer', (c) => c.defaultTo(2))
        .execute();

      await db.schema.alterTable('push_subscriptions').addColumn('player_id', 'integer').execute();

      // One row per reminder that went out; its primary key is the "sent" claim.
      await db.schema
        .createTable('reminder_sends')
        .addColumn('team_id', 'integer', (c) =>
          c.notNull().references('teams.id').onDelete('cascade'),
        )
        .addColumn('match_id', 'integer', (c) =>
          c.notNull().references('matches.id').onDelete('cascade'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('match_date', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('reminder_sends_pk', [
          'team_id',
          'match_id',
          'kind',
          'match_date',
          'target',
        ])
        .execute();
    },
  };
}
