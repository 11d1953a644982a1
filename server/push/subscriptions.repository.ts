import { isIP } from 'node:net';
import type { Kysely } from 'kysely';
import type { PushSubscriptionInput } from '../../domain/push/push-subscription.schema.js';
import type { DB } from '../db/schema.js';
import { teamWrite } from '../db/team-write.js';
import { DomainError, NotFoundError } from '../http/errors.js';
import { inTeam } from '../db/team-scope.js';
import { getPlayer } from '../modules/players/public.js';

export interface StoredSubscription {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Bounds on a team's subscriptions (issue 15). Subscribing needs no login, and every
 * fill and draw sends to each subscription: without a bound one address stored
 * 3,000 in a second. A team has a few dozen members and followers; an address (a
 * home, a clubhouse's wifi) a handful of them. Both are counted per team, under the
 * team's row lock, so parallel requests cannot overshoot.
 */
export const MAX_SUBSCRIPTIONS_PER_TEAM = 250;
export const MAX_SUBSCRIPTIONS_PER_ADDRESS = 20;

/**
 * One row per team and endpoint (unique index of 001-init): a browser that
 * subscribes again, or whose keys changed, updates its row, whatever the bounds.
 * A new endpoint is refused with `PushLimitPerAddress` or `PushLimitPerTeam` when
 * its address or the team is full. `userId` is only written when given, so
 * re-registering after a logout keeps the link.
 */
export async function upsertSubscription(
  db: Kysely<DB>,
  teamId: number,
  input: PushSubscriptionInput,
  { userId, now, clientAddress }: { userId?: number; now: Date; clientAddress: string },
): Promise<void> {
  const address = addressBucket(clientAddress);
  const keys = { p256dh: input.p256dh, auth: input.auth };
  const linked = userId === undefined ? {} : { user_id: userId };
  // The team's lock, so two registrations cannot both count 19 and insert.
  await teamWrite(db, teamId, async (trx) => {
    const existing = await inTeam(trx, teamId)
      .selectFrom('push_subscriptions')
      .select('id')
      .where('endpoint', '=', input.endpoint)
      .executeTakeFirst();
    if (existing) {
      await inTeam(trx, teamId)
        .updateTable('push_subscriptions')
        .set({ ...keys, ...linked })
        .where('id', '=', existing.id)
        .execute();
      return;
    }
    const { fromAddress, all } = await trx
      .selectFrom('push_subscriptions')
      .select((eb) => [
        eb.fn.countAll<number>().as('all'),
        eb.fn
          .count<number>(eb.case().when('client_address', '=', address).then(1).end())
          .as('fromAddress'),
      ])
      .where('team_id', '=', teamId)
      .executeTakeFirstOrThrow();
    if (Number(fromAddress) >= MAX_SUBSCRIPTIONS_PER_ADDRESS) {
      throw new DomainError('PushLimitPerAddress');
    }
    if (Number(all) >= MAX_SUBSCRIPTIONS_PER_TEAM) throw new DomainError('PushLimitPerTeam');
    await trx
      .insertInto('push_subscriptions')
      .values({
        team_id: teamId,
        endpoint: input.endpoint,
        ...keys,
        user_id: userId ?? null,
        created_at: now.toISOString(),
        client_address: address,
      })
      .execute();
  });
}

/**
 * What counts as one address for the bound: an IPv4 address, or an IPv6 /64 network
 * (one home or phone gets a whole /64, so its single addresses are free to choose).
 */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array<string>(8 - headGroups.length - tailGroups.length).fill('0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export async function listTeamSubscriptions(
  db: Kysely<DB>,
  teamId: number,
): Promise<StoredSubscription[]> {
  return inTeam(db, teamId)
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .orderBy('id')
    .execute();
}

export async function deleteSubscription(
  db: Kysely<DB>,
  teamId: number,
  id: number,
): Promise<void> {
  await inTeam(db, teamId).deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

/**
 * Links the team's subscription with this endpoint to the device's holder, or
 * forgets the holder (null). 404 when the endpoint is not registered with the
 * team or the player is not one of its players: the caller registers first.
 */
export async function setSubscriptionPlayer(
  db: Kysely<DB>,
  teamId: number,
  endpoint: string,
  playerId: number | null,
): Promise<void> {
  await teamWrite(db, teamId, async (trx) => {
    if (playerId !== null) await getPlayer(trx, teamId, playerId);
    const updated = await inTeam(trx, teamId)
      .updateTable('push_subscriptions')
      .set({ player_id: playerId })
      .where('endpoint', '=', endpoint)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      throw new NotFoundError('Dit apparaat ontvangt nog geen meldingen');
    }
  });
}

/** The subscriptions whose device said its holder is this player. */
export async function listPlayerSubscriptions(
  db: Kysely<DB>,
  teamId: number,
  playerId: number,
): Promise<StoredSubscription[]> {
  return inTeam(db, teamId)
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
}

/** The team's subscription with this id, as a list of one (or none: it was removed meanwhile). */
export async function listSubscription(
  db: Kysely<DB>,
  teamId: number,
  subscriptionId: number,
): Promise<StoredSubscription[]> {
  return inTeam(db, teamId)
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('id', '=', subscriptionId)
    .execute();
}
