import type { Kysely, Migration } from 'kysely';

/**
 * Issue 15: stale throttle rows are deleted on every counted attempt, by the
 * start of their window; this index keeps that delete a short range scan.
 */
export const throttleExpiryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('throttles_window_started_at')
      .on('throttles')
      .column('window_started_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('throttles_window_started_at').execute();
  },
};
