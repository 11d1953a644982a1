import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerPageSchema } from '../../../domain/player-page/player-page.schema.js';
import { z } from '../../../domain/validation.js';
import { teamOf } from '../../auth/guards.js';
import { idSchema } from '../../http/schemas.js';
import { readerOf } from '../../http/reader.js';
import { viewOf } from '../../http/visitor-view.js';
import { playerPage } from './player-page.repository.js';

/**
 * `GET /api/{team}/player/{playerId}/page`: what `/speler/{playerId}` shows.
 * Public like the dashboard; the visitor view reduces the name, and the
 * handler leaves the fines out when the team hides money from this requester.
 */
export const playerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/player/:playerId/page',
    {
      schema: {
        tags: ['players'],
        summary:
          "One player's season: goals, player-of-the-match titles, cards, attendance, fines and draws",
        params: z.object({ playerId: idSchema }),
        querystring: z.object({ seasonId: idSchema.optional() }),
        response: { 200: playerPageSchema },
      },
    },
    async (request) => {
      const view = await viewOf(readerOf(request));
      return playerPage(app.deps.db, teamOf(request).id, request.params.playerId, {
        seasonId: request.query.seasonId,
        now: app.deps.now(),
        moneyVisible: view.moneyVisible,
      });
    },
  );
};
