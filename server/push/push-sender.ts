import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RequestOptions } from 'web-push';
import type { DB } from '../db/schema.js';
import {
  deleteSubscription,
  listPlayerSubscriptions,
  listSubscription,
  listTeamSubscriptions,
  type StoredSubscription,
} from './subscriptions.repository.js';
import type { VapidKeys } from './vapid.js';

export interface PushMessage {
  title: string;
  body: string;
  /** Path on the team's app to open when the notification is tapped, e.g. `/?matchId=3`. */
  url: string;
  /** Buttons on the notification (the service worker handles their clicks), e.g. Ja / Nee. */
  actions?: { action: string; title: string }[];
  /** What the service worker needs to act on a button without opening the app. */
  data?: Record<string, unknown>;
}

export interface PushSender {
  readonly vapidPublicKey: string;
  /**
   * Queues the message for every subscription of the team and returns at once: the
   * request that caused it (a fill, a draw) answers without waiting for push services.
   * Never throws; push is best effort.
   */
  sendToTeam(teamId: number, message: PushMessage): void;
  /** The same for one subscription of the team (a personal message to one device). */
  sendToSubscription(teamId: number, subscriptionId: number, message: PushMessage): void;
  /** The same for the devices whose holder is this player. */
  sendToPlayer(teamId: number, playerId: number, message: PushMessage): void;
  /** Resolves once every queued send has finished (a clean shutdown; tests). */
  idle(): Promise<void>;
}

export interface PushSenderOptions {
  /** The HTTPS agent for the push services; tests pass one that trusts their local stand-in. */
  agent?: Agent;
}

/** A day: news of a filled match is stale after that, and a phone that was off should not buzz about it. */
const TTL_SECONDS = 24 * 60 * 60;
/** A push service that hangs must not hold a send (and a shutdown waiting for it) for long. */
const TIMEOUT_MS = 5000;

export function createPushSender(
  db: Kysely<DB>,
  keys: VapidKeys,
  subject: string,
  log: FastifyBaseLogger,
  options: PushSenderOptions = {},
): PushSender {
  const requestOptions: RequestOptions = {
    vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    timeout: TIMEOUT_MS,
    ...(options.agent ? { agent: options.agent } : {}),
  };

  async function deliver(
    teamId: number,
    recipients: () => Promise<StoredSubscription[]>,
    message: PushMessage,
  ): Promise<void> {
    const payload = JSON.stringify(message);
    try {
      const subscriptions = await recipients();
      if (subscriptions.length === 0) return;
      // Loaded at the first push (docs/decisions.md, "Modules a request loads").
      const { default: webpush } = await import('web-push');
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
      log.warn({ err: error, teamId }, 'push failed');
    }
  }

  // The queue is the set of deliveries under way, in this process: push is best effort
  // and news of a day, so a send lost to a restart needs no durable job table and worker.
  // A team's subscriptions are bounded (subscriptions.repository.ts), and so is each delivery.
  const running = new Set<Promise<void>>();
  function queue(
    teamId: number,
    recipients: () => Promise<StoredSubscription[]>,
    message: PushMessage,
  ): void {
    const delivery = deliver(teamId, recipients, message).finally(() => running.delete(delivery));
    running.add(delivery);
  }

  return {
    vapidPublicKey: keys.publicKey,
    sendToTeam(teamId, message) {
      queue(teamId, () => listTeamSubscriptions(db, teamId), message);
    },
    sendToSubscription(teamId, subscriptionId, message) {
      queue(teamId, () => listSubscription(db, teamId, subscriptionId), message);
    },
    sendToPlayer(teamId, playerId, message) {
      queue(teamId, () => listPlayerSubscriptions(db, teamId, playerId), message);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
