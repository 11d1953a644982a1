import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 14, "every delete shows an undo that really restores": what a delete
 * removed, kept for a while so the undo can put back exactly those rows (same
 * ids). One row per deleted thing; its rows are JSON text.
 */
export function restoreSnapshotsMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('restore_snapshots')
        .addColumn('team_id', 'integer', (c) =>
          c.notNull().references('teams.id').onDelete('cascade'),
        )
        .addColumn('entity', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'integer', (c) => c.notNull())
        .addColumn('deleted_at', 'text', (c) => c.notNull())
        .addColumn('rows', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('restore_snapshots_pk', ['team_id', 'entity', 'entity_id'])
        .execute();
    },
  };
}
