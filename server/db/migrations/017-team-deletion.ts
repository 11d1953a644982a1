import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 30, deleting a team: a deleted team keeps its row (and its code, which stays
 * taken) with the moment it was deleted; null: not deleted. The team disappears at once
 * (the team lookup skips it), can be restored for 30 days, and is then purged for good
 * (server/modules/data-rights/purge.ts).
 */
export function teamDeletionMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('teams').addColumn('deleted_at', 'text').execute();
      // The purge's claim: the one run that set it removes the team (null: unclaimed).
      await db.schema.alterTable('teams').addColumn('purge_claimed_at', 'text').execute();
      // The purge looks for teams deleted long enough ago.
      await db.schema
        .createIndex('teams_deleted_at_idx')
        .on('teams')
        .column('deleted_at')
        .execute();
    },
  };
}
