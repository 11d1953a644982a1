import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 30, a team moves in: the UID a match had in the calendar file it was
 * imported from (a new import of that file finds it again by it), and the
 * name the federation gives the team in its fixtures ("VV Demo 1"; null: the
 * team's own name). The calendar SEQUENCE an import raises exists since 006.
 */
export function importsMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('matches').addColumn('import_uid', 'text').execute();
      await db.schema
        .createIndex('matches_team_import_uid')
        .on('matches')
        .columns(['team_id', 'import_uid'])
        .execute();
      await db.schema.alterTable('teams').addColumn('federation_name', 'text').execute();
    },
  };
}
