import type { Kysely, Migration } from 'kysely';

/**
 * Issue 28, the lists paged after the fines: an index that serves each paged order,
 * so a page is an index range, never a sort or scan of all of a team's rows.
 */
export const paging2Migration: Migration = {
  async up(db: Kysely<unknown>) {
    // The transaction list: one season's transactions, newest date first, then id.
    await db.schema
      .createIndex('transactions_team_season_date')
      .on('transactions')
      .columns(['team_id', 'season_id', 'date', 'id'])
      .execute();
    // A task list's draw history, of one season or of all, newest date first, then id.
    await db.schema
      .createIndex('task_draws_team_list_season_date')
      .on('task_draws')
      .columns(['team_id', 'task_list_id', 'season_id', 'date', 'id'])
      .execute();
    await db.schema
      .createIndex('task_draws_team_list_date')
      .on('task_draws')
      .columns(['team_id', 'task_list_id', 'date', 'id'])
      .execute();
  },
};
