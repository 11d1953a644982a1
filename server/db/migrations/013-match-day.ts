import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 31, match day: the cards a fill records and the fines they bring (which
 * fine type each colour charges, and a fine's mark that it came from a card);
 * when a match was filled (the player-of-the-match vote runs 48 hours from
 * then) and the votes; the shortage alarm's settings and the ledger that sends
 * it once per match and kick-off.
 */
export function matchDayMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const cascadeTo = (table: string) => (c: ColumnDefinitionBuilder) =>
        c.notNull().references(`${table}.id`).onDelete('cascade');

      // One row per carded player and match: yellow 0–2, red 0–1 (domain/fill/cards.ts).
      await db.schema
        .createTable('match_cards')
        .addColumn('team_id', 'integer', cascadeTo('teams'))
        .addColumn('match_id', 'integer', cascadeTo('matches'))
        .addColumn('player_id', 'integer', cascadeTo('players'))
        .addColumn('yellow', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('red', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('match_cards_pk', ['team_id', 'match_id', 'player_id'])
        .execute();

      // 'yellow' or 'red' for a fine a card brought; null for one picked by hand.
      await db.schema.alterTable('fines').addColumn('card', 'text').execute();

      // The fine types the cards charge; null: no fine. No foreign key: fine types are
      // never deleted, and each use checks the type is still an active match money type.
      const teams = () => db.schema.alterTable('teams');
      await teams().addColumn('yellow_card_fine_type_id', 'integer').execute();
      await teams().addColumn('red_card_fine_type_id', 'integer').execute();

      // Set by a fill, cleared by a reset; null for matches filled before this migration (no vote).
      await db.schema.alterTable('matches').addColumn('filled_at', 'text').execute();

      // One vote per voter and match: a second vote replaces the first.
      await db.schema
        .createTable('match_votes')
        .addColumn('team_id', 'integer', cascadeTo('teams'))
        .addColumn('match_id', 'integer', cascadeTo('matches'))
        .addColumn('voter_id', 'integer', cascadeTo('players'))
        .addColumn('player_id', 'integer', cascadeTo('players'))
        .addColumn('voted_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('match_votes_pk', ['team_id', 'match_id', 'voter_id'])
        .execute();

      // null: no shortage alarm.
      await teams().addColumn('minimum_players', 'integer').execute();
      await teams()
        .addColumn('shortage_days_before', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();

      // One row per match and start (date, or date and kick-off) that was checked; its key is the claim (exactly once).
      await db.schema
        .createTable('shortage_alarm_sends')
        .addColumn('team_id', 'integer', cascadeTo('teams'))
        .addColumn('match_id', 'integer', cascadeTo('matches'))
        .addColumn('match_start', 'text', (c) => c.notNull())
        .addColumn('yes', 'integer', (c) => c.notNull())
        .addColumn('minimum', 'integer', (c) => c.notNull())
        .addColumn('checked_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('shortage_alarm_sends_pk', ['team_id', 'match_id', 'match_start'])
        .execute();
    },
  };
}
