import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * The whole schema of spec §3, written once for both dialects: only the id
 * column differs (serial vs. autoincrement). Unique indexes back the spec's
 * "already exists" errors; every team-owned index leads with team_id.
 */
export function initMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const withId = (name: string) =>
        dialect === 'postgres'
          ? db.schema.createTable(name).addColumn('id', 'serial', (c) => c.primaryKey())
          : db.schema
              .createTable(name)
              .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
      const teamId = (c: ColumnDefinitionBuilder) =>
        c.notNull().references('teams.id').onDelete('cascade');

      await withId('users')
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('email_verified_at', 'text')
        .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withId('teams')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('team_code', 'text', (c) => c.notNull().unique())
        .addColumn('pin_hash', 'text', (c) => c.notNull())
        .addColumn('data_version', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('team_admins')
        .addColumn('team_id', 'integer', teamId)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('team_admins_pk', ['team_id', 'user_id'])
        .execute();
      await db.schema.createIndex('team_admins_user').on('team_admins').column('user_id').execute();

      await withId('sessions')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('cascade'))
        .addColumn('stay_logged_in', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();

      await withId('auth_tokens')
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();

      await db.schema
        .createTable('throttles')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('window_started_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .execute();

      await withId('players')
        .addColumn('team_id', 'integer', teamId)
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('nick_name', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('players_team_name')
        .on('players')
        .columns(['team_id', 'first_name', 'last_name'])
        .unique()
        .execute();
      await db.schema
        .createIndex('players_team_nick')
        .on('players')
        .columns(['team_id', 'nick_name'])
        .unique()
        .execute();

      await withId('seasons')
        .addColumn('team_id', 'integer', teamId)
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('seasons_team_description')
        .on('seasons')
        .columns(['team_id', 'description'])
        .unique()
        .execute();

      await db.schema
        .createTable('season_players')
        .addColumn('team_id', 'integer', teamId)
        .addColumn('season_id', 'integer', (c) =>
          c.notNull().references('seasons.id').onDelete('cascade'),
        )
        .addColumn('player_id', 'integer', (c) =>
          c.notNull().references('players.id').onDelete('cascade'),
        )
        .addPrimaryKeyConstraint('season_players_pk', ['season_id', 'player_id'])
        .execute();
      await db.schema
        .createIndex('season_players_team')
        .on('season_players')
        .columns(['team_id', 'season_id'])
        .execute();

      await withId('matches')
        .addColumn('team_id', 'integer', teamId)
        .addColumn('season_id', 'integer', (c) =>
          c.notNull().references('seasons.id').onDelete('cascade'),
        )
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('match_type', 'text', (c) => c.notNull())
        .addColumn('opponent', 'text', (c) => c.notNull())
        .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('filled', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('matches_team_season_date')
        .on('matches')
        .columns(['team_id', 'season_id', 'date'])
        .execute();

      for (const table of ['match_absences', 'match_goals'] as const) {
        let builder = db.schema
          .createTable(table)
          .addColumn('team_id', 'integer', teamId)
          .addColumn('match_id', 'integer', (c) =>
            c.notNull().references('matches.id').onDelete('cascade'),
          )
          .addColumn('player_id', 'integer', (c) =>
            c.notNull().references('players.id').onDelete('cascade'),
          );
        if (table === 'match_goals')
          builder = builder.addColumn('goals', 'integer', (c) => c.notNull());
        await builder.addPrimaryKeyConstraint(`${table}_pk`, ['match_id', 'player_id']).execute();
        await db.schema
          .createIndex(`${table}_team`)
          .on(table)
          .columns(['team_id', 'match_id'])
          .execute();
      }

      await withId('fine_types')
        .addColumn('team_id', 'integer', teamId)
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('match_related', 'integer', (c) => c.notNull())
        .addColumn('amount_cents', 'integer')
        .addColumn('task', 'text')
        .addColumn('obsolete', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // A description is unique among the active types: duplicating a type makes the
      // old one obsolete and lets the new one keep its description.
      await db.schema
        .createIndex('fine_types_team_description_active')
        .on('fine_types')
        .columns(['team_id', 'description'])
        .unique()
        .where(sql.ref('obsolete'), '=', 0)
        .execute();

      await withId('fines')
        .addColumn('team_id', 'integer', teamId)
        .addColumn('season_id', 'integer', (c) =>
          c.notNull().references('seasons.id').onDelete('cascade'),
        )
        .addColumn('player_id', 'integer', (c) =>
          c.notNull().references('players.id').onDelete('cascade'),
        )
        .addColumn('fine_type_id', 'integer', (c) =>
          c.notNull().references('fine_types.id').onDelete('cascade'),
        )
        .addColumn('match_id', 'integer', (c) => c.references('matches.id').onDelete('cascade'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('fines_team_season')
        .on('fines')
        .columns(['team_id', 'season_id'])
        .execute();
      await db.schema
        .createIndex('fines_team_match')
        .on('fines')
        .columns(['team_id', 'match_id'])
        .execute();

      await withId('transactions')
        .addColumn('team_id', 'integer', teamId)
        .addColumn('season_id', 'integer', (c) =>
          c.notNull().references('seasons.id').onDelete('cascade'),
        )
        .addColumn('transaction_type', 'text', (c) => c.notNull())
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('transactions_team_season')
        .on('transactions')
        .columns(['team_id', 'season_id'])
        .execute();

      await withId('task_lists')
        .addColumn('team_id', 'integer', teamId)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('season_id', 'integer', (c) => c.references('seasons.id').onDelete('set null'))
        .addColumn('obsolete', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('task_lists_team').on('task_lists').column('team_id').execute();

      await withId('task_draws')
        .addColumn('team_id', 'integer', teamId)
        .addColumn('task_list_id', 'integer', (c) =>
          c.notNull().references('task_lists.id').onDelete('cascade'),
        )
        .addColumn('season_id', 'integer', (c) =>
          c.notNull().references('seasons.id').onDelete('cascade'),
        )
        .addColumn('player_id', 'integer', (c) =>
          c.notNull().references('players.id').onDelete('cascade'),
        )
        .addColumn('match_id', 'integer', (c) => c.references('matches.id').onDelete('cascade'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('task_draws_team_list_season')
        .on('task_draws')
        .columns(['team_id', 'task_list_id', 'season_id'])
        .execute();
      await db.schema
        .createIndex('task_draws_team_match')
        .on('task_draws')
        .columns(['team_id', 'match_id'])
        .execute();

      await withId('push_subscriptions')
        .addColumn('team_id', 'integer', teamId)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('endpoint', 'text', (c) => c.notNull())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('push_subscriptions_team_endpoint')
        .on('push_subscriptions')
        .columns(['team_id', 'endpoint'])
        .unique()
        .execute();

      await db.schema
        .createTable('server_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
