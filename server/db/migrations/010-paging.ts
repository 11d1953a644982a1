import type { Kysely, Migration } from 'kysely';

/**
 * Issue 28, lists paged at the source: indexes that serve each paged order, so a
 * page is an index range, never a sort or scan of all of a team's rows.
 */
export const pagingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // The fine list: one season's unpaid (then paid) fines, newest date first, then id.
    await db.schema
      .createIndex('fines_team_season_paid_date')
      .on('fines')
      .columns(['team_id', 'season_id', 'paid', 'date', 'id'])
      .execute();
    // The same, filtered to one player.
    await db.schema
      .createIndex('fines_team_season_player_paid_date')
      .on('fines')
      .columns(['team_id', 'season_id', 'player_id', 'paid', 'date', 'id'])
      .execute();
    // The audit log, newest first (`ORDER BY id DESC` with `beforeId`).
    await db.schema
      .createIndex('audit_log_team_id')
      .on('audit_log')
      .columns(['team_id', 'id'])
      .execute();
  },
};
