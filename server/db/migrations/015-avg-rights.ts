import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 30, data rights: a player who left and was anonymised is "Oud-speler N";
 * N, counted per team, is kept here (null: not anonymised), so the next one
 * gets the next number and an anonymised player is known as such.
 */
export function avgRightsMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('players').addColumn('anonymised_number', 'integer').execute();
    },
  };
}
