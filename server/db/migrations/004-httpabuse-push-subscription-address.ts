import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../dialect.js';

/**
 * Issue 15: the client address a push subscription was registered from, so one
 * address can hold only a few of a team's subscriptions (see
 * server/push/subscriptions.repository.ts). Rows from before have none and count
 * for no address. The same statements on both dialects.
 */
export function pushSubscriptionAddressMigration(_dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('push_subscriptions')
        .addColumn('client_address', 'text')
        .execute();
      await db.schema
        .createIndex('push_subscriptions_team_address')
        .on('push_subscriptions')
        .columns(['team_id', 'client_address'])
        .execute();
    },
  };
}
