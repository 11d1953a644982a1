import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { DB } from '../db/schema.js';
import type { VapidKeys } from './vapid.js';

export interface PushMessage {
  title: string;
  body: string;
  /** Path on the team's app to open when the notification is tapped, e.g. `/?matchId=3`. */
  url: string;
}

export interface PushSender {
  readonly vapidPublicKey: string;
  /** Sends to every subscription of the team; never throws (push is best effort). */
  sendToTeam(teamId: number, message: PushMessage): Promise<void>;
}

export function createPushSender(
  db: Kysely<DB>,
  keys: VapidKeys,
  subject: string,
  log: FastifyBaseLogger,
): PushSender {
  return {
    vapidPublicKey: keys.publicKey,
    async sendToTeam(teamId, message) {
      const subscriptions = await db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('team_id', '=', teamId)
        .execute();
      const payload = JSON.stringify(message);
      await Promise.all(
        subscriptions.map(async (s) => {
          try {
            await webpush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
              vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
              TTL: 24 * 60 * 60,
              contentEncoding: 'aes128gcm',
            });
          } catch (error) {
            const status = (error as { statusCode?: number }).statusCode;
            // The push service says this subscription is gone for good.
            if (status === 404 || status === 410) {
              await db.deleteFrom('push_subscriptions').where('id', '=', s.id).execute();
            } else {
              log.warn({ err: error, endpoint: s.endpoint }, 'push failed');
            }
          }
        }),
      );
    },
  };
}
