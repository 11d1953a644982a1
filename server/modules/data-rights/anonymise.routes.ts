import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { playerSchema } from '../../../domain/players/player.schema.js';
import { teamAdminOnly, teamOf } from '../../auth/guards.js';
import { idParams } from '../../http/schemas.js';
import { anonymisePlayer } from './anonymise.repository.js';

/** `POST /api/{team}/player/{id}/anonymise`: a player who left becomes "Oud-speler N". */
export const anonymiseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(
    '/player/:id/anonymise',
    {
      onRequest: teamAdminOnly,
      schema: {
        tags: ['players'],
        summary:
          'Anonymises a player who left, for good: "Oud-speler N", everywhere; PlayerActive for an active player',
        params: idParams,
        response: { 200: playerSchema },
      },
    },
    async (request) => anonymisePlayer(db, teamOf(request).id, request.params.id),
  );
};
