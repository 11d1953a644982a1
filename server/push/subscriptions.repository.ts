import type { Kysely } from 'kysely';
import type { PushSubscriptionInput } from '../../domain/push/push-subscription.schema.js';
import type { DB } from '../db/schema.js';

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * One row per team and endpoint (unique index of 001-init): a browser that
 * subscribes again, or whose keys changed, updates its row. `userId` is only
 * written when given, so re-registering after a logout keeps the link.
 */
export async function upsertSubscription(
  db: Kysely<DB>,
  teamId: number,
  input: PushSubscriptionInput,
  { userId, now }: { userId?: number; now: Date },
): Promise<void> {
  const keys = { p256dh: input.p256dh, auth: input.auth };
  const linked = userId === undefined ? {} : { user_id: userId };
  await db
    .insertInto('push_subscriptions')
    .values({
      team_id: teamId,
      endpoint: input.endpoint,
      ...keys,
      user_id: userId ?? null,
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['team_id', 'endpoint']).doUpdateSet({ ...keys, ...linked }))
    .execute();
}

export async function listTeamSubscriptions(
  db: Kysely<DB>,
  teamId: number,
): Promise<StoredSubscription[]> {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('team_id', '=', teamId)
    .orderBy('id')
    .execute();
}

export async function deleteSubscription(
  db: Kysely<DB>,
  teamId: number,
  id: number,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('team_id', '=', teamId)
    .where('id', '=', id)
    .execute();
}
