import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { DB } from '../db/schema.js';
import { deleteSubscription, listTeamSubscriptions } from './subscriptions.repository.js';
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

export interface PushSenderOptions {
  /** The HTTPS agent for the push services; tests pass one that trusts their local stand-in. */
  agent?: Agent;
}

/** A day: news of a filled match is stale after that, and a phone that was off should not buzz about it. */
const TTL_SECONDS = 24 * 60 * 60;
/** The fill and draw requests wait for the sends: a push service that hangs must not hold them up for long. */
const TIMEOUT_MS = 5000;

export function createPushSender(
  db: Kysely<DB>,
  keys: VapidKeys,
  subject: string,
  log: FastifyBaseLogger,
  options: PushSenderOptions = {},
): PushSender {
  const requestOptions: webpush.RequestOptions = {
    vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    timeout: TIMEOUT_MS,
    ...(options.agent ? { agent: options.agent } : {}),
  };

  return {
    vapidPublicKey: keys.publicKey,
    async sendToTeam(teamId, message) {
      const payload = JSON.stringify(message);
      try {
        const subscriptions = await listTeamSubscriptions(db, teamId);
        await Promise.all(
          subscriptions.map(async ({ id, endpoint, p256dh, auth }) => {
            try {
              await webpush.sendNotification(
                { endpoint, keys: { p256dh, auth } },
                payload,
                requestOptions,
              );
            } catch (error) {
              const status = (error as { statusCode?: number }).statusCode;
              // 404/410: the browser unsubscribed or the push service dropped it; it never comes back.
              if (status === 404 || status === 410) await deleteSubscription(db, teamId, id);
              // The endpoint is a bearer capability (web-push's error carries it too): log only its host.
              else
                log.warn(
                  { status, host: new URL(endpoint).host, reason: String(error) },
                  'push failed',
                );
            }
          }),
        );
      } catch (error) {
        log.warn({ err: error, teamId }, 'push to team failed');
      }
    },
  };
}
