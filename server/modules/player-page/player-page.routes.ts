import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerPageSchema } from '../../../domain/player-page/player-page.schema.js';
import { z } from '../../../domain/validation.js';
import { idSchema } from '../../http/schemas.js';
import { registerRead } from '../../http/public-read.js';
import { viewOf } from '../../http/visitor-view.js';
import { playerPage } from './player-page.repository.js';

/**
 * `GET /api/{team}/player/{playerId}/page`: what `/speler/{playerId}` shows.
 * Public like the dashboard; the visitor view reduces the name, and the
 * handler leaves the fines out when the team hides money from this requester.
 */
export const playerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  // A read (public-read.ts), so the server renders a member's player page with it
  // (src/features/player-page/player-page-loader.ts). Not kept in the read cache: the answer
  // depends on whether this requester may see money.
  registerRead(
    app,
    {
      path: '/player/:playerId/page',
      params: z.object({ playerId: idSchema }),
      query: z.object({ seasonId: idSchema.optional() }),
      response: playerPageSchema,
      load: async (reader, { params, query }) => {
        const view = await viewOf(reader);
        return playerPage(app.deps.db, reader.team.id, params.playerId, {
          seasonId: query.seasonId,
          now: app.deps.now(),
          moneyVisible: view.moneyVisible,
        });
      },
    },
    {
      tags: ['players'],
      summary:
        "One player's season: goals, player-of-the-match titles, cards, attendance, fines and draws",
    },
  );
};
