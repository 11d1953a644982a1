import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pushSubscriptionInputSchema,
  pushSubscriptionPlayerSchema,
} from '../../../domain/push/push-subscription.schema.js';
import { requireUser, teamOf, userOnly } from '../../auth/guards.js';
import { okSchema } from '../../http/schemas.js';
import { setSubscriptionPlayer, upsertSubscription } from '../../push/subscriptions.repository.js';

const tags = ['team auth'];

/**
 * Push subscriptions of spec §7. Subscribing is open to every visitor of the
 * team's site: the notifications (a filled match, a lottery draw) are the same
 * news the public dashboard shows, so following a team needs no login
 * (docs/decisions.md, "Push notifications").
 */
export const pushSubscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.deps;

  app.post(
    '/auth/registerPushSubscription',
    {
      schema: {
        tags,
        summary:
          "Follow the team's news on this browser (upsert on team and endpoint); no login needed. 999 PushLimitPerAddress / PushLimitPerTeam when a new one would pass the bounds",
        body: pushSubscriptionInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await upsertSubscription(db, teamOf(request).id, request.body, {
        now: now(),
        clientAddress: request.ip,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/setUserOfPushSubscription',
    {
      onRequest: userOnly,
      schema: {
        tags,
        summary: "Links this browser's subscription to the logged-in user (registering it if new)",
        body: pushSubscriptionInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { userId } = requireUser(request);
      await upsertSubscription(db, teamOf(request).id, request.body, {
        userId,
        now: now(),
        clientAddress: request.ip,
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/setPlayerOfPushSubscription',
    {
      schema: {
        tags,
        summary:
          'Links this browser\'s subscription to the player who said he holds the device ("Wie ben jij?"), or forgets him (null); no login needed, like registering. 404 for an unregistered endpoint or another team\'s player',
        body: pushSubscriptionPlayerSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await setSubscriptionPlayer(
        db,
        teamOf(request).id,
        request.body.endpoint,
        request.body.playerId,
      );
      return { ok: true as const };
    },
  );
};
